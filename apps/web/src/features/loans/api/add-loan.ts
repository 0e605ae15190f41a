import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useIssueLoan } from './use-issue-loan';

/**
 * `POST /addloan` (docs/spec/calls.md, "The calls"): the rate and the term come from the group settings
 * (docs/decisions/loans.md, "Group settings").
 */
export const addLoan = (body: BodyInput<typeof operations.addLoan>) => call(operations.addLoan, { body });

/** Issues a long-term loan, or sends it for approval (docs/decisions/approvals.md); loan lists and totals, and the accounts' monthly figures, refresh. */
export const useAddLoan = () => useIssueLoan(addLoan);
