import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { type AppliedMigration, SAFE_NAME, type Snapshot } from './snapshot.js';
import { packTar, type TarEntry, unpackTar } from './tar.js';

export const APP_NAME = 'links';
export const BACKUP_FORMAT = 1;

/** A backup that must not be restored; the message says why, for the person restoring it. */
export class BackupRefusedError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const manifestSchema = z.object({
  app: z.string(),
  format: z.number().int(),
  created_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  schema: z.object({
    version: z.number().int().min(0),
    migrations: z.array(z.object({ hash: z.string(), created_at: z.number() })),
  }),
  tables: z.array(
    z.object({
      name: z.string().regex(SAFE_NAME),
      file: z.string(),
      rows: z.number().int().min(0),
      sha256: z.string(),
    }),
  ),
  files: z.array(z.object({ name: z.enum(['jwt-secret']), file: z.string(), sha256: z.string() })),
  /** One group's file: the group it holds (docs/decisions/backups.md, "One group's file"). */
  group: z.object({ id: z.number().int().positive(), name: z.string() }).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A file the app needs besides the database (the signing secret of the embedded database). */
export interface DataFile {
  name: 'jwt-secret';
  data: Buffer;
}

/** The backup file: a gzip'd tar of `manifest.json`, `tables/<name>.ndjson` and `files/<name>`. */
export function writeBackupArchive(snapshot: Snapshot, files: DataFile[], createdAt: Date): Buffer {
  const entries: TarEntry[] = [];
  const tables = snapshot.tables.map((table) => {
    const file = `tables/${table.name}.ndjson`;
    entries.push({ name: file, data: table.data });
    return { name: table.name, file, rows: table.rows, sha256: sha256(table.data) };
  });
  const dataFiles = files.map((f) => {
    const file = `files/${f.name}`;
    entries.push({ name: file, data: f.data });
    return { name: f.name, file, sha256: sha256(f.data) };
  });
  const manifest: Manifest = {
    app: APP_NAME,
    format: BACKUP_FORMAT,
    created_at: createdAt.toISOString(),
    engine: snapshot.engine,
    schema: { version: snapshot.migrations.length, migrations: snapshot.migrations },
    tables,
    files: dataFiles,
    ...(snapshot.group ? { group: snapshot.group } : {}),
  };
  const manifestEntry = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) };
  return gzipSync(packTar([manifestEntry, ...entries], createdAt.getTime()));
}

export interface Backup {
  manifest: Manifest;
  /** Each table's rows, as JSON text. */
  tables: Map<string, string[]>;
  files: DataFile[];
}

const NOT_A_BACKUP = 'This file is not a Links backup, or it is damaged or cut short';

function readManifest(entries: Map<string, Buffer>): Manifest {
  const raw = entries.get('manifest.json');
  if (!raw) throw new BackupRefusedError(`${NOT_A_BACKUP}: it has no manifest.`);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BackupRefusedError(`${NOT_A_BACKUP}: its manifest is not readable.`);
  }
  const app = (json as { app?: unknown } | null)?.app;
  if (typeof app === 'string' && app !== APP_NAME) {
    throw new BackupRefusedError(
      `This is a backup of another application (${app.slice(0, 40)}), not of Links.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefusedError(`${NOT_A_BACKUP}: its manifest is not one Links writes.`);
  return parsed.data;
}

/** A backup's schema must be this build's, or an older one of the same line: never newer. */
function checkSchema(applied: AppliedMigration[], known: MigrationMeta[]): void {
  const newer = () =>
    new BackupRefusedError(
      `This backup was taken by a newer version of Links (schema version ${applied.length}; this version ` +
        `knows ${known.length}). Update Links, then restore it.`,
    );
  if (applied.length > known.length) throw newer();
  applied.forEach((migration, i) => {
    if (migration.created_at !== known[i]!.folderMillis) throw newer();
  });
}

/**
 * Reads and checks a whole backup before anything is touched: the archive is intact, the
 * manifest is Links', the schema is not newer than this build's, and every file is there with
 * the checksum and the number of rows the manifest gives.
 */
export function readBackupArchive(file: Buffer, known: MigrationMeta[]): Backup {
  let entries: TarEntry[];
  try {
    entries = unpackTar(gunzipSync(file));
  } catch (error) {
    throw new BackupRefusedError(`${NOT_A_BACKUP} (${(error as Error).message}).`);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const manifest = readManifest(byName);
  if (manifest.format > BACKUP_FORMAT) {
    throw new BackupRefusedError(
      'This backup was written by a newer version of Links. Update Links, then restore it.',
    );
  }
  checkSchema(manifest.schema.migrations, known);
  const checked = (file: string, expected: string) => {
    const data = byName.get(file);
    if (!data || sha256(data) !== expected) {
      throw new BackupRefusedError(`${NOT_A_BACKUP}: ${file} is missing or does not match its checksum.`);
    }
    return data;
  };
  const tables = new Map<string, string[]>();
  for (const table of manifest.tables) {
    const lines = checked(table.file, table.sha256).toString('utf8').split('\n').filter(Boolean);
    if (lines.length !== table.rows) {
      throw new BackupRefusedError(
        `${NOT_A_BACKUP}: ${table.file} has ${lines.length} rows, not ${table.rows}.`,
      );
    }
    tables.set(table.name, lines);
  }
  const files = manifest.files.map((f) => ({ name: f.name, data: checked(f.file, f.sha256) }));
  return { manifest, tables, files };
}
