import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the Africa's Talking test server received: its headers and form fields. */
export interface AtRequest {
  path: string;
  apiKey: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/**
 * What the test server answers: `success` (status 101 with a message id); `http401` and `http500`
 * (the API refusing or failing); `status403` / `status405` / `status406` (the recipient refused:
 * invalid phone number, insufficient balance, blacklisted); `slow` (no answer in time).
 */
export type AtMode = 'success' | 'http401' | 'http500' | 'status403' | 'status405' | 'status406' | 'slow';

export interface AtTestServer {
  url: string;
  requests: AtRequest[];
  /** The messages it took (success), with their ids. */
  sent: { to: string; message: string; messageId: string }[];
  mode: AtMode;
  close(): Promise<void>;
}

export const AT_USER = 'sandbox';
export const AT_KEY = 'atsk_test_key_0123456789abcdef';

const RECIPIENT_STATUS: Record<string, [number, string]> = {
  status403: [403, 'InvalidPhoneNumber'],
  status405: [405, 'InsufficientBalance'],
  status406: [406, 'UserInBlacklist'],
};

/**
 * A real HTTP server on loopback speaking Africa's Talking's messaging API
 * (`POST /version1/messaging`, form fields, `apiKey` header, `SMSMessageData.Recipients`), for the
 * tests of the SMS channel.
 */
export async function startAtTestServer(): Promise<AtTestServer> {
  const requests: AtRequest[] = [];
  const sent: AtTestServer['sent'] = [];
  const state: { mode: AtMode } = { mode: 'success' };
  let ids = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({
        path: req.url ?? '',
        apiKey: header('apikey'),
        accept: header('accept'),
        contentType: header('content-type'),
        fields,
      });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/version1/messaging') return answer(404, 'Not found');
      const mode = state.mode;
      if (mode === 'slow') {
        open.add(res);
        return;
      }
      if (mode === 'http401' || header('apikey') !== AT_KEY || fields.username !== AT_USER) {
        return answer(401, 'The supplied authentication is invalid');
      }
      if (mode === 'http500') return answer(500, 'Internal Server Error');
      const number = fields.to ?? '';
      const refused = RECIPIENT_STATUS[mode];
      if (refused) {
        return answer(201, {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              { statusCode: refused[0], number, status: refused[1], cost: '0', messageId: 'None' },
            ],
          },
        });
      }
      const messageId = `ATXid_test${++ids}`;
      sent.push({ to: number, message: fields.message ?? '', messageId });
      return answer(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [{ statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId }],
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sent,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
