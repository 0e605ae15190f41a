import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataFolderInUseError, lockDataFolder, processStartOf } from './lock.js';

// docs/decisions/servers.md, "Starting several servers": a lock left by a power cut.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-takeover-'));
const lockFile = path.join(dir, 'links.lock');
let holder: ChildProcess | undefined;
let sleeper: ChildProcess | undefined;

afterAll(async () => {
  sleeper?.kill('SIGKILL');
  holder?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A Links process holding the folder as the server does (the same lock code), lighter to start
 * than a whole server on a busy machine.
 */
async function startHolder(): Promise<number> {
  const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lock.ts');
  const script = `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataFolder(${JSON.stringify(dir)}); setInterval(() => {}, 60000); })`;
  holder = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: 'ignore' });
  for (let i = 0; i < 1200 && !fs.existsSync(lockFile); i++) await new Promise((r) => setTimeout(r, 50));
  return holder.pid as number;
}

const gone = async (pid: number) => {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(process.platform !== 'linux')('a data folder lock after the server was killed', () => {
  it('refuses while a live Links process holds it, and is taken over once its pid is another program', async () => {
    const pid = await startHolder();
    for (let i = 0; i < 100 && !fs.readFileSync(lockFile, 'utf8'); i++)
      await new Promise((r) => setTimeout(r, 20));
    const [pidText, start] = fs.readFileSync(lockFile, 'utf8').split(' ');
    expect(Number(pidText)).toBe(pid);
    expect(start).toBe(processStartOf(pid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);

    process.kill(pid, 'SIGKILL');
    await gone(pid);
    expect(fs.existsSync(lockFile)).toBe(true);
    // After the restart the pid is a live program that is not Links.
    sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
    const sleeping = sleeper.pid as number;
    for (const left of [`${sleeping} ${start}`, String(sleeping)]) {
      fs.writeFileSync(lockFile, left);
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid} ${processStartOf(process.pid)}`);
      await database.close();
      expect(fs.existsSync(lockFile)).toBe(false);
    }
    // The unrelated program was left alone.
    expect(() => process.kill(sleeping, 0)).not.toThrow();
  }, 180_000);
});
