import { type BodyInput, operations, type PayoutsPage, type PayoutView, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { type ListPage, serverList, useMutationOf } from '../../../lib/queries';
import { auditKey, bankingKey, booksKey, payoutsKey } from '../../../lib/query-keys';

/** How often a page with a payout still with Safaricom (`Sent`) is read again. */
export const PAYOUT_POLL_MS = 2_000;

/** What a payout sent or paid by hand changes: the payouts, the money accounts' balances, the history. */
const moved = [payoutsKey, booksKey, bankingKey, auditKey] as const;

/** The list's filters as the screen keeps them in the URL. */
export interface PayoutFilter {
  status: string;
  q: string;
}

/**
 * `GET /payouts?status&q&page` (docs/decisions/payouts.md, "Lists"): newest first; a member's own, or
 * (officials, auditor) every member's.
 */
const payouts = serverList({
  key: payoutsKey,
  path: pathOf(operations.payouts),
  check: answerOf(operations.payouts),
  filters: ['status', 'q'],
  fileName: 'payouts.csv',
});

/** Whether a page has a payout whose result Safaricom has still to send (docs/decisions/payouts.md, "Sending"). */
export const awaitsSafaricom = (page: ListPage<PayoutsPage> | undefined) =>
  page?.payouts.some((payout) => payout.status === 'Sent') ?? false;

/**
 * One page of payouts, read again every two seconds while any row on it is `Sent`, so that
 * Safaricom's result (Completed with the receipt, or Failed with the reason) shows as it comes.
 */
export const usePayouts = (page: number, filter: PayoutFilter) =>
  useQuery({
    ...payouts.pageQuery(page, filter),
    refetchInterval: (query) => (awaitsSafaricom(query.state.data) ? PAYOUT_POLL_MS : false),
  });

export const downloadPayouts = payouts.download;

/**
 * `GET /payouts/{id}`: a payout just sent, as the server knows it, read again every two seconds while
 * it is `Sent`; `sent` is the answer of the send itself, shown until the first read comes back.
 */
export const usePayout = (sent: PayoutView) =>
  useQuery({
    queryKey: [...payoutsKey, 'one', sent.payout_id],
    queryFn: () => call(operations.payout, { params: { payoutId: sent.payout_id } }),
    initialData: sent,
    refetchInterval: (query) => (query.state.data?.status === 'Sent' ? PAYOUT_POLL_MS : false),
  });

/**
 * `POST /payouts/{id}/send {phone?}` (docs/decisions/payouts.md, "Sending"): 202 with the payout `Sent`;
 * a 502 when Daraja refused it (nothing went). A refusal may mean the list was out of date.
 */
export const useSendPayout = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.sendPayout> }) =>
      call(operations.sendPayout, { params: { payoutId: id }, body }),
    moved,
    'settled',
  );

/** `POST /payouts/{id}/paid-by-hand {account_id, note?}` (docs/decisions/payouts.md, "Paid by hand"). */
export const usePayoutByHand = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.payoutByHand> }) =>
      call(operations.payoutByHand, { params: { payoutId: id }, body }),
    moved,
    'settled',
  );
