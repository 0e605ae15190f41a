import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { answer, badRequest, hang, type StkRecord, state } from './state.js';

/** Daraja's STK Push and its status query, as the look-alike speaks them. */

const SHORTCODE_PASSKEY = process.env.DARAJA_SIM_PASSKEY ?? '';
let made = 0;

const pad = (n: number) => String(n).padStart(2, '0');
function nairobiNow(): string {
  const at = new Date(Date.now() + 3 * 3_600_000);
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

const OUTCOMES: Partial<Record<string, [number, string]>> = {
  cancelled: [1032, 'Request cancelled by user'],
  insufficient: [1, 'The balance is insufficient for the transaction.'],
};

function callbackOf(record: StkRecord) {
  const stk = {
    MerchantRequestID: record.merchantRequestId,
    CheckoutRequestID: record.checkoutRequestId,
    ResultCode: record.resultCode,
    ResultDesc: record.resultDesc,
  };
  if (record.resultCode !== 0) return { Body: { stkCallback: stk } };
  return {
    Body: {
      stkCallback: {
        ...stk,
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: record.amount },
            { Name: 'MpesaReceiptNumber', Value: record.receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(nairobiNow()) },
            { Name: 'PhoneNumber', Value: Number(record.phone) },
          ],
        },
      },
    },
  };
}

/** Sends a request's callback to the URL it named; answers the app's status. */
export async function sendCallback(record: StkRecord): Promise<number> {
  record.callbacksSent += 1;
  const res = await fetch(record.callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record.callback),
  }).catch(() => undefined);
  return res?.status ?? 0;
}

const bearerOk = (req: http.IncomingMessage) => {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && state.tokens.has(token);
};

const passwordOk = (body: Record<string, unknown>) =>
  body.Password ===
  Buffer.from(`${body.BusinessShortCode}${SHORTCODE_PASSKEY}${body.Timestamp}`).toString('base64');

/** `POST /mpesa/stkpush/v1/processrequest`. */
export function processRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Record<string, unknown>,
) {
  if (state.mode === 'slow') return hang(res);
  if (state.mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  if (!bearerOk(req))
    return answer(res, 401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  if (!passwordOk(body)) return badRequest(res, 'Password');
  if (body.TransactionType !== 'CustomerPayBillOnline') return badRequest(res, 'TransactionType');
  const amount = Number(body.Amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return badRequest(res, 'Amount');
  if (!/^254[17]\d{8}$/.test(String(body.PartyA)) || body.PhoneNumber !== body.PartyA)
    return badRequest(res, 'PhoneNumber');
  if (body.PartyB !== body.BusinessShortCode) return badRequest(res, 'PartyB');
  if (typeof body.CallBackURL !== 'string' || !/^https?:\/\//.test(body.CallBackURL))
    return badRequest(res, 'CallBackURL');
  made += 1;
  const [resultCode, resultDesc] = OUTCOMES[state.mode] ?? [
    0,
    'The service request is processed successfully.',
  ];
  const record: StkRecord = {
    checkoutRequestId: `ws_CO_${Date.now()}${made}`,
    merchantRequestId: `29115-${made}-1`,
    callbackUrl: body.CallBackURL,
    amount,
    phone: String(body.PartyA),
    accountReference: String(body.AccountReference ?? ''),
    resultCode,
    resultDesc,
    receipt: resultCode === 0 ? `SIM${randomBytes(4).toString('hex').toUpperCase()}` : null,
    callbacksSent: 0,
    callback: null,
  };
  record.callback = callbackOf(record);
  state.stk.set(record.checkoutRequestId, record);
  if (state.mode === 'lost-answer') {
    // The payment goes through, but Daraja's answer to the request never arrives; the callback comes
    // once the app has given up waiting (its timeout in the tests is 1.5 s).
    hang(res);
    setTimeout(() => void sendCallback(record), 2_500);
    return;
  }
  answer(res, 200, {
    MerchantRequestID: record.merchantRequestId,
    CheckoutRequestID: record.checkoutRequestId,
    ResponseCode: '0',
    ResponseDescription: 'Success. Request accepted for processing',
    CustomerMessage: 'Success. Request accepted for processing',
  });
  const times = state.mode === 'missing' ? 0 : state.mode === 'duplicate' ? 5 : 1;
  setTimeout(() => {
    for (let i = 0; i < times; i++) void sendCallback(record);
  }, 50);
}

/** `POST /mpesa/stkpushquery/v1/query`: what became of a request. */
export function query(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, unknown>) {
  if (state.mode === 'slow') return hang(res);
  if (state.mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  if (!bearerOk(req))
    return answer(res, 401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  if (!passwordOk(body)) return badRequest(res, 'Password');
  const record = state.stk.get(String(body.CheckoutRequestID));
  if (!record)
    return answer(res, 500, {
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
    });
  return answer(res, 200, {
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successsfully',
    MerchantRequestID: record.merchantRequestId,
    CheckoutRequestID: record.checkoutRequestId,
    ResultCode: String(record.resultCode),
    ResultDesc: record.resultDesc,
  });
}
