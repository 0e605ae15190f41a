import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A Daraja look-alike, run as a process of its own by the tests (docs/testing.md, "Outside services"):
 * Safaricom's OAuth endpoint with its request and answer shapes, and a control path (`/__sim/…`) for
 * the test to choose how it behaves and read what it was sent.
 *
 * Modes: `success`; `http500` (Daraja failing); `slow` (no answer at all); `short` (tokens that
 * expire in 61 seconds, so the next call needs a new one).
 */
type Mode = 'success' | 'http500' | 'slow' | 'short';

const KEY = process.env.DARAJA_SIM_KEY ?? '';
const SECRET = process.env.DARAJA_SIM_SECRET ?? '';
const state: { mode: Mode; requests: { method: string; path: string; basic: string | null }[] } = {
  mode: 'success',
  requests: [],
};
const hanging = new Set<http.ServerResponse>();

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The user of a Basic authorization header, `key` of `key:secret`; null without one. */
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
    hanging.add(res);
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
  return answer(res, 200, {
    access_token: randomBytes(21).toString('base64url'),
    expires_in: mode === 'short' ? '61' : '3599',
  });
}

function control(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
  if (url.pathname === '/__sim/health') return answer(res, 200, { ok: true });
  if (url.pathname === '/__sim/requests') return answer(res, 200, state.requests);
  if (url.pathname === '/__sim/mode' && req.method === 'POST') {
    state.mode = (JSON.parse(body) as { mode: Mode }).mode;
    for (const held of hanging) held.destroy();
    hanging.clear();
    return answer(res, 200, { mode: state.mode });
  }
  if (url.pathname === '/__sim/reset' && req.method === 'POST') {
    state.mode = 'success';
    state.requests.length = 0;
    for (const held of hanging) held.destroy();
    hanging.clear();
    return answer(res, 200, { ok: true });
  }
  return answer(res, 404, { errorMessage: 'Not found' });
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const body = Buffer.concat(chunks).toString('utf8');
    if (url.pathname.startsWith('/__sim/')) return control(req, res, url, body);
    state.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      basic: basicUser(req.headers.authorization)?.user ?? null,
    });
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') return oauth(req, res, url);
    return answer(res, 404, { errorMessage: 'Not found' });
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const held of hanging) held.destroy();
  server.close(() => process.exit(0));
});
