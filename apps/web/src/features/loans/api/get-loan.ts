import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { loansKey } from '../../member/api/loans-key';
import type { LoanAccount, LoanKind } from './get-loans';

/** One installment of the schedule, with what was paid towards it so far (KES). */
export interface LoanInstallment {
  number: number;
  due_date: string;
  installment: number;
  interest: number;
  principal: number;
  interest_paid: number;
  principal_paid: number;
  /** Principal still owed once this installment is paid as scheduled. */
  balance_after: number;
}

/** An approved repayment of this loan, interest first (decisions §6). */
export interface LoanRepayment {
  id: number;
  transaction_item_id: number;
  transaction_amount: number;
  principal_paid: number;
  interest_paid: number;
  created_at: string;
}

export interface LoanWithSchedule {
  loan: LoanAccount & { kind: LoanKind };
  schedule: LoanInstallment[];
  payments: LoanRepayment[];
}

/** `GET /loans/{loanId}`: an admin, or the member who owes it (to anyone else it is a 404). */
export const getLoan = (loanId: number) => request<LoanWithSchedule>(`/loans/${loanId}`);

export const loanQuery = (loanId: number) =>
  queryOptions({ queryKey: [...loansKey, 'detail', loanId], queryFn: () => getLoan(loanId) });

export const useLoan = (loanId: number) => useQuery(loanQuery(loanId));
