// Before the many-groups run measures (docs/benchmarks.md, "Many groups"): the database read into the
// machine's file cache, and the servers' start-up rounds over the groups finished.
import pg from 'pg';

/**
 * Reads every table and index of the database once (pg_prewarm's `read`: into the operating system's
 * file cache, not PostgreSQL's own buffers), as a server that has run a while holds its groups' pages.
 * A first read from disk is not what the run compares. Answers the megabytes read, or undefined when
 * the extension is missing.
 */
export async function warm(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ blocks: string }>(`
      select coalesce(sum(pg_prewarm(c.oid::regclass, 'read')), 0)::text as blocks
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'i', 't', 'm')`);
    return Math.round((Number(rows[0]?.blocks ?? 0) * 8) / 1024);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * Waits until nothing but this check has run on the database for `quietMs` in a row (the servers'
 * start-up rounds of fines and reminders over every group, docs/decisions/jobs.md, "Rounds"), or
 * `giveUpMs` has passed. Answers how long it waited.
 */
export async function settled(url: string, quietMs = 3000, giveUpMs = 300_000): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  let quietSince = Date.now();
  try {
    while (Date.now() - started < giveUpMs) {
      const { rows } = await client.query<{ busy: number }>(`
        select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`);
      if ((rows[0]?.busy ?? 0) > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL settings a spread write's cost follows (docs/scaling.md, "PostgreSQL's settings for a host"). */
export async function databaseSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = ['shared_buffers', 'wal_compression', 'checkpoint_timeout', 'max_wal_size'];
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings where name = any($1) order by array_position($1, name)`,
      [names],
    );
    return rows.map((row) => `\`${row.name}\` ${row.setting}`).join(', ');
  } finally {
    await client.end();
  }
}
