// Makes a seeded data folder: a copy of the migrated one with the group's settings and the given
// users written in, through the built server's test seam (apps/server/src/harness.ts, built).
// Plain JavaScript run by node, so that a test file need not load the server's database modules.
// Usage: node seed-folder.mjs <migrated folder> <new folder> <JSON: { groupName, password, users }>
import fs from 'node:fs';
import { ensureSettings, insertUser, openDatabase } from '../../apps/server/dist/harness.js';

const [migrated, target, json] = process.argv.slice(2);
const { groupName, password, users } = JSON.parse(json);
fs.cpSync(migrated, target, { recursive: true });
const database = await openDatabase({ kind: 'pglite', dataDir: target }, { migrate: false });
try {
  await ensureSettings(database.db, groupName);
  for (const user of users) await insertUser(database.db, { ...user, password });
} finally {
  await database.close();
}
