import { type MpesaBalance, operations } from '@links/domain';
import { type Query, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { mpesaBalanceKey } from '../../../lib/query-keys';

/** How often the card asks again while Safaricom has not answered (docs/decisions/daraja.md, "The M-Pesa balance"). */
export const BALANCE_POLL_MS = 2_000;

/** Asks again every two seconds while the latest check is Pending, else not at all. */
const pollWhilePending = (query: Query<MpesaBalance, Error, MpesaBalance, typeof mpesaBalanceKey>) =>
  query.state.data?.check?.status === 'Pending' ? BALANCE_POLL_MS : false;

/** `GET /payments/mpesa-balance` (officials and the auditor): the latest check beside the books. */
export const useMpesaBalance = () =>
  useQuery({
    queryKey: mpesaBalanceKey,
    queryFn: () => call(operations.mpesaBalance),
    refetchInterval: pollWhilePending,
  });

/** `POST /payments/mpesa-balance` (officials): asks Safaricom; the answer is the check, Pending. */
export const checkMpesaBalance = () => call(operations.checkMpesaBalance);

/** Asks for the balance; the 202's view is shown at once, and the card polls while it is Pending. */
export const useCheckMpesaBalance = () =>
  useMutationOf(checkMpesaBalance, (queryClient, view: MpesaBalance) =>
    queryClient.setQueryData(mpesaBalanceKey, view),
  );
