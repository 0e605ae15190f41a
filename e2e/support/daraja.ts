import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from '../../apps/server/src/test/listening-port.js';

/*
 * Safaricom's side of "Pay with M-Pesa" for the browser tests (docs/testing.md, "Outside services"):
 * the Daraja look-alike the API tests use, run the same way, as a program of its own on a loopback
 * port, told how to behave over its control path (`/__sim/…`); and the address Safaricom calls the
 * server back at (`PUBLIC_URL`, docs/decisions/daraja.md, "Pay with M-Pesa").
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** The credentials the look-alike knows; an official saves them as the group's. */
export const DARAJA_CREDENTIALS = {
  daraja_consumer_key: 'e2e-sim-consumer-key-0123',
  daraja_consumer_secret: 'e2e-sim-consumer-secret-4567',
  daraja_passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

/**
 * What B2C payouts need besides those (docs/decisions/payouts.md, "Sending"): the initiator, its security
 * credential (any base64 text to the look-alike) and the shortcode the money leaves from.
 */
export const DARAJA_B2C_CREDENTIALS = {
  daraja_initiator_name: 'e2e-initiator',
  daraja_security_credential: 'c2VjcmV0Q3JlZGVudGlhbA==',
  daraja_b2c_shortcode: '600999',
};

/** How the look-alike answers the next requests (apps/server/src/test/daraja-simulator/state.ts). */
export type DarajaMode = 'success' | 'cancelled' | 'insufficient' | 'missing' | 'http500';

/** An STK request the look-alike took, as its control path lists them. */
export interface SimulatedStk {
  checkoutRequestId: string;
  amount: number;
  phone: string;
  accountReference: string;
  resultCode: number;
  callbacksSent: number;
}

/** A B2C payment the look-alike took, as its control path lists them. */
export interface SimulatedB2c {
  originatorConversationId: string;
  amount: number;
  partyB: string;
  sent: boolean;
  receipt: string | null;
  resultsSent: number;
}

export interface Daraja {
  url: string;
  setMode(mode: DarajaMode): Promise<void>;
  /** The STK requests it took, oldest first. */
  stk(): Promise<SimulatedStk[]>;
  /** Sends a request's callback now (in `missing` mode it never went): Safaricom answering late. */
  callBack(checkoutRequestId: string): Promise<number>;
  /** The B2C payments it took, oldest first. */
  b2c(): Promise<SimulatedB2c[]>;
  /** Every request it was sent (besides its control path), oldest first. */
  requests(): Promise<{ method: string; path: string }[]>;
  stop(): Promise<void>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** Waits for the look-alike, started on port 0, to answer on the port it was given; answers its URL. */
async function waitUntilUp(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Daraja look-alike exited: ${output()}`);
    const port = child.pid === undefined ? undefined : listeningPort(child.pid);
    const url = `http://127.0.0.1:${port}`;
    try {
      if (port !== undefined && (await fetch(`${url}/__sim/health`)).ok) return url;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`The Daraja look-alike did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the Daraja look-alike on a free loopback port, knowing `DARAJA_CREDENTIALS`. */
export async function startDaraja(): Promise<Daraja> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/daraja-simulator/simulator.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DARAJA_SIM_KEY: DARAJA_CREDENTIALS.daraja_consumer_key,
      DARAJA_SIM_SECRET: DARAJA_CREDENTIALS.daraja_consumer_secret,
      DARAJA_SIM_PASSKEY: DARAJA_CREDENTIALS.daraja_passkey,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await waitUntilUp(child, () => stderr);
  const control = async (where: string, body?: unknown) => {
    const res = await fetch(`${url}/__sim/${where}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`The Daraja look-alike refused ${where}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  return {
    url,
    setMode: async (mode) => void (await control('mode', { mode })),
    stk: async () => (await control('stk')) as SimulatedStk[],
    b2c: async () => (await control('b2c')) as SimulatedB2c[],
    requests: async () => (await control('requests')) as { method: string; path: string }[],
    callBack: async (id) =>
      ((await control(`stk/${encodeURIComponent(id)}/callback`, {})) as { status: number }).status,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface PublicAddress {
  /** What `PUBLIC_URL` is set to: http://127.0.0.1:<port>. */
  url: string;
  /** Where it passes requests on to: the server, once it has started. */
  forwardTo(target: string): void;
  stop(): Promise<void>;
}

/**
 * The server's public address, as a reverse proxy in front of it would be: the test server picks its
 * port as it starts, after its environment (`PUBLIC_URL`) is written, so the callback goes through
 * this address of its own, which passes every request on to the server.
 */
export async function startPublicAddress(): Promise<PublicAddress> {
  let target: URL | undefined;
  const proxy = http.createServer((req, res) => {
    if (!target) return void res.writeHead(503).end();
    const onward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.writeHead(502).end());
    req.pipe(onward);
  });
  const port = await listen(proxy);
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (url) => {
      target = new URL(url);
    },
    stop: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}
