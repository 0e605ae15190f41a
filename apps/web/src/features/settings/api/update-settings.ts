import { settingsAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';
import type { GroupSettings } from './get-settings';

/** `PATCH /settings` takes any of the settings; the answer is all of them. */
export type SettingsChange = Partial<Omit<GroupSettings, 'c2b_token_set'>>;

export const updateSettings = (change: SettingsChange) =>
  requestParsed(settingsAnswer, '/settings', 'PATCH', change);

/** Saves a change; every screen that reads the settings (the loan previews) sees it at once. */
export const useUpdateSettings = () =>
  useMutationOf(updateSettings, (queryClient, settings) => queryClient.setQueryData(settingsKey, settings));
