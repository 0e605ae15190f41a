import { type SettingsAnswer, settingsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';

/**
 * `GET /settings` (docs/decisions/loans.md, "Group settings", docs/decisions/payments.md, "Settings"): rates
 * are fractions (0.12), the long-term one yearly on the reducing balance, the short-term one flat for the
 * whole loan; the savings target is KES a year; the M-Pesa shortcode and account, and whether a callback
 * token is set.
 */
export type GroupSettings = SettingsAnswer;

export const settingsKey = ['settings'] as const;

export const useSettings = () => useRead(settingsKey, settingsAnswer, '/settings');
