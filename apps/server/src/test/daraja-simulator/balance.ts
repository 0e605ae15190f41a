import type http from 'node:http';
import { answer, badRequest, hang, state } from './state.js';

/** Daraja's account balance query, as the look-alike speaks it: the result comes to the ResultURL. */

let made = 0;
const pad = (n: number) => String(n).padStart(2, '0');
const nairobiNow = () => {
  const at = new Date(Date.now() + 3 * 3_600_000);
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
};

/** The balance the paybill reports: its utility account holds what the test set. */
export const balances = { utility: '228037.00', working: '700.00' };

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);

function result(ids: { originator: string; conversation: string }, code: number) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc:
        code === 0
          ? 'The service request is processed successfully.'
          : 'The initiator information is invalid.',
      OriginatorConversationID: ids.originator,
      ConversationID: ids.conversation,
      TransactionID: `SIMBAL${made}`,
      ...(code === 0
        ? {
            ResultParameters: {
              ResultParameter: [
                {
                  Key: 'AccountBalance',
                  Value: `Working Account|KES|${balances.working}|${balances.working}|0.00|0.00&Utility Account|KES|${balances.utility}|${balances.utility}|0.00|0.00`,
                },
                { Key: 'BOCompletedTime', Value: Number(nairobiNow()) },
              ],
            },
          }
        : {}),
    },
  };
}

/** `POST /mpesa/accountbalance/v1/query`. */
export function accountBalance(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Record<string, unknown>,
) {
  if (state.mode === 'slow') return hang(res);
  if (state.mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !state.tokens.has(token)) return answer(res, 401, { errorMessage: 'Invalid Access Token' });
  if (typeof body.Initiator !== 'string' || !body.Initiator) return badRequest(res, 'Initiator');
  if (typeof body.SecurityCredential !== 'string' || !body.SecurityCredential)
    return badRequest(res, 'SecurityCredential');
  if (body.CommandID !== 'AccountBalance') return badRequest(res, 'CommandID');
  if (typeof body.ResultURL !== 'string' || typeof body.QueueTimeOutURL !== 'string')
    return badRequest(res, 'ResultURL');
  made += 1;
  const ids = { originator: `16917-${made}-1`, conversation: `AG_SIM_${made}` };
  answer(res, 200, {
    OriginatorConversationID: ids.originator,
    ConversationID: ids.conversation,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
  const resultUrl = body.ResultURL;
  const timeoutUrl = body.QueueTimeOutURL;
  setTimeout(() => {
    if (state.mode === 'missing') return void post(timeoutUrl, { errorMessage: 'Request timed out' });
    const times = state.mode === 'duplicate' ? 3 : 1;
    const code = state.mode === 'cancelled' ? 2001 : 0;
    for (let i = 0; i < times; i++) void post(resultUrl, result(ids, code));
  }, 50);
}
