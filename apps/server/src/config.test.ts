import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, projectRoot } from './config.js';

// docs/decisions/servers.md, "The data folder, wherever the server starts".

const started = process.cwd();
afterEach(() => process.chdir(started));

describe('DATA_DIR and BACKUP_DIR', () => {
  it('is the project root, the folder holding the workspace package.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(manifest.workspaces).toContain('apps/server');
  });

  it('reads relative folders against the project root, whatever the working directory', () => {
    for (const cwd of [projectRoot, os.tmpdir(), path.join(projectRoot, 'apps/server')]) {
      process.chdir(cwd);
      expect(loadConfig({}).dataDir).toBe(path.join(projectRoot, 'data'));
      expect(loadConfig({}).backup.dir).toBe(path.join(projectRoot, 'data', 'backups'));
      const set = loadConfig({ DATA_DIR: './chama-data', BACKUP_DIR: 'off-site/../backups' });
      expect(set.dataDir).toBe(path.join(projectRoot, 'chama-data'));
      expect(set.backup.dir).toBe(path.join(projectRoot, 'backups'));
      expect(loadConfig({ DATA_DIR: 'chama-data' }).backup.dir).toBe(
        path.join(projectRoot, 'chama-data', 'backups'),
      );
    }
  });

  it('keeps absolute folders as they are', () => {
    process.chdir(os.tmpdir());
    const config = loadConfig({ DATA_DIR: '/var/lib/links', BACKUP_DIR: '/srv/backups/links' });
    expect(config.dataDir).toBe('/var/lib/links');
    expect(config.backup.dir).toBe('/srv/backups/links');
    expect(loadConfig({ DATA_DIR: '/var/lib/links' }).backup.dir).toBe('/var/lib/links/backups');
  });
});
