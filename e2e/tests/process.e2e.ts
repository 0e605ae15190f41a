import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

const serverScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/dist/server.js',
);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the server process', () => {
  it('refuses to open a data folder another process has open', () => {
    const second = spawnSync(process.execPath, [serverScript], {
      env: { PATH: process.env.PATH, DATA_DIR: server.dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data folder ${server.dataDir} is in use by another Links process`);
  });

  it('closes the database and releases the folder on SIGTERM', async () => {
    const dataDir = server.dataDir;
    expect(fs.existsSync(path.join(dataDir, 'links.lock'))).toBe(true);
    await server.stop({ keepData: true });
    expect(fs.existsSync(path.join(dataDir, 'links.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
