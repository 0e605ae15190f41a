import type http from 'node:http';
import { answer, badRequest, hang, state } from './state.js';

/**
 * Daraja's B2C payment request and transaction status query, as the look-alike speaks them: each
 * accepted payment's result comes to its ResultURL (or, by the mode, never, twice, as a failure, or as
 * a queue timeout); the status query answers from what the look-alike really did.
 */

export interface B2cRecord {
  originatorConversationId: string;
  conversationId: string;
  amount: number;
  partyB: string;
  resultUrl: string;
  timeoutUrl: string;
  /** Whether the money went: the status query tells this even when the result never came. */
  sent: boolean;
  receipt: string | null;
  resultCode: number;
  resultDesc: string;
  resultsSent: number;
  result: unknown;
}

/** An initiator Daraja refuses at once (400): the payment goes nowhere. */
export const REFUSED_INITIATOR = 'refused-initiator';

export const b2c = new Map<string, B2cRecord>();
let made = 0;

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then((response) => response.status)
    .catch(() => 0);

const pad = (n: number) => String(n).padStart(2, '0');
function dotted(at: Date): string {
  const t = new Date(at.getTime() + 3 * 3_600_000);
  return `${pad(t.getUTCDate())}.${pad(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

function resultOf(record: B2cRecord) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: record.resultCode,
      ResultDesc: record.resultDesc,
      OriginatorConversationID: record.originatorConversationId,
      ConversationID: record.conversationId,
      TransactionID: record.receipt ?? `FAIL${made}`,
      ...(record.sent
        ? {
            ResultParameters: {
              ResultParameter: [
                { Key: 'TransactionAmount', Value: record.amount },
                { Key: 'TransactionReceipt', Value: record.receipt },
                { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
                { Key: 'ReceiverPartyPublicName', Value: `${record.partyB} - Member` },
                { Key: 'TransactionCompletedDateTime', Value: dotted(new Date()) },
                { Key: 'B2CUtilityAccountAvailableFunds', Value: 100000 },
                { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000 },
              ],
            },
          }
        : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: record.timeoutUrl } },
    },
  };
}

/** Sends a payment's result (again): answers the app's HTTP status. */
export async function sendB2cResult(record: B2cRecord): Promise<number> {
  record.resultsSent += 1;
  return post(record.resultUrl, record.result);
}

function authorized(req: http.IncomingMessage) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && state.tokens.has(token);
}

const PHONE = /^254[17]\d{8}$/;

/** `POST /mpesa/b2c/v3/paymentrequest`. */
export function paymentRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Record<string, unknown>,
) {
  const mode = state.mode;
  if (mode === 'slow') return hang(res);
  if (mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  if (!authorized(req)) return answer(res, 401, { errorMessage: 'Invalid Access Token' });
  for (const field of ['OriginatorConversationID', 'InitiatorName', 'SecurityCredential', 'Remarks']) {
    if (typeof body[field] !== 'string' || !body[field]) return badRequest(res, field);
  }
  if (body.InitiatorName === REFUSED_INITIATOR) return badRequest(res, 'InitiatorName');
  if (body.CommandID !== 'BusinessPayment') return badRequest(res, 'CommandID');
  const amount = body.Amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 150_000)
    return badRequest(res, 'Amount');
  if (typeof body.PartyA !== 'string' || !/^\d{5,10}$/.test(body.PartyA)) return badRequest(res, 'PartyA');
  if (typeof body.PartyB !== 'string' || !PHONE.test(body.PartyB)) return badRequest(res, 'PartyB');
  if (typeof body.ResultURL !== 'string' || typeof body.QueueTimeOutURL !== 'string')
    return badRequest(res, 'ResultURL');
  const originator = body.OriginatorConversationID as string;
  if (b2c.has(originator)) {
    return answer(res, 400, {
      requestId: '',
      errorCode: '400.002.05',
      errorMessage: 'Duplicate OriginatorConversationID',
    });
  }
  made += 1;
  const cancelled = mode === 'cancelled' || mode === 'insufficient';
  const record: B2cRecord = {
    originatorConversationId: originator,
    conversationId: `AG_B2C_${made}`,
    amount,
    partyB: body.PartyB as string,
    resultUrl: body.ResultURL,
    timeoutUrl: body.QueueTimeOutURL,
    sent: !cancelled,
    receipt: cancelled ? null : `SIMB2C${String(made).padStart(4, '0')}`,
    resultCode: cancelled ? 2001 : 0,
    resultDesc: cancelled
      ? mode === 'insufficient'
        ? 'The balance is insufficient for the transaction.'
        : 'The initiator information is invalid.'
      : 'The service request is processed successfully.',
    resultsSent: 0,
    result: null,
  };
  record.result = resultOf(record);
  b2c.set(originator, record);
  const accepted = {
    ConversationID: record.conversationId,
    OriginatorConversationID: originator,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  };
  if (mode === 'lost-answer') {
    // The payment goes and its result comes, but the request's answer never does.
    hang(res);
  } else answer(res, 200, accepted);
  setTimeout(() => {
    if (mode === 'missing') return;
    if (mode === 'timeout') return void post(record.timeoutUrl, { errorMessage: 'Request timed out' });
    const times = mode === 'duplicate' ? 5 : 1;
    for (let i = 0; i < times; i++) void sendB2cResult(record);
  }, 50);
}

function statusResult(record: B2cRecord | undefined, originator: string, made: number) {
  const base = {
    ResultType: 0,
    OriginatorConversationID: `16917-${made}-status`,
    ConversationID: `AG_STATUS_${made}`,
    TransactionID: `STATUS${made}`,
  };
  if (!record) {
    return {
      Result: { ...base, ResultCode: 'R000001', ResultDesc: `The transaction ${originator} was not found.` },
    };
  }
  return {
    Result: {
      ...base,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      ResultParameters: {
        ResultParameter: [
          { Key: 'ReceiptNo', Value: record.receipt ?? '' },
          { Key: 'TransactionStatus', Value: record.sent ? 'Completed' : 'Failed' },
          { Key: 'Amount', Value: record.amount },
          { Key: 'OriginatorConversationID', Value: record.originatorConversationId },
          { Key: 'FinalisedTime', Value: 20261129101010 },
        ],
      },
    },
  };
}

let statusMade = 0;

/** `POST /mpesa/transactionstatus/v1/query`: the result comes to the query's ResultURL. */
export function transactionStatus(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Record<string, unknown>,
) {
  if (state.mode === 'slow') return hang(res);
  if (state.mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  if (!authorized(req)) return answer(res, 401, { errorMessage: 'Invalid Access Token' });
  if (body.CommandID !== 'TransactionStatusQuery') return badRequest(res, 'CommandID');
  if (typeof body.Initiator !== 'string' || !body.Initiator) return badRequest(res, 'Initiator');
  if (typeof body.ResultURL !== 'string' || typeof body.QueueTimeOutURL !== 'string')
    return badRequest(res, 'ResultURL');
  const originator = typeof body.OriginatorConversationID === 'string' ? body.OriginatorConversationID : '';
  statusMade += 1;
  answer(res, 200, {
    OriginatorConversationID: `16917-${statusMade}-status`,
    ConversationID: `AG_STATUS_${statusMade}`,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
  const record = b2c.get(originator);
  const url = body.ResultURL;
  const made = statusMade;
  setTimeout(() => void post(url, statusResult(record, originator, made)), 30);
}
