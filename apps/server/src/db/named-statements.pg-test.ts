import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './named-statements.js';

// docs/decisions/speed.md, "Statements planned once a connection".
let pool: pg.Pool;
let client: pg.PoolClient;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  client = await pool.connect();
  nameStatements(client);
});
afterAll(async () => {
  client?.release();
  await pool?.end();
});

const prepared = async () =>
  (
    await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement not like $1 order by prepare_time',
      ['%pg_prepared_statements%'],
    )
  ).rows.map((row) => row.statement);

describe('a statement sent with its values', () => {
  it('is prepared once on its connection, named after its text, and answers as before', async () => {
    const before = (await prepared()).length;
    const text = 'select $1::int + $2::int as sum';
    for (const [a, b] of [
      [1, 2],
      [40, 2],
      [-5, 5],
    ])
      expect((await client.query({ text, values: [a, b] })).rows).toEqual([{ sum: a! + b! }]);
    expect(await prepared()).toHaveLength(before + 1);
    expect((await prepared()).at(-1)).toBe(text);
  });

  it('keeps two texts apart, and leaves a statement without values, or one named already, as it is', async () => {
    await client.query({ text: 'select $1::text as word', values: ['umoja'] });
    await client.query({ text: 'select $1::text as other', values: ['tumaini'] });
    const texts = await prepared();
    expect(texts).toContain('select $1::text as word');
    expect(texts).toContain('select $1::text as other');
    await client.query('select 1 as plain');
    await client.query({ name: 'chosen_name', text: 'select 2 as chosen' });
    expect(await prepared()).not.toContain('select 1 as plain');
    const named = await client.query<{ name: string }>(
      "select name from pg_prepared_statements where statement = 'select 2 as chosen'",
    );
    expect(named.rows).toEqual([{ name: 'chosen_name' }]);
  });

  it('is planned again when the table it reads changes', async () => {
    await client.query('create temporary table named_statements_probe (id int)');
    const text = 'select count(*)::int as n from named_statements_probe where id > $1';
    expect((await client.query({ text, values: [0] })).rows).toEqual([{ n: 0 }]);
    await client.query('insert into named_statements_probe values (1), (2)');
    await client.query('alter table named_statements_probe add column note text');
    expect((await client.query({ text, values: [0] })).rows).toEqual([{ n: 2 }]);
  });

  it('is not kept when it is longer than a kept statement may be', async () => {
    const long = `select $1::int as n -- ${'x'.repeat(9000)}`;
    expect((await client.query({ text: long, values: [7] })).rows).toEqual([{ n: 7 }]);
    expect(await prepared()).not.toContain(long);
  });
});
