import { operations, pathOf, type SettingsAnswer } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';

/**
 * `GET /settings` (docs/decisions/loans.md, "Group settings"): rates are fractions (0.12), the long-term one
 * yearly on the reducing balance, the short-term one flat for the whole loan; the savings target is KES a
 * year; the M-Pesa shortcode and account, and whether a callback token is set (`SettingsAnswer`).
 */
export type { SettingsAnswer };

export const useSettings = () =>
  useRead(settingsKey, answerOf(operations.settings), pathOf(operations.settings));
