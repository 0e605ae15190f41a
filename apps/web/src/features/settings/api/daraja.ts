import { type DarajaField, operations, pathOf } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { useMutationOf, useRead } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';

/**
 * `PATCH /settings/daraja` (docs/decisions/daraja.md, "The fields"): a value saves a field, null
 * removes it, a field left out keeps what was saved.
 */
export type DarajaChange = Partial<Record<DarajaField, string | null>>;

/** Which credentials are saved: a query of the settings, under their key. */
const darajaQuery = [...settingsKey, 'daraja'] as const;

/** `GET /settings/daraja` (officials and the auditor): which fields are saved, never their values. */
export const useDarajaStatus = () =>
  useRead(darajaQuery, answerOf(operations.darajaSettings), pathOf(operations.darajaSettings));

export const updateDaraja = (body: DarajaChange) => call(operations.updateDarajaSettings, { body });

/** Saves or removes credentials; the answer is the status again, shown at once. */
export const useUpdateDaraja = () =>
  useMutationOf(updateDaraja, (queryClient, status) => queryClient.setQueryData(darajaQuery, status));

/** `POST /settings/daraja/test` (docs/decisions/daraja.md, "Test connection"). */
export const testDaraja = () => call(operations.testDaraja);

export const useTestDaraja = () => useMutation({ mutationFn: testDaraja });
