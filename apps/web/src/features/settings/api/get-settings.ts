import { type SettingsAnswer, settingsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

/**
 * `GET /settings` (decisions §6, issue 9): rates are fractions (0.12), the long-term one yearly on
 * the reducing balance, the short-term one flat for the whole loan; the savings target is KES a
 * year; the M-Pesa shortcode and account, and whether a callback token is set.
 */
export type GroupSettings = SettingsAnswer;

export const settingsKey = ['settings'] as const;

export const getSettings = () => requestParsed(settingsAnswer, '/settings');

export const settingsQuery = queryOptions({ queryKey: settingsKey, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQuery);
