import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeProgram } from './server-process.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DARAJA_KEY = 'sim-consumer-key-0123456789';
export const DARAJA_SECRET = 'sim-consumer-secret-abcdefghij';
export const DARAJA_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export type { Mode as DarajaMode, StkRecord } from './daraja-simulator/state.js';

import type { B2cRecord } from './daraja-simulator/b2c.js';
import type { Mode as DarajaMode, StkRecord } from './daraja-simulator/state.js';

export interface DarajaSimulator {
  url: string;
  setMode(mode: DarajaMode): Promise<void>;
  /** What it was sent, oldest first: each request's method, path and Basic user. */
  requests(): Promise<{ method: string; path: string; basic: string | null }[]>;
  /** The STK requests it took, with what it answered and how many callbacks it sent. */
  stk(): Promise<Omit<StkRecord, 'callback'>[]>;
  /** Sends a request's callback once more; answers the app's HTTP status. */
  callbackAgain(checkoutRequestId: string): Promise<number>;
  /** The B2C payments it took: whether the money went, its receipt, how many results it sent. */
  b2c(): Promise<Omit<B2cRecord, 'result'>[]>;
  /** Sends a B2C payment's result once more; answers the app's HTTP status. */
  b2cResultAgain(originatorConversationId: string): Promise<number>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the Daraja look-alike (`daraja-simulator/simulator.ts`) as a process of its own on a free
 * loopback port, knowing the consumer key and secret above.
 */
export async function startDarajaSimulator(): Promise<DarajaSimulator> {
  const process = await startNodeProgram({
    args: ['--import', 'tsx', 'src/test/daraja-simulator/simulator.ts'],
    cwd: serverDir,
    env: () => ({
      PATH: globalThis.process.env.PATH ?? '',
      DARAJA_SIM_KEY: DARAJA_KEY,
      DARAJA_SIM_SECRET: DARAJA_SECRET,
      DARAJA_SIM_PASSKEY: DARAJA_PASSKEY,
    }),
    ready: '/__sim/health',
    name: 'The Daraja simulator',
  });
  const post = async (where: string, body: unknown) => {
    const res = await fetch(`${process.url}${where}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`The Daraja simulator refused ${where}: ${res.status}`);
  };
  return {
    url: process.url,
    setMode: (mode) => post('/__sim/mode', { mode }),
    requests: async () =>
      (await (await fetch(`${process.url}/__sim/requests`)).json()) as Awaited<
        ReturnType<DarajaSimulator['requests']>
      >,
    stk: async () =>
      (await (await fetch(`${process.url}/__sim/stk`)).json()) as Omit<StkRecord, 'callback'>[],
    callbackAgain: async (id) => {
      const res = await fetch(`${process.url}/__sim/stk/${encodeURIComponent(id)}/callback`, {
        method: 'POST',
      });
      return ((await res.json()) as { status: number }).status;
    },
    b2c: async () => (await (await fetch(`${process.url}/__sim/b2c`)).json()) as Omit<B2cRecord, 'result'>[],
    b2cResultAgain: async (id) => {
      const res = await fetch(`${process.url}/__sim/b2c/${encodeURIComponent(id)}/result`, {
        method: 'POST',
      });
      return ((await res.json()) as { status: number }).status;
    },
    reset: () => post('/__sim/reset', {}),
    stop: () => process.stop(),
  };
}
