import { type BodyInput, operations, type StkView } from '@links/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { stkKey } from '../../../lib/query-keys';

/** How often a request still `Pending` is read again while its dialog is open. */
export const STK_POLL_MS = 2_000;

/**
 * `GET /payments/stk/due`: what "Pay with M-Pesa" proposes for the signed-in member, and the phone
 * it asks (docs/decisions/daraja.md, "What is due").
 */
export const useStkDue = () =>
  useQuery({ queryKey: [...stkKey, 'due'], queryFn: () => call(operations.stkDue) });

/**
 * `POST /payments/stk {amount, phone?}`: asks the member's phone for the payment; 202 with the
 * request `Pending` (docs/decisions/daraja.md, "Pay with M-Pesa"). Nothing is refreshed yet: the
 * payment exists only once Safaricom says it was paid.
 */
export const useRequestStk = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.requestStkPayment>) =>
      call(operations.requestStkPayment, { body }),
  });

/**
 * `GET /payments/stk/{checkoutRequestId}`: the request as the server knows it, read again every
 * two seconds while it is `Pending` (docs/decisions/daraja.md, "The callback", "The status query");
 * `asked` is the answer of the request itself, shown until the first read comes back.
 */
export const useStkRequest = (asked: StkView) =>
  useQuery({
    queryKey: [...stkKey, asked.checkout_request_id],
    queryFn: () => call(operations.stkPayment, { params: { checkoutRequestId: asked.checkout_request_id } }),
    initialData: asked,
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? STK_POLL_MS : false),
  });
