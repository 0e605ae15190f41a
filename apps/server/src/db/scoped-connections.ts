import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { scopeSettings } from './group-context.js';

/**
 * docs/decisions/groups.md, "The group of a request": the statement that tells a connection the
 * group and scope of what it runs next. Session-wide (`false`): it is sent outside any transaction,
 * when the connection is handed out, and holds until the next work of another scope.
 */
const SET_SCOPE = "select set_config('app.group_id', $1, false), set_config('app.scope', $2, false)";

/**
 * Every connection the pool hands out first says the current work's group and scope, when it does
 * not say them already: one more round trip only when the connection last served another group.
 * Plain queries (`pool.query`) take a connection the same way, so no statement runs unscoped.
 */
export function scopePoolConnections(pool: pg.Pool): ScopedConnections {
  const said = new WeakMap<pg.PoolClient, string>();
  const inRole = new WeakSet<pg.PoolClient>();
  let role: string | undefined;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const scoped = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const { groupId, scope, key } = scopeSettings();
    if (said.get(client) === key && (!role || inRole.has(client))) return client;
    try {
      if (role && !inRole.has(client)) {
        await client.query(`set role ${role}`);
        inRole.add(client);
      }
      await client.query(SET_SCOPE, [groupId, scope]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    said.set(client, key);
    return client;
  };
  Object.assign(pool, {
    connect: (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
      const connecting = scoped();
      if (!callback) return connecting;
      connecting.then(
        (client) => callback(undefined, client, () => client.release()),
        (error: Error) => callback(error),
      );
      return undefined;
    },
    query: async (...args: unknown[]) => {
      if (typeof args[args.length - 1] === 'function') {
        throw new Error('Scoped pool queries take no callback.');
      }
      const client = await scoped();
      try {
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (error) {
        // As the pool's own query does: a connection whose statement failed is not handed out again.
        client.release(error as Error);
        throw error;
      }
    },
  });
  return {
    takeRole: (name) => {
      role = name;
    },
  };
}

/** What the server may still tell its connections once they are scoped. */
export interface ScopedConnections {
  /**
   * From now on every connection acts as role `name` (docs/decisions/groups.md, "Row-level
   * security"): said once per connection, before its first statement.
   */
  takeRole(name: string): void;
}

/**
 * The embedded database has one connection, which every piece of work shares: saying the scope and
 * running the work must not be split by another piece of work of another group. Each query, script
 * and transaction therefore runs in turn, after the scope it needs has been said.
 */
export function scopePgliteConnection(client: PGlite): ScopedConnections {
  let said = '';
  let role: string | undefined;
  let inRole = false;
  let turn: Promise<unknown> = Promise.resolve();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const { groupId, scope, key } = scopeSettings();
    const run = async () => {
      if (role && !inRole) {
        await query(`set role ${role}`);
        inRole = true;
      }
      if (said !== key) {
        await query(SET_SCOPE, [groupId, scope]);
        said = key;
      }
      return work();
    };
    const result = turn.then(run, run);
    turn = result.catch(() => undefined);
    return result;
  };
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args)),
    transaction: (work: Parameters<PGlite['transaction']>[0]) => inTurn(() => transaction(work)),
  });
  return {
    takeRole: (name) => {
      role = name;
      inRole = false;
    },
  };
}
