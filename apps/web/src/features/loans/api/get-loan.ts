import { loanDetail } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';

export type {
  LoanDetail as LoanWithSchedule,
  LoanInstallment,
  LoanRepayment,
} from '@links/domain';

/** `GET /loans/{loanId}`: an admin, or the member who owes it (to anyone else it is a 404). */
export const getLoan = (loanId: number) => requestParsed(loanDetail, `/loans/${loanId}`);

export const loanQuery = (loanId: number) =>
  queryOptions({ queryKey: [...loansKey, 'detail', loanId], queryFn: () => getLoan(loanId) });

export const useLoan = (loanId: number) => useQuery(loanQuery(loanId));
