import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { asPlatform, runInGroup } from './db/group-context.js';
import { createTestApp, type SignedIn, type TestContext } from './test/app.js';
import { issueLongTermLoan, openSavings, submit } from './test/money-fixtures.js';
import { type OfficesScene, signUpOffices } from './test/offices-scene.js';

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
  theirGroup = await asPlatform(async () => {
    const [made] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into groups (name) values (${`${THEIR_NAME} group`}) returning id`,
    );
    return made!.id;
  });
  theirs = await runInGroup(theirGroup, async () => {
    const scene = await signUpOffices(ctx, THEIR_NAME);
    await fillGroup(scene, 7_777.77, 4_444.44);
    return scene;
  });
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

/** A few ids of each of group B's tables that have an id. */
async function theirIds(): Promise<number[]> {
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
        sql`select id::int as id from ${sql.identifier(name)} where group_id = ${theirGroup} order by id limit 2`,
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

const leaks = (body: string) => THEIR_MARKS.filter((mark) => mark.test(body)).map(String);

describe('two groups on one deployment', () => {
  it('holds the other group as it was made: its people and money exist', async () => {
    const res = await ctx.app.inject({ url: '/api/links/get-users', headers: theirs.chair.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Bravo/);
    expect(
      leaks((await ctx.app.inject({ url: '/api/links/get-users', headers: mine.chair.headers })).body),
    ).toEqual([]);
  });

  it('answers no call of one group, with any id of the other, with anything of the other, and writes nothing there', async () => {
    const ops = await operations();
    const ids = await theirIds();
    expect(ids.length).toBeGreaterThan(10);
    const before = await theirVersion();
    const callers: [string, SignedIn][] = [
      ['chair', mine.chair],
      ['treasurer', mine.treasurer],
      ['secretary', mine.secretary],
      ['auditor', mine.auditor],
      ['member', mine.member],
    ];
    // A change's body names their people too.
    const theirBody = {
      user_id: theirs.member.id,
      users_id: theirs.member.id,
      amount: 10,
      status: 'Approved',
    };
    const found: string[] = [];
    for (const { method, path } of ops) {
      const urls = path.includes('{') ? ids.map((id) => path.replace(/\{[^}]+\}/g, String(id))) : [path];
      for (const url of urls) {
        for (const [office, who] of callers) {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers: { ...who.headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            ...(method === 'GET' ? {} : { payload: JSON.stringify(theirBody) }),
          });
          const leaked = leaks(res.body);
          if (leaked.length > 0)
            found.push(`${office} ${method} ${url} → ${res.statusCode} ${leaked.join(' ')}`);
          if (res.statusCode >= 500) found.push(`${office} ${method} ${url} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(await theirVersion()).toBe(before);
  }, 600_000);
});
