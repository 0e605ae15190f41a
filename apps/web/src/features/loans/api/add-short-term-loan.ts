import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useIssueLoan } from './use-issue-loan';

/**
 * `POST /addshorttermloan` (docs/spec/calls.md, "The calls"). The derived figures are sent too, and the
 * server checks them to the cent (docs/decisions/loans.md, "Short-term loans"); the status of a new loan is
 * `uncleared`.
 */
export const addShortTermLoan = (body: BodyInput<typeof operations.addShortTermLoan>) =>
  call(operations.addShortTermLoan, { body });

/** Issues a short-term loan; loan lists and totals, and the accounts' monthly figures, refresh. */
export const useAddShortTermLoan = () => useIssueLoan(addShortTermLoan);
