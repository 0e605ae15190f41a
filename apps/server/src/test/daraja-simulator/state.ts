import type http from 'node:http';

/**
 * How the Daraja look-alike behaves, chosen by the test:
 * - `success`: tokens, STK requests accepted and their callbacks sent once;
 * - `http500`: Daraja failing; `slow`: no answer at all; `short`: tokens that expire in 61 seconds;
 * - `cancelled`, `insufficient`: the member cancels, or has too little money (callback with 1032, 1);
 * - `missing`: the payment happens but its callback never comes (the status query tells);
 * - `duplicate`: the success callback sent five times at once;
 * - `lost-answer`: the STK payment goes through and its callback comes, but the request's answer never does;
 * - `timeout`: a B2C payment goes through but Daraja calls its QueueTimeOutURL instead of the result.
 */
export type Mode =
  | 'success'
  | 'http500'
  | 'slow'
  | 'short'
  | 'cancelled'
  | 'insufficient'
  | 'missing'
  | 'duplicate'
  | 'lost-answer'
  | 'timeout';

export interface StkRecord {
  checkoutRequestId: string;
  merchantRequestId: string;
  callbackUrl: string;
  amount: number;
  phone: string;
  accountReference: string;
  resultCode: number;
  resultDesc: string;
  receipt: string | null;
  callbacksSent: number;
  /** The callback's body, kept so that it can be sent again. */
  callback: unknown;
}

export const state = {
  mode: 'success' as Mode,
  requests: [] as { method: string; path: string; basic: string | null; bearer: string | null }[],
  tokens: new Set<string>(),
  stk: new Map<string, StkRecord>(),
  hanging: new Set<http.ServerResponse>(),
};

export function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export const badRequest = (res: http.ServerResponse, what: string) =>
  answer(res, 400, { requestId: '', errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${what}` });

/** Holds the request open, never answering: Daraja not answering in time. */
export function hang(res: http.ServerResponse) {
  state.hanging.add(res);
}

export function releaseHanging() {
  for (const held of state.hanging) held.destroy();
  state.hanging.clear();
}
