import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './named-statements.js';
import { type ScopeStatement, sayBeforeNextStatement } from './scope-with-statement.js';

// docs/decisions/groups.md, "The group said with the first statement".
let pool: pg.Pool;
let client: pg.PoolClient;
/** The Sync and simple query messages sent: one a round trip. */
let syncs = 0;
/** The times the group's statement was sent. */
let scopesSent = 0;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, pipeline: true });
  client = await pool.connect();
  const connection = (client as unknown as { connection: Record<string, (...a: unknown[]) => void> })
    .connection;
  const simple = connection.query!.bind(connection);
  connection.query = (text) => {
    syncs++;
    simple(text);
  };
  const sync = connection.sync!.bind(connection);
  connection.sync = () => {
    syncs++;
    sync();
  };
  const parse = connection.parse!.bind(connection);
  connection.parse = (message) => {
    if ((message as { text: string }).text.includes('set_config(')) scopesSent++;
    parse(message);
  };
  sayBeforeNextStatement(client, scope('0'));
  nameStatements(client);
  await client.query('create temporary table scope_probe (id int primary key, group_id text)');
});
afterAll(async () => {
  client?.release();
  await pool?.end();
});

const scope = (group: string, role?: string): ScopeStatement =>
  role === undefined
    ? { text: "select set_config('links_probe.group', $1, false)", values: [group], key: group }
    : {
        text: "select set_config('role', $2, false), set_config('links_probe.group', $1, false)",
        values: [group, role],
        key: `${group}|${role}`,
      };

const groupSaid = async () =>
  (
    await client.query<{ group: string }>({
      text: 'select current_setting($1, true) as group',
      values: ['links_probe.group'],
    })
  ).rows[0]!.group;

/** What `work` sends: its round trips and the group's statements among them. */
async function sentBy(work: () => Promise<unknown>) {
  const [syncsBefore, scopesBefore] = [syncs, scopesSent];
  await work();
  return { roundTrips: syncs - syncsBefore, scopes: scopesSent - scopesBefore };
}

describe('a connection told its group with its next statement', () => {
  it('sends the group and a read in one round trip, and answers the read', async () => {
    sayBeforeNextStatement(client, scope('11'));
    let answer: pg.QueryResult | undefined;
    const sent = await sentBy(async () => {
      answer = await client.query({
        text: "select current_setting('links_probe.group') as g, $1::int as n",
        values: [5],
      });
    });
    expect(sent).toEqual({ roundTrips: 1, scopes: 1 });
    expect(answer?.rows).toEqual([{ g: '11', n: 5 }]);
    expect(answer?.rowCount).toBe(1);
  });

  it('says nothing again while the connection says that group, and again for another', async () => {
    sayBeforeNextStatement(client, scope('11'));
    expect(await sentBy(groupSaid)).toEqual({ roundTrips: 1, scopes: 0 });
    sayBeforeNextStatement(client, scope('12'));
    expect(await sentBy(groupSaid)).toEqual({ roundTrips: 1, scopes: 1 });
    expect(await groupSaid()).toBe('12');
  });

  it('runs nothing of the statement behind a group that could not be said, and says it with the next', async () => {
    sayBeforeNextStatement(client, scope('13', 'no_such_role_here'));
    await expect(
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [1, 'x'] }),
    ).rejects.toThrow(/role "no_such_role_here" does not exist/);
    // Still wanted: the next statement sends it again, and fails again, writing nothing.
    const again = await sentBy(() =>
      expect(client.query('insert into scope_probe values (2, 2)')).rejects.toThrow(),
    );
    expect(again.scopes).toBe(1);
    sayBeforeNextStatement(client, scope('13'));
    expect((await client.query('select count(*)::int as n from scope_probe')).rows).toEqual([{ n: 0 }]);
    expect(await groupSaid()).toBe('13');
  });

  it('undoes the group with a statement behind it that fails, and says it again with the next', async () => {
    sayBeforeNextStatement(client, scope('14'));
    await expect(client.query({ text: 'select 1 / $1::int', values: [0] })).rejects.toThrow(
      /division by zero/,
    );
    const next = await sentBy(async () => expect(await groupSaid()).toBe('14'));
    expect(next).toEqual({ roundTrips: 1, scopes: 1 });
  });

  it('keeps a named statement usable after the group before it failed', async () => {
    const text = 'select $1::int * 2 as twice';
    sayBeforeNextStatement(client, scope('15', 'no_such_role_here'));
    await expect(client.query({ text, values: [4] })).rejects.toThrow(/no_such_role_here/);
    sayBeforeNextStatement(client, scope('15'));
    expect((await client.query({ text, values: [4] })).rows).toEqual([{ twice: 8 }]);
    expect((await client.query({ text, values: [5] })).rows).toEqual([{ twice: 10 }]);
  });

  it('says the group alone before a query object or a statement with a callback, sent as they are', async () => {
    sayBeforeNextStatement(client, scope('19'));
    const viaObject = await new Promise<pg.QueryResult>((resolve, reject) => {
      client.query(
        new pg.Query("select current_setting('links_probe.group') as g", (error, result) =>
          error ? reject(error) : resolve(result as unknown as pg.QueryResult),
        ),
      );
    });
    expect(viaObject.rows).toEqual([{ g: '19' }]);
    sayBeforeNextStatement(client, scope('20'));
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) => {
      client.query("select current_setting('links_probe.group') as g", [], (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    expect(viaCallback.rows).toEqual([{ g: '20' }]);
  });

  it('says the group alone before a transaction begins, in its own round trip', async () => {
    sayBeforeNextStatement(client, scope('16'));
    const sent = await sentBy(async () => {
      await client.query('begin');
      await client.query("insert into scope_probe values (3, current_setting('links_probe.group'))");
      await client.query('rollback');
    });
    // Rolled back, the transaction leaves the group said before it.
    expect(sent.scopes).toBe(1);
    expect(await groupSaid()).toBe('16');
    expect((await client.query('select count(*)::int as n from scope_probe')).rows).toEqual([{ n: 0 }]);
  });

  it('holds statements given while the group is unanswered until it is, in the order given', async () => {
    sayBeforeNextStatement(client, scope('17'));
    const answers = await Promise.all([
      client.query({ text: "select current_setting('links_probe.group') as g, $1::int as n", values: [1] }),
      client.query({ text: "select current_setting('links_probe.group') as g, $1::int as n", values: [2] }),
      client.query({ text: "select current_setting('links_probe.group') as g, $1::int as n", values: [3] }),
    ]);
    expect(answers.map((a) => a.rows[0])).toEqual([
      { g: '17', n: 1 },
      { g: '17', n: 2 },
      { g: '17', n: 3 },
    ]);
  });
});

// docs/decisions/speed.md, "A transaction begun with its first statement".
describe('a transaction on the connection', () => {
  const count = async () =>
    (await client.query<{ n: number }>({ text: 'select count(*)::int as n from scope_probe', values: [] }))
      .rows[0]!.n;

  it('begins with its first statement, in one round trip, and commits', async () => {
    const before = await count();
    const sent = await sentBy(async () => {
      await client.query('begin');
      await client.query({ text: 'insert into scope_probe values ($1, $2)', values: [10, 'a'] });
      await client.query({ text: 'insert into scope_probe values ($1, $2)', values: [11, 'b'] });
      await client.query('commit');
    });
    expect(sent.roundTrips).toBe(3);
    expect(await count()).toBe(before + 2);
  });

  it('is one transaction: rolled back, nothing of it stays', async () => {
    const before = await count();
    await client.query('begin');
    await client.query({ text: 'insert into scope_probe values ($1, $2)', values: [12, 'c'] });
    await client.query('rollback');
    expect(await count()).toBe(before);
  });

  it('is aborted by a statement that fails in it, as any transaction is', async () => {
    const before = await count();
    await client.query('begin');
    await expect(
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [10, 'again'] }),
    ).rejects.toThrow(/duplicate key/);
    await expect(client.query({ text: 'select $1::int as n', values: [1] })).rejects.toThrow(/aborted/);
    await client.query('rollback');
    expect(await count()).toBe(before);
  });

  it('sends nothing when nothing ran in it', async () => {
    const sent = await sentBy(async () => {
      await client.query('begin');
      await client.query('commit');
    });
    expect(sent.roundTrips).toBe(0);
  });

  it('refuses every statement of a transaction whose begin failed, to its end, and writes nothing', async () => {
    const before = await count();
    await client.query('begin isolation level nonsense');
    await expect(
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [20, 'x'] }),
    ).rejects.toThrow(/syntax error/);
    await expect(
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [21, 'y'] }),
    ).rejects.toThrow('The transaction did not begin.');
    await client.query('rollback');
    expect(await count()).toBe(before);
  });

  it('forgets a begin still held when the connection is handed to new work', async () => {
    const before = await count();
    await client.query('begin');
    sayBeforeNextStatement(client, scope('18'));
    await client.query({ text: 'insert into scope_probe values ($1, $2)', values: [30, 'kept'] });
    // Not in a transaction: a rollback finds none, and the row stays.
    await client.query('rollback');
    expect(await count()).toBe(before + 1);
  });

  it('sends a read behind its beginning at once, and keeps the order given', async () => {
    const before = await count();
    await client.query('begin');
    const [, seen, , after] = await Promise.all([
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [40, 'a'] }),
      client.query<{ n: number }>({
        text: 'select count(*)::int as n from scope_probe where id >= $1',
        values: [40],
      }),
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [41, 'b'] }),
      client.query<{ n: number }>({
        text: 'select count(*)::int as n from scope_probe where id >= $1',
        values: [40],
      }),
    ]);
    expect([seen.rows[0]?.n, after.rows[0]?.n]).toEqual([1, 2]);
    await client.query('rollback');
    expect(await count()).toBe(before);
  });

  it('writes nothing behind a begin that failed, though a read sent behind it ran', async () => {
    const before = await count();
    await client.query('begin isolation level nonsense');
    const answers = await Promise.allSettled([
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [50, 'x'] }),
      client.query({ text: 'select $1::int as n', values: [1] }),
      client.query({ text: 'insert into scope_probe values ($1, $2)', values: [51, 'y'] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(String((answers[2] as PromiseRejectedResult).reason)).toMatch('The transaction did not begin.');
    await client.query('rollback');
    expect(await count()).toBe(before);
  });
});
