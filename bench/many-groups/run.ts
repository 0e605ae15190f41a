// The many-groups run (docs/benchmarks.md, "Many groups"): GROUPS groups of 30 members on one
// PostgreSQL, four servers on it, reads and writes spread over random groups, each compared with the
// same request in one group in the same run.
import { systemClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTokenIssuer, type Database, openDatabase, queryRows } from '../../apps/server/src/harness.js';
import { onServer } from '../databases.js';
import { type Measurement, medianRound } from '../measure.js';
import { type Running, start } from '../processes.js';
import { measureSpread, type Spread } from './measure.js';
import { c2bTokenOf, SHORTCODE, seedManyGroups } from './seed.js';
import { databaseSettings, settled, warm } from './settle.js';

export const GROUPS = 10_000;
const FRESH = ' (fresh: no-cache)';
const SERVERS = 4;
const CONNECTIONS = 10;
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';
const APPROVE = 'PATCH /transactions/savings/{id}/status (approve)';
/** How long a write runs, unmeasured, before it is measured. */
const WARM_UP_SECONDS = 3;
/** Rounds of a request and what it is compared with, measured in turn. */
const ROUNDS = 3;

/**
 * Measures a request and what it is compared with in turn, ROUNDS times each, which of the two goes
 * first swapped each round, and keeps each one's median round (as bench/run.ts pairs a target with
 * its baseline): the ratio of the two then says what the spread costs, not how the machine's speed
 * drifted between two measurements.
 */
async function inTurn(
  own: () => Promise<Measurement>,
  compared: () => Promise<Measurement>,
): Promise<{ own: Measurement; compared: Measurement }> {
  const owns: Measurement[] = [];
  const others: Measurement[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      others.push(await compared());
      owns.push(await own());
    } else {
      owns.push(await own());
      others.push(await compared());
    }
  }
  return {
    own: { ...medianRound(owns), errors: owns.reduce((sum, m) => sum + m.errors, 0) },
    compared: medianRound(others),
  };
}

export type ManyKind = 'read' | 'write' | 'baseline';
export interface ManyRow extends Measurement {
  name: string;
  kind: ManyKind;
  /** One group's figure of the same request, measured in turn with this one. */
  oneGroup?: Measurement;
  /** For a write: the bare one-query route over random groups, measured in turn. */
  baseline?: Measurement;
}

interface Facts {
  url: string;
  adminId: number;
  sessionId: string;
  memberId: number;
  memberNo: string;
}

/**
 * Each group's pending transactions as they are now, lowest id first, read past row-level security
 * (as the database's owner): a write approves only what is still pending, however many runs went
 * before.
 */
async function pendingByGroup(url: string): Promise<Map<number, number[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ group_id: number; ids: number[] }>(
      `select group_id, array_agg(id order by id) as ids from transactions where status = 'Pending' group by group_id`,
    );
    return new Map(rows.map((row) => [row.group_id, row.ids]));
  } finally {
    await client.end();
  }
}

async function seeded(database: Database, groups: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from groups`);
  return (row?.n ?? 0) >= groups;
}

/** The database of the run, seeded when it is not yet, and what the requests need of it. */
async function prepare(groups: number, reseed: boolean, log: (line: string) => void): Promise<Facts> {
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = '/links_bench_groups';
  let database = await openDatabase({ kind: 'postgres', url: url.toString() }).catch(() => undefined);
  if (!database || reseed || !(await seeded(database, groups))) {
    await database?.close();
    log(`seeding ${groups.toLocaleString('en-US')} groups (${url.pathname.slice(1)})`);
    await onServer(server, 'drop database if exists links_bench_groups with (force)');
    await onServer(server, 'create database links_bench_groups');
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await seedManyGroups(database, url.toString(), groups, log);
  }
  try {
    // Group 1's rows: every group holds the same ones (bench/many-groups/seed.ts).
    const [admin] = await queryRows<{ id: number; family: string }>(
      database.db,
      sql`select u.id, t.family_id::text as family from users u join refresh_tokens t on t.user_id = u.id
          where u.role = 'admin' and t.revoked_at is null order by t.id limit 1`,
    );
    const [member] = await queryRows<{ id: number; no: number }>(
      database.db,
      sql`select id, member_no as no from users where role = 'member' order by id limit 1`,
    );
    return {
      url: url.toString(),
      adminId: admin!.id,
      sessionId: admin!.family,
      memberId: member!.id,
      memberNo: `M${String(member!.no).padStart(3, '0')}`,
    };
  } finally {
    await database.close();
  }
}

const pick = (groups: number) => 1 + Math.floor(Math.random() * groups);

/** Every group's token for the treasurer of the template, signed as the server signs them. */
async function tokensFor(facts: Facts, groups: number): Promise<string[]> {
  const issuer = createTokenIssuer(JWT_SECRET, systemClock);
  const tokens: string[] = [''];
  for (let groupId = 1; groupId <= groups; groupId++) {
    tokens.push(
      await issuer.signAccess({ userId: facts.adminId, role: 'admin', sessionId: facts.sessionId, groupId }),
    );
  }
  return tokens;
}

const READS: [string, string][] = [
  ['GET /transactions page 1', '/transactions?page=1&per_page=10'],
  ['GET /transactions?status=pending page 1', '/transactions?status=pending&page=1&per_page=10'],
  ['GET /get-users page 1', '/get-users?page=1&per_page=10'],
  ['GET /allacounts page 1', '/allacounts?page=1&per_page=10'],
  ['GET /all-savings page 1', '/all-savings?page=1&per_page=10'],
  ['GET /all-loans page 1', '/all-loans?page=1&per_page=10'],
  ['GET /reports/monthly-collections', '/reports/monthly-collections'],
  ['GET /books/trial-balance', '/books/trial-balance'],
];

/** Measures the run; the servers and the bare route are started and stopped here. */
export async function benchManyGroups(options: {
  groups: number;
  seconds: number;
  reseed: boolean;
  /** Only the requests whose name holds one of these texts (bench/run.ts, --targets). */
  picked?: string[];
  log: (line: string) => void;
}): Promise<{ rows: ManyRow[]; settings: string }> {
  const { groups, seconds, log, picked } = options;
  const wanted = (name: string) => !picked || picked.some((text) => name.includes(text));
  log(`\n== many groups (${groups.toLocaleString('en-US')} groups, ${SERVERS} servers)`);
  const facts = await prepare(groups, options.reseed, log);
  const env = {
    DATABASE_URL: facts.url,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    BACKUP_AUTO: 'false',
  };
  const servers: Running[] = [];
  for (let i = 0; i < SERVERS; i++)
    servers.push(await start(['apps/server/dist/server.js'], env, '/api/health'));
  const bare = await start(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { DATABASE_URL: facts.url },
    '/hello',
  );
  const urls = servers.map((s) => s.url);
  const read = await warm(facts.url);
  log(
    read === undefined
      ? '  pg_prewarm missing: the database is read from disk as it comes'
      : `  ${read.toLocaleString('en-US')} MB read into the file cache`,
  );
  log(`  the servers' start-up rounds done after ${((await settled(facts.url)) / 1000).toFixed(1)} s`);
  const settings = await databaseSettings(facts.url);
  log(`  PostgreSQL: ${settings}`);
  const rows: ManyRow[] = [];
  try {
    let tokens = await tokensFor(facts, groups);
    let signedAt = Date.now();
    const token = (groupId: number) => {
      if (Date.now() - signedAt > 10 * 60_000) {
        signedAt = Date.now();
        void tokensFor(facts, groups).then((fresh) => {
          tokens = fresh;
        });
      }
      return tokens[groupId]!;
    };
    const run = (spread: Spread, on = urls) => measureSpread(on, spread, CONNECTIONS, seconds);
    const report = (row: ManyRow) => {
      rows.push(row);
      log(
        `${row.name.padEnd(52)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${row.p99} ms${row.errors ? `  ${row.errors} errors` : ''}${row.oneGroup ? `  (one group: ${row.oneGroup.requestsPerSecond.toFixed(0)} req/s)` : ''}${row.baseline ? `  (bare one query: ${row.baseline.requestsPerSecond.toFixed(0)} req/s)` : ''}`,
      );
    };
    for (const [name, path] of READS) {
      for (const fresh of [false, true]) {
        if (!wanted(`${name}${fresh ? FRESH : ''}`)) continue;
        const headers = fresh ? { 'cache-control': 'no-cache' } : undefined;
        const spread = (group: () => number): Spread => ({
          headers,
          next: () => {
            const groupId = group();
            return { path: `/api/links${path}`, token: token(groupId) };
          },
        });
        await run(spread(() => 1));
        const measured = await inTurn(
          () => run(spread(() => pick(groups))),
          () => run(spread(() => 1)),
        );
        report({
          ...measured.own,
          name: `${name}${fresh ? FRESH : ''}`,
          kind: 'read',
          oneGroup: measured.compared,
        });
      }
    }
    const bareSpread: Spread = {
      next: () => {
        const groupId = pick(groups);
        return {
          path: `/one-query/${facts.memberId}?sid=${facts.sessionId}&uid=${facts.adminId}&gid=${groupId}`,
        };
      },
    };
    // Each group's pending transactions, approved one after another in random groups.
    const pending = wanted(APPROVE) ? await pendingByGroup(facts.url) : new Map();
    const approve: Spread = {
      method: 'PATCH',
      body: () => JSON.stringify({ status: 'Approved' }),
      next: () => {
        const groupId = pick(groups);
        const id = pending.get(groupId)?.shift() ?? 0;
        return { path: `/api/links/transactions/savings/${id}/status`, token: token(groupId) };
      },
    };
    let receipt = 0;
    let callbackGroup = 1;
    const confirm: Spread = {
      method: 'POST',
      next: () => {
        callbackGroup = pick(groups);
        return { path: `/api/links/payments/c2b/confirmation/${c2bTokenOf(callbackGroup)}` };
      },
      body: () =>
        JSON.stringify({
          TransactionType: 'Pay Bill',
          TransID: `BN${(++receipt).toString(36).toUpperCase().padStart(8, '0')}`,
          TransTime: nairobiNow(),
          TransAmount: '100.00',
          BusinessShortCode: SHORTCODE,
          BillRefNumber: facts.memberNo,
          InvoiceNumber: '',
          OrgAccountBalance: '',
          ThirdPartyTransID: '',
          MSISDN: '2547 ***** 102',
          FirstName: 'BENCH',
          MiddleName: '',
          LastName: 'MEMBER',
        }),
    };
    for (const [name, spread] of [
      [APPROVE, approve],
      ['POST /payments/c2b/confirmation/{token}', confirm],
    ] as const) {
      if (!wanted(name)) continue;
      // Both warmed first, unmeasured: each server's connections plan the write's statements once.
      await measureSpread([bare.url], bareSpread, CONNECTIONS, WARM_UP_SECONDS);
      await measureSpread(urls, spread, CONNECTIONS, WARM_UP_SECONDS);
      const measured = await inTurn(
        () => run(spread),
        () => run(bareSpread, [bare.url]),
      );
      report({ ...measured.own, name, kind: 'write', baseline: measured.compared });
    }
  } finally {
    for (const server of servers) await server.stop();
    await bare.stop();
  }
  return { rows, settings };
}

/** Now as Daraja writes a time: `YYYYMMDDHHmmss` in Nairobi. */
function nairobiNow(): string {
  const eat = new Date(Date.now() + 3 * 3_600_000).toISOString();
  return eat.slice(0, 19).replace(/[-T:]/g, '');
}

/** docs/benchmarks.md, "Many groups": the budgets of the run. */
export const MANY_BUDGET = { readRatio: 0.9, readP99: 25, writeRatio: 0.08 };

export function checkManyBudgets(rows: ManyRow[]): string[] {
  const misses: string[] = [];
  for (const row of rows) {
    const label = `many groups: ${row.name}`;
    if (row.errors > 0) misses.push(`${label}: ${row.errors} failed requests`);
    if (row.kind === 'read' && row.oneGroup) {
      // The work of a page (a fresh answer) against the same work in one group; a kept answer is
      // found in one group's few and rarely in ten thousand groups' many, which says nothing of scale.
      const fresh = row.name.includes(FRESH);
      const ratio = row.requestsPerSecond / row.oneGroup.requestsPerSecond;
      if (fresh && ratio < MANY_BUDGET.readRatio)
        misses.push(`${label}: ${ratio.toFixed(2)}× one group (budget ${MANY_BUDGET.readRatio}×)`);
      if (!fresh && row.p99 > MANY_BUDGET.readP99)
        misses.push(`${label}: p99 ${row.p99} ms (budget ${MANY_BUDGET.readP99} ms)`);
    }
    if (row.kind === 'write' && row.baseline) {
      const ratio = row.requestsPerSecond / row.baseline.requestsPerSecond;
      if (ratio < MANY_BUDGET.writeRatio)
        misses.push(
          `${label}: ${ratio.toFixed(3)}× the bare one-query route (budget ${MANY_BUDGET.writeRatio}×)`,
        );
    }
  }
  return misses;
}
