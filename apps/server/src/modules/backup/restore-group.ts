import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { type Backup, BackupRefusedError } from './archive.js';
import { groupTables } from './group-snapshot.js';
import { loadOrder, type RestoreSummary, resetSequences, summarise } from './restore.js';
import { appliedMigrations, LEFT_OUT_OF_BACKUPS } from './snapshot.js';

/*
 * One group's file put back as that group (docs/decisions/backups.md, "Restoring one group"): into
 * the deployment it came from, where it replaces the group's rows, or into another, where it becomes
 * a group of that deployment with the same number. Every other group stays as it is.
 */

const BATCH = 500;

export interface GroupRestoreSummary extends RestoreSummary {
  groupId: number;
  name: string;
  replaced: boolean;
}

const refused = (message: string) => new BackupRefusedError(message);

/** Row ids of a table's backed-up rows. */
const idsOf = (rows: string[]) =>
  rows
    .map((row) => (JSON.parse(row) as { id?: unknown }).id)
    .filter((id): id is number => typeof id === 'number');

/** Refuses a file with a row of another group than the one its manifest names. */
function refuseOtherGroups(backup: Backup, grouped: Set<string>, groupId: number) {
  for (const [name, rows] of backup.tables) {
    if (!grouped.has(name) && name !== 'groups') continue;
    const key = name === 'groups' ? 'id' : 'group_id';
    if (rows.some((row) => (JSON.parse(row) as Record<string, unknown>)[key] !== groupId))
      throw refused(`The file is damaged: ${name} holds rows of another group than #${groupId}.`);
  }
}

/** Refuses when another group of the target holds a row with one of the file's ids: they would meet. */
async function refuseTakenIds(tx: DbOrTx, backup: Backup, grouped: Set<string>, groupId: number) {
  // Only ids numbered across the deployment can meet; a fixed id (a group's one settings row) cannot.
  const numbered = new Set(
    (
      await queryRows<{ name: string }>(
        tx,
        sql`select table_name as name from information_schema.columns
            where table_schema = 'public' and column_name = 'id' and column_default like 'nextval(%'`,
      )
    ).map((row) => row.name),
  );
  for (const [name, rows] of backup.tables) {
    if (!grouped.has(name) || !numbered.has(name) || LEFT_OUT_OF_BACKUPS.has(name) || rows.length === 0)
      continue;
    const ids = idsOf(rows);
    if (ids.length === 0) continue;
    const [taken] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(name)}
          where group_id <> ${groupId} and id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    if ((taken?.n ?? 0) > 0) {
      throw refused(
        `Another group of this deployment already holds rows numbered as the file's (${name}). ` +
          'Restore the group into a deployment of its own: an empty DATA_DIR or PostgreSQL database.',
      );
    }
  }
}

/** The target's person of each of the file's people, by e-mail: one made where there is none. */
async function mapPeople(tx: DbOrTx, rows: string[]): Promise<Map<number, number>> {
  const mapped = new Map<number, number>();
  for (const row of rows) {
    const person = JSON.parse(row) as {
      id: number;
      email: string;
      password_hash: string | null;
      must_change_password: boolean;
    };
    await tx.execute(
      sql`insert into people (email, password_hash, must_change_password)
          values (${person.email}, ${person.password_hash}, ${person.must_change_password})
          on conflict (email) do nothing`,
    );
    const [found] = await queryRows<{ id: number }>(
      tx,
      sql`select id from people where email = ${person.email}`,
    );
    mapped.set(person.id, found!.id);
  }
  return mapped;
}

async function insertRows(tx: DbOrTx, name: string, rows: string[]) {
  const table = sql.identifier(name);
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = `[${rows.slice(i, i + BATCH).join(',')}]`;
    await tx.execute(
      sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

/**
 * The load, in one transaction as the schema's owner with triggers quiet (the figures they keep are
 * in the file as they were; the checks after the load prove them): the group's rows go, the file's
 * come, its people are found or made by e-mail, and the group's data version moves past both.
 */
async function load(db: Db, backup: Backup, groupId: number, force: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
    await tx.execute(sql`select set_config('links.restoring', 'on', true)`);
    const [existing] = await queryRows<{ version: string | null }>(
      tx,
      sql`select (select version::text from group_versions where group_id = g.id) as version
          from groups g where g.id = ${groupId} for update`,
    );
    if (existing && !force) {
      throw refused(
        `This deployment already holds group #${groupId}. Add --force to replace its rows with the file's; ` +
          'every other group stays as it is.',
      );
    }
    const grouped = await groupTables(tx);
    refuseOtherGroups(backup, grouped, groupId);
    await refuseTakenIds(tx, backup, grouped, groupId);
    const people = await mapPeople(tx, backup.tables.get('people') ?? []);
    const order = await loadOrder(tx, [...grouped]);
    for (const name of [...order].reverse())
      await tx.execute(sql`delete from ${sql.identifier(name)} where group_id = ${groupId}`);
    const [group] = backup.tables.get('groups') ?? [];
    await tx.execute(sql`delete from groups where id = ${groupId}`);
    await insertRows(tx, 'groups', group ? [group] : []);
    for (const name of order) {
      if (LEFT_OUT_OF_BACKUPS.has(name)) continue;
      const rows = backup.tables.get(name) ?? [];
      await insertRows(tx, name, name === 'users' ? rows.map((row) => withPerson(row, people)) : rows);
    }
    // Kept answers of the group read before the restore are not served after it (docs/decisions/groups.md,
    // "Kept answers per group").
    await tx.execute(
      sql`update group_versions set version = greatest(version, ${existing?.version ?? '0'}::bigint) + 1
          where group_id = ${groupId}`,
    );
    await resetSequences(tx);
    return existing !== undefined;
  });
}

function withPerson(row: string, people: Map<number, number>): string {
  const user = JSON.parse(row) as { person_id: number };
  const person = people.get(user.person_id);
  if (person === undefined) throw refused('The file is damaged: a member has no person.');
  return JSON.stringify({ ...user, person_id: person });
}

/**
 * Restores a checked group file (readBackupArchive) into the database `db` opens, whose own user may
 * load tables (the schema's owner, or a superuser): the schema must be the file's; then the group's
 * books are checked in the group.
 */
export async function restoreGroupBackup(
  db: Db,
  backup: Backup,
  force = false,
): Promise<GroupRestoreSummary> {
  const group = backup.manifest.group;
  if (!group) throw refused('This is a backup of a whole deployment, not of one group.');
  const applied = await asPlatform(() => appliedMigrations(db));
  if (applied.length !== backup.manifest.schema.version) {
    throw refused(
      `The file was taken on schema version ${backup.manifest.schema.version}, and this deployment is on ` +
        `${applied.length}. Restore it whole into an empty DATA_DIR (npm run restore), start Links there once ` +
        'to bring it up to date, take the group backup again there, and restore that.',
    );
  }
  const replaced = await asPlatform(() => load(db, backup, group.id, force));
  return {
    groupId: group.id,
    name: group.name,
    replaced,
    ...(await runInGroup(group.id, () => summarise(db))),
  };
}
