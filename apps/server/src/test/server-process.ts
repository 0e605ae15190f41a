import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from './listening-port.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** A free loopback port, for a server of this process that must know its address before it listens. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A node program to run on port 0 (a port the system hands it): arguments, folder, environment, ready path. */
export interface NodeProgram {
  args: string[];
  cwd: string;
  env(): NodeJS.ProcessEnv;
  /** The path that answers 200 once the program listens. */
  ready: string;
  /** How errors name the program. */
  name: string;
}

/**
 * Starts a node program on port 0 and waits, up to a minute, until its `ready` path answers on the port
 * it was given: no port is chosen beforehand for another file's program to take meanwhile.
 */
export async function startNodeProgram(program: NodeProgram): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, program.args, {
    cwd: program.cwd,
    env: { ...program.env(), PORT: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  let url = '';
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${program.name} exited: ${stderr}`);
    const port = child.pid === undefined ? undefined : listeningPort(child.pid);
    url = `http://127.0.0.1:${port}`;
    try {
      if (port !== undefined && (await fetch(`${url}${program.ready}`)).ok) break;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${program.name} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the server from its sources as a process of its own, on a free port, and waits for it. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startNodeProgram({
    args: ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    cwd: serverDir,
    env: () => ({
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'links-process-')),
      WEB_DIST: path.join(os.tmpdir(), 'links-no-web'),
      ...env,
    }),
    ready: '/api/health',
    name: 'The server',
  });
}
