import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { PASSWORD } from './test/app.js';
import { createEmptyPostgresDatabase } from './test/database.js';

// docs/decisions/servers.md, "Database roles": the server's role cannot rewrite the journal or the audit
// trail.
const role = `links_app_${randomBytes(5).toString('hex')}`;
const password = randomBytes(12).toString('hex');
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let owner: pg.Client;
let restricted: pg.Client;
let database: Database;
let app: App;

const asRole = (url: string) => {
  const u = new URL(url);
  u.username = role;
  u.password = password;
  return u.toString();
};

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('links_roles');
  owner = new pg.Client({ connectionString: empty.url });
  await owner.connect();
  await owner.query(`create role ${role} login password '${password}'`);
  // The server's role, the migration role the owner: migrations run as the owner and grant.
  database = await openDatabase({
    kind: 'postgres',
    url: asRole(empty.url),
    migrationUrl: empty.url,
    poolSize: 3,
  });
  restricted = new pg.Client({ connectionString: asRole(empty.url) });
  await restricted.connect();
  const config = loadConfig({
    DATABASE_URL: asRole(empty.url),
    MIGRATION_DATABASE_URL: empty.url,
    LOG_LEVEL: 'silent',
    BACKUP_AUTO: 'false',
    DATA_DIR: `/tmp/links-roles-${role}`,
  });
  // No JWT_SECRET: the kept signing secret is written by the server's role.
  app = await buildApp({ config, database, logger: false, jobs: false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await restricted?.end();
  await owner?.end();
  await empty?.drop();
  const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await server.connect();
  await server.query(`drop role if exists ${role}`);
  await server.end();
});

async function refusal(statement: string): Promise<string> {
  try {
    await restricted.query(statement);
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
  return 'done';
}

describe('the server’s role', () => {
  it('owns no table', async () => {
    const { rows } = await owner.query(
      `select tablename from pg_tables where schemaname = 'public' and tableowner = $1`,
      [role],
    );
    expect(rows).toEqual([]);
  });

  it.each([
    'alter table audit_records disable trigger all',
    'alter table journal_entries disable trigger all',
    'alter table journal_lines disable trigger all',
    'truncate audit_records',
    'truncate journal_entries',
    'truncate journal_lines cascade',
    'delete from audit_records',
    'delete from journal_entries',
    'delete from journal_lines',
    'update audit_records set action = action',
    'update journal_lines set account_id = account_id',
    'drop table audit_records',
  ])('is refused: %s', async (statement) => {
    // 42501 insufficient_privilege (42809/owner checks answer 42501 too).
    expect(await refusal(statement)).toBe('42501');
  });

  it('runs the app: sign-in, money written to the journal, the kept secret, a backup', async () => {
    // The first run's setup, through the API, as the server's role.
    const login = await app.inject({
      method: 'POST',
      url: '/api/links/setup',
      payload: {
        group_name: 'Umoja Savings Group',
        firstname: 'Amina',
        lastname: 'Otieno',
        email: 'amina@example.com',
        password: PASSWORD,
      },
    });
    expect(login.statusCode, login.body).toBe(201);
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const bank = await app.inject({
      method: 'POST',
      url: '/api/links/create-bank-account',
      headers,
      payload: { name: 'Equity', amount: 1000 },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const backup = await app.inject({ method: 'POST', url: '/api/links/admin/backup', headers });
    expect(backup.statusCode, backup.body).toBe(201);
    const { rows } = await restricted.query('select count(*)::int as n from journal_entries');
    expect(rows[0].n).toBeGreaterThan(0);
    const secrets = await restricted.query('select count(*)::int as n from app_secrets');
    expect(secrets.rows[0].n).toBe(1);
  });
});
