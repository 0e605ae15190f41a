import { type BodyInput, operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import {
  approvalsKey,
  auditKey,
  bankingKey,
  booksKey,
  payoutsKey,
  savingsKey,
  withdrawalsKey,
} from '../../../lib/query-keys';

/**
 * What a payout or a rejection changes: the withdrawals, the savings, the books and the queue, and the
 * payouts, where one paid by M-Pesa is owed (docs/decisions/payouts.md, "Owing").
 */
const moved = [withdrawalsKey, savingsKey, booksKey, bankingKey, approvalsKey, auditKey, payoutsKey] as const;

/** `GET /withdrawals?status&q&page`: a member's own, or (officials, auditor) every member's, newest first. */
const withdrawals = serverList({
  key: withdrawalsKey,
  path: pathOf(operations.withdrawals),
  check: answerOf(operations.withdrawals),
  filters: ['status', 'q'],
  fileName: 'withdrawals.csv',
});

export const useWithdrawals = (page: number, filter: { status: string; q: string }) =>
  withdrawals.usePage(page, filter);
export const downloadWithdrawals = withdrawals.download;

/**
 * `GET /withdrawals/allowance/{userId}`: the member's free savings and how they are made up; nothing is
 * asked while no member is picked (`userId` undefined).
 */
export const useWithdrawalAllowance = (userId: number | undefined) =>
  useQuery({
    queryKey: [...withdrawalsKey, 'allowance', userId],
    queryFn: () => call(operations.withdrawalAllowance, { params: { userId: userId ?? 0 } }),
    enabled: userId !== undefined,
  });

/** `POST /withdrawals`: paid at once, recorded for after the notice, or sent for approval. */
export const useCreateWithdrawal = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createWithdrawal>) => call(operations.createWithdrawal, { body }),
    moved,
  );

/** `POST /withdrawals/{id}/payment` (officials); a refusal means the list was out of date. */
export const usePayWithdrawal = () =>
  useMutationOf(
    (withdrawalId: number) => call(operations.payWithdrawal, { params: { withdrawalId } }),
    moved,
    'settled',
  );

/** `POST /withdrawals/{id}/rejection {reason}` (officials). */
export const useRejectWithdrawal = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.rejectWithdrawal> }) =>
      call(operations.rejectWithdrawal, { params: { withdrawalId: id }, body }),
    moved,
    'settled',
  );
