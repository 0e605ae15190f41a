import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { b2c, paymentRequest, sendB2cResult, transactionStatus } from './b2c.js';
import { accountBalance } from './balance.js';
import { answer, type Mode, releaseHanging, state } from './state.js';
import { processRequest, query, sendCallback } from './stk.js';

/**
 * A Daraja look-alike, run as a process of its own by the tests (docs/testing.md, "Outside services"):
 * Safaricom's OAuth, STK Push, STK status query, B2C payment, transaction status and account balance endpoints with their request, answer and callback
 * shapes, and a control path (`/__sim/…`) for the test to choose how it behaves (`state.ts`, the modes),
 * read what it was sent, and send a callback again.
 */

const KEY = process.env.DARAJA_SIM_KEY ?? '';
const SECRET = process.env.DARAJA_SIM_SECRET ?? '';

/** The user and password of a Basic authorization header; null without one. */
function basicUser(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const [user = '', ...rest] = Buffer.from(match[1] ?? '', 'base64')
    .toString('utf8')
    .split(':');
  return { user, password: rest.join(':') };
}

function oauth(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const mode = state.mode;
  if (mode === 'slow') {
    state.hanging.add(res);
    return;
  }
  if (mode === 'http500') return answer(res, 500, { errorMessage: 'Internal Server Error' });
  const credentials = basicUser(req.headers.authorization);
  if (url.searchParams.get('grant_type') !== 'client_credentials') {
    return answer(res, 400, {
      requestId: '',
      errorCode: '400.008.02',
      errorMessage: 'Invalid grant type passed',
    });
  }
  if (!credentials || credentials.user !== KEY || credentials.password !== SECRET) {
    return answer(res, 400, {
      requestId: '',
      errorCode: '400.008.01',
      errorMessage: 'Invalid Authentication passed',
    });
  }
  const token = randomBytes(21).toString('base64url');
  state.tokens.add(token);
  return answer(res, 200, { access_token: token, expires_in: mode === 'short' ? '61' : '3599' });
}

async function control(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
  if (url.pathname === '/__sim/health') return answer(res, 200, { ok: true });
  if (url.pathname === '/__sim/requests') return answer(res, 200, state.requests);
  if (url.pathname === '/__sim/stk') {
    return answer(
      res,
      200,
      [...state.stk.values()].map(({ callback: _callback, ...record }) => record),
    );
  }
  if (url.pathname === '/__sim/b2c') {
    return answer(
      res,
      200,
      [...b2c.values()].map(({ result: _result, ...record }) => record),
    );
  }
  const b2cAgain = /^\/__sim\/b2c\/([^/]+)\/result$/.exec(url.pathname);
  if (b2cAgain && req.method === 'POST') {
    const record = b2c.get(decodeURIComponent(b2cAgain[1] ?? ''));
    if (!record) return answer(res, 404, { errorMessage: 'No such payment' });
    return answer(res, 200, { status: await sendB2cResult(record) });
  }
  const again = /^\/__sim\/stk\/([^/]+)\/callback$/.exec(url.pathname);
  if (again && req.method === 'POST') {
    const record = state.stk.get(decodeURIComponent(again[1] ?? ''));
    if (!record) return answer(res, 404, { errorMessage: 'No such request' });
    return answer(res, 200, { status: await sendCallback(record) });
  }
  if (url.pathname === '/__sim/mode' && req.method === 'POST') {
    state.mode = (JSON.parse(body) as { mode: Mode }).mode;
    releaseHanging();
    return answer(res, 200, { mode: state.mode });
  }
  if (url.pathname === '/__sim/reset' && req.method === 'POST') {
    state.mode = 'success';
    state.requests.length = 0;
    releaseHanging();
    return answer(res, 200, { ok: true });
  }
  return answer(res, 404, { errorMessage: 'Not found' });
}

function parsed(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const body = Buffer.concat(chunks).toString('utf8');
    if (url.pathname.startsWith('/__sim/')) return void control(req, res, url, body);
    state.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      basic: basicUser(req.headers.authorization)?.user ?? null,
      bearer: /^Bearer /.test(req.headers.authorization ?? '') ? 'token' : null,
    });
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') return oauth(req, res, url);
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest')
      return processRequest(req, res, parsed(body));
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query')
      return query(req, res, parsed(body));
    if (req.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest')
      return paymentRequest(req, res, parsed(body));
    if (req.method === 'POST' && url.pathname === '/mpesa/transactionstatus/v1/query')
      return transactionStatus(req, res, parsed(body));
    if (req.method === 'POST' && url.pathname === '/mpesa/accountbalance/v1/query')
      return accountBalance(req, res, parsed(body));
    return answer(res, 404, { errorMessage: 'Not found' });
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  releaseHanging();
  server.close(() => process.exit(0));
});
