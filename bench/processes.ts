import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startNodeProgram } from '../apps/server/src/test/server-process.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Running = ServerProcess;

/** Starts a node program on a port the system hands it and waits until `ready` answers. */
export function start(args: string[], env: Record<string, string>, ready: string): Promise<Running> {
  return startNodeProgram({
    args,
    cwd: root,
    env: () => ({ ...process.env, ...env, HOST: '127.0.0.1' }),
    ready,
    name: args.join(' '),
  });
}
