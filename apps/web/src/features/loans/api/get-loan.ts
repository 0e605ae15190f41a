import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, pathOfCall } from '../../../lib/call';
import { readQuery } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

export type {
  LoanDetail,
  LoanInstallment,
  LoanRepayment,
} from '@links/domain';

/** `GET /loans/{loanId}`: an admin, or the member who owes it (to anyone else it is a 404). */
export const loanQuery = (loanId: number) =>
  readQuery(
    [...loansKey, 'detail', loanId],
    answerOf(operations.loan),
    pathOfCall(operations.loan, { params: { loanId } }),
  );

export const useLoan = (loanId: number) => useQuery(loanQuery(loanId));
