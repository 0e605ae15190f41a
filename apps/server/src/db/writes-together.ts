import type pg from 'pg';

/**
 * docs/decisions/speed.md, "Statements written together": the statements a connection is given in
 * one turn of the event loop (those sent together, see "Statements sent together") leave in one
 * write to its socket, once that turn's work is done, instead of one write each. Each write to
 * PostgreSQL's socket is a system call and wakes PostgreSQL's process.
 */
const corking = new WeakSet<pg.PoolClient>();

interface Stream {
  cork?: () => void;
  uncork?: () => void;
}

export function writeStatementsTogether(client: pg.PoolClient): void {
  if (corking.has(client)) return;
  corking.add(client);
  const stream = (client as unknown as { connection?: { stream?: Stream } }).connection?.stream;
  if (!stream?.cork || !stream.uncork) return;
  const cork = stream.cork.bind(stream);
  const uncork = stream.uncork.bind(stream);
  let corked = false;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      if (!corked) {
        corked = true;
        cork();
        // After this turn's promise continuations too: statements sent together are each given in one.
        process.nextTick(() => {
          corked = false;
          uncork();
        });
      }
      return query(...args);
    },
  });
}
