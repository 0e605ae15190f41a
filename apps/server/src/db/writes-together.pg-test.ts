import type { Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStatementsTogether } from './writes-together.js';

// docs/decisions/speed.md, "Statements written together".
let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2, pipeline: true });
});
afterAll(() => pool?.end());

/** A connection whose writes to its socket are counted. */
async function counted(together: boolean, from = pool) {
  const client = await from.connect();
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const counter = { writes: 0 };
  const writev = socket._writev?.bind(socket);
  const write = socket._write.bind(socket);
  socket._write = (...args: Parameters<Socket['_write']>) => {
    counter.writes++;
    write(...args);
  };
  if (writev)
    socket._writev = (...args: Parameters<NonNullable<Socket['_writev']>>) => {
      counter.writes++;
      writev(...args);
    };
  if (together) writeStatementsTogether(client);
  return { client, counter };
}

const three = (client: pg.PoolClient) =>
  Promise.all(
    [1, 2, 3].map((n) => client.query<{ n: number }>({ text: 'select $1::int as n', values: [n] })),
  );

describe('statements given to a connection in one turn', () => {
  it('leave in one write, and each gets its own answer', async () => {
    const { client, counter } = await counted(true);
    try {
      const answers = await three(client);
      expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3]);
      expect(counter.writes).toBe(1);
      // Given from promise continuations of the same turn, they still go together.
      counter.writes = 0;
      const later = await Promise.all(
        [4, 5].map(async (n) => {
          await Promise.resolve();
          return (await client.query<{ n: number }>({ text: 'select $1::int as n', values: [n] })).rows[0]?.n;
        }),
      );
      expect(later).toEqual([4, 5]);
      expect(counter.writes).toBe(1);
      // A statement given after an answer leaves in a write of its own.
      counter.writes = 0;
      await client.query('select 1');
      await client.query('select 2');
      expect(counter.writes).toBe(2);
    } finally {
      client.release();
    }
  });

  it('leave in a write each on a connection not told to write them together', async () => {
    const own = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, pipeline: true });
    const { client, counter } = await counted(false, own);
    try {
      await three(client);
      expect(counter.writes).toBe(3);
    } finally {
      client.release();
      await own.end();
    }
  });

  it('still fail one by one: a statement that fails leaves the others their answers', async () => {
    const { client } = await counted(true);
    try {
      const answers = await Promise.allSettled([
        client.query({ text: 'select $1::int as n', values: [1] }),
        client.query({ text: 'select 1 / $1::int as n', values: [0] }),
        client.query({ text: 'select $1::int as n', values: [3] }),
      ]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    } finally {
      client.release();
    }
  });
});
