import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Office, Role } from '@links/domain';
import { inject } from 'vitest';
import { listeningPort } from '../../apps/server/src/test/listening-port.js';
import { publishFolder } from './publish-folder.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PASSWORD = 'Chama-Pesa-7x!';

export interface SeedUser {
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  /** The office held (docs/decisions/offices.md); without one, the office the role implies. */
  office?: Office;
}

/**
 * The name the browser opens a test server at: a LAN name over plain HTTP, which Chromium does
 * not count as a secure context (unlike localhost and 127.0.0.1), as on the treasurer's laptop at
 * a meeting (docs/decisions/sessions.md, "Sessions and cookies"). The browser maps it to 127.0.0.1
 * (browser.ts); `directUrl` gives the address the tests' own calls use.
 */
export const LAN_HOST = 'chama.lan';

/** A test server's address for this process's own calls (Node's fetch does not know the LAN name). */
export const directUrl = (url: string) => url.replace(`//${LAN_HOST}:`, '//127.0.0.1:');

export interface RunningServer {
  /** Where the browser opens the app: http://chama.lan:PORT. */
  url: string;
  dataDir: string;
  /** What the server wrote to its standard output so far (its log), also passed on to the test's. */
  output(): string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A data folder with the group's settings and `users` written in, made once per run for each
 * different seed (by seed-folder.mjs, in a process of its own) and copied for each server: most
 * files seed the same admin, and seeding opens the embedded database and hashes every password.
 */
async function seededDataFolder(users: SeedUser[], groupName = 'Umoja Savings Group'): Promise<string> {
  const seed = JSON.stringify({ groupName, password: PASSWORD, users });
  const key = createHash('sha256').update(seed).digest('hex').slice(0, 16);
  const folder = path.join(inject('runFolder'), `seeded-${key}`);
  if (fs.existsSync(folder)) return folder;
  const building = `${folder}-building-${process.pid}`;
  await promisify(execFile)(process.execPath, [
    path.join(root, 'e2e/support/seed-folder.mjs'),
    inject('migratedDataFolder'),
    building,
    seed,
  ]);
  return publishFolder(building, folder);
}

export interface ServerOptions {
  seed?: SeedUser[];
  env?: Record<string, string>;
  /** Writes more into the data folder, after the users and before the server opens it. */
  prepare?: (dataDir: string) => Promise<void>;
}

/** Starts the built server (as `npm start` does) on a free port with a fresh embedded database. */
export async function startServer(options: ServerOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-e2e-'));
  const from = options.seed?.length ? await seededDataFolder(options.seed) : inject('migratedDataFolder');
  fs.cpSync(from, dataDir, { recursive: true });
  await options.prepare?.(dataDir);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  let url = '';
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const port = child.pid === undefined ? undefined : listeningPort(child.pid);
    url = `http://${LAN_HOST}:${port}`;
    try {
      if (port !== undefined && (await fetch(`${directUrl(url)}/api/health`)).ok) break;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const server: RunningServer = {
    url,
    dataDir,
    output: () => output,
    async stop(stopOptions = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!stopOptions.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
