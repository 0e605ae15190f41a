import { type BodyInput, operations, pathOf } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';

/** `PATCH /settings` takes any of the settings (the input of its body's schema); the answer is all of them. */
export type SettingsChange = BodyInput<typeof operations.updateSettings>;

/** A change that needs no quorum is answered with the settings themselves (200), never sent for approval. */
export const updateSettings = (change: SettingsChange) => {
  const op = operations.updateSettings;
  return requestParsed(op.response[200], pathOf(op), op.method, change);
};

/** Saves a change; every screen that reads the settings (the loan previews) sees it at once. */
export const useUpdateSettings = () =>
  useMutationOf(updateSettings, (queryClient, settings) => queryClient.setQueryData(settingsKey, settings));
