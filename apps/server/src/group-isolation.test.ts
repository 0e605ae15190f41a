import { centsToKes } from '@links/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { asPlatform, runInGroup } from './db/group-context.js';
import { exportZip } from './modules/backup/export.js';
import { createTestApp, type SignedIn, type TestContext } from './test/app.js';
import { asSchemaOwner } from './test/database.js';
import { issueLongTermLoan, openSavings, submit } from './test/money-fixtures.js';
import { type OfficesScene, signUpOffices } from './test/offices-scene.js';
import { openOtherGroup, signUpOfficesInGroup } from './test/other-group.js';

// docs/decisions/groups.md, "Row-level security": two groups with the same shape of data; whatever
// group A's people ask, with whatever id of group B, nothing of B comes back and nothing of B changes.
let ctx: TestContext;
let mine: OfficesScene;
let theirs: OfficesScene;
let theirGroup: number;

/** What only group B's data holds: its people's names and its odd amounts. */
const THEIR_MARKS = [/bravo/i, /7,?777\.77/, /777777/, /4,?444\.44/, /444444/];
const THEIR_NAME = 'Bravo';

async function fillGroup(scene: OfficesScene, saving: number, loan: number) {
  await openSavings(ctx, scene.chair, scene.member.id, saving);
  await issueLongTermLoan(ctx, scene.chair, scene.otherMember.id, loan, '2026-01-05');
  await submit(ctx, scene.member, scene.member.id, [
    { transaction_type: 'SAVING', transaction_amount: saving },
  ]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  mine = await signUpOffices(ctx);
  await fillGroup(mine, 1_000, 2_000);
  // B's rows are numbered from 100,000 on, each table from its own thousand, so that none of B's
  // ids is also one of A's rows, of any table.
  await asSchemaOwner(
    ctx.database.db,
    sql`do $$ declare s record; k integer := 0; begin
          for s in select schemaname, sequencename from pg_sequences where schemaname = 'public' loop
            k := k + 1;
            perform setval(format('%I.%I', s.schemaname, s.sequencename), 100000 + k * 1000);
          end loop;
        end $$`,
  );
  theirGroup = await openOtherGroup(ctx, `${THEIR_NAME} group`);
  theirs = await signUpOfficesInGroup(ctx, theirGroup, THEIR_NAME);
  await fillGroup(theirs, 7_777.77, 4_444.44);
  theirValues = await theirOwnValues();
}, 120_000);
afterAll(async () => ctx?.close());

/** Every operation the API describes. */
async function operations(): Promise<{ method: string; path: string }[]> {
  const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/**
 * A few ids of each of a group's tables that have an id. Ids are numbered across groups table by
 * table, so one of B's may also be one of A's rows of another table: such an id would reach A's own
 * row, which proves nothing, and is left out.
 */
async function theirIds(): Promise<number[]> {
  const own = new Set(await idsOf(1, 1_000));
  return (await idsOf(theirGroup, 2)).filter((id) => !own.has(id));
}

async function idsOf(group: number, perTable: number): Promise<number[]> {
  return asPlatform(async () => {
    const tables = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select c.table_name as name from information_schema.columns c
          join information_schema.columns g on g.table_name = c.table_name and g.table_schema = c.table_schema
            and g.column_name = 'group_id'
          where c.table_schema = 'public' and c.column_name = 'id' and c.data_type in ('integer', 'bigint')`,
    );
    const ids = new Set<number>();
    for (const { name } of tables) {
      const rows = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select id::int as id from ${sql.identifier(name)} where group_id = ${group} order by id limit ${perTable}`,
      );
      for (const row of rows) ids.add(row.id);
    }
    return [...ids].sort((a, b) => a - b);
  });
}

const theirVersion = () =>
  runInGroup(theirGroup, async () => {
    const [row] = await queryRows<{ v: string }>(
      ctx.database.db,
      sql`select version::text as v from group_versions`,
    );
    return row?.v;
  });

/** The caller's own sign-in and password: they name no other group's row, and would end the sign-in. */
const OWN_SIGN_IN =
  /^\/api\/links\/(login|logout|token\/refresh|me\/password|password-resets|setup|invitations)/;

/**
 * What only group B's export holds, as answers would carry it: every value of its tables (ids, keys,
 * times and dates aside) that A's export holds nowhere, and each money figure also in shillings.
 * Filled before the sweeps (`theirOwnValues`).
 */
let theirValues: string[] = [];

const exportText = (groupId: number) =>
  runInGroup(groupId, async () =>
    unzipSync(await exportZip(ctx.database.db, 'Export', new Date('2026-01-01T00:00:00Z'))),
  );

async function theirOwnValues(): Promise<string[]> {
  const mineText = Object.values(await exportText(1))
    .map((data) => strFromU8(data))
    .join('\n');
  const values = new Set<string>();
  for (const [file, data] of Object.entries(await exportText(theirGroup))) {
    if (!file.endsWith('.csv')) continue;
    const [header = [], ...rows] = parse(strFromU8(data).replace(/^\uFEFF/, '')) as string[][];
    header.forEach((column, i) => {
      if (column === 'id' || /_id$|_at$|^at$|_by$|date|day|month|^key$|position|_no$/.test(column)) return;
      const cents = column.endsWith('_cents');
      for (const row of rows) {
        const value = row[i] ?? '';
        if (value.length < 5 || mineText.includes(value) || /^\d{4}-\d{2}-\d{2}/.test(value)) continue;
        // A whole number is an amount only in a column of cents; elsewhere it counts or names a row.
        if (/^-?\d+$/.test(value) && !cents) continue;
        values.add(value);
        // A figure in cents is answered in shillings, as the wire writes them.
        if (cents && /^\d{5,}$/.test(value)) values.add(String(centsToKes(Number(value))));
      }
    });
  }
  return [...values];
}

const leaks = (body: string) => [
  ...THEIR_MARKS.filter((mark) => mark.test(body)).map(String),
  ...theirValues.filter((value) => body.includes(value)),
];

describe('two groups on one deployment', () => {
  it("knows what only the other group's export holds: its people, its figures", async () => {
    expect(theirValues).toEqual(expect.arrayContaining(['Bravo group', '7777.77', '4444.44']));
    expect(theirValues.filter((value) => value.endsWith('@example.com'))).toHaveLength(6);
    // Nothing both groups could hold: no id, no time.
    expect(
      theirValues.filter((value) => /^\d{4}-\d{2}-\d{2}|^\d{6}$/.test(value) && value.length > 6),
    ).toEqual([]);
  });

  it('holds the other group as it was made: its people and money exist', async () => {
    const res = await ctx.app.inject({ url: '/api/links/get-users', headers: theirs.chair.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Bravo/);
    expect(
      leaks((await ctx.app.inject({ url: '/api/links/get-users', headers: mine.chair.headers })).body),
    ).toEqual([]);
  });

  it('answers no call of one group, with any id of the other, with anything of the other, and writes nothing there', async () => {
    const before = await theirVersion();
    const { found, calls, unauthorized } = await sweep(await operations());
    expect(calls).toBeGreaterThan(1_000);
    // Every caller stays signed in throughout: each call was answered as them.
    expect(unauthorized).toBe(0);
    expect(found).toEqual([]);
    expect(await theirVersion()).toBe(before);
  }, 600_000);

  it('would see the other group through a table whose wall is down: the sweep finds what leaks', async () => {
    const lists = (await operations()).filter((op) => op.method === 'GET' && !op.path.includes('{'));
    await asSchemaOwner(
      ctx.database.db,
      sql`alter table users no force row level security`,
      sql`alter table users disable row level security`,
    );
    try {
      const { found } = await sweep(lists);
      expect(found.join('\n')).toMatch(/GET \/api\/links\/get-users → 200 \/bravo\/i/);
      // What gives them away is what their export holds: their e-mails, say.
      expect(found.join('\n')).toMatch(
        /GET \/api\/links\/get-users → 200 .*wanjiru\.[0-9a-f]{8}@example\.com/,
      );
    } finally {
      await asSchemaOwner(
        ctx.database.db,
        sql`alter table users enable row level security`,
        sql`alter table users force row level security`,
      );
    }
  }, 600_000);
});

/**
 * Every operation, with every id of B in its path and B's member in its body, as each of A's offices:
 * what leaked of B, and how many calls were answered and refused a signed-in caller.
 */
async function sweep(ops: { method: string; path: string }[]) {
  const ids = await theirIds();
  expect(ids.length).toBeGreaterThan(10);
  const callers: [string, SignedIn][] = [
    ['chair', mine.chair],
    ['treasurer', mine.treasurer],
    ['secretary', mine.secretary],
    ['auditor', mine.auditor],
    ['member', mine.member],
  ];
  // A change's body names their people too.
  const theirBody = { user_id: theirs.member.id, users_id: theirs.member.id, amount: 10, status: 'Approved' };
  const found: string[] = [];
  let calls = 0;
  let unauthorized = 0;
  for (const { method, path } of ops.filter((op) => !OWN_SIGN_IN.test(op.path))) {
    const urls = path.includes('{') ? ids.map((id) => path.replace(/\{[^}]+\}/g, String(id))) : [path];
    for (const url of urls) {
      for (const [office, who] of callers) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: { ...who.headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(theirBody) }),
        });
        calls++;
        const leaked = leaks(res.body);
        if (leaked.length > 0)
          found.push(`${office} ${method} ${url} → ${res.statusCode} ${leaked.join(' ')}`);
        if (res.statusCode >= 500) found.push(`${office} ${method} ${url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode === 401) unauthorized++;
      }
    }
  }
  return { found, calls, unauthorized };
}
