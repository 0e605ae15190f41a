import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the server's scripts (`verify.ts`, `backup-cli.ts`, …) as its own process, as its
 * npm script does, with `env` on top of this process's (without DATABASE_URL unless given).
 */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `apps/server/src/${script}`, ...args],
      { cwd: repoRoot, env: childEnv, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}
