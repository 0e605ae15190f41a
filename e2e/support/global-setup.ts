import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteSchemaVersion } from '../../apps/server/src/harness.js';
import { publishFolder } from './publish-folder.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database is created and migrated (see `migratedDataFolder`). */
    migratedDataFolder: string;
    /** This run's own folder, for the seeded data folders its files share (server.ts). */
    runFolder: string;
  }
}

/**
 * A data folder whose embedded database is created and migrated, made once per schema version
 * and copied for each server: PGlite's initdb and the migrations cost seconds each time.
 */
async function migratedDataFolder(): Promise<string> {
  const folder = path.join(os.tmpdir(), `links-e2e-data-${pgliteSchemaVersion()}`);
  if (fs.existsSync(folder)) return folder;
  const building = fs.mkdtempSync(`${folder}-building-`);
  await (await openDatabase({ kind: 'pglite', dataDir: building })).close();
  return publishFolder(building, folder);
}

/**
 * Runs once before the browser tests' files, in vitest's own process: the migrated data folder is
 * made here, so that no test file loads the server's database modules (seconds of loading for each
 * file, docs/testing.md, "How the browser tests share their setup").
 */
export default async function setup(project: TestProject) {
  project.provide('migratedDataFolder', await migratedDataFolder());
  const runFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'links-e2e-run-'));
  project.provide('runFolder', runFolder);
  return () => fs.rmSync(runFolder, { recursive: true, force: true });
}
