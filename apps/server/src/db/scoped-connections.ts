import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { scopeSettings } from './group-context.js';
import { nameStatements } from './named-statements.js';
import { currentRequestConnections, type HeldConnection } from './request-connections.js';
import { sayBeforeNextStatement } from './scope-with-statement.js';
import type { ScopeRoles } from './server-role.js';
import { writeStatementsTogether } from './writes-together.js';

/**
 * docs/decisions/groups.md, "The group of a request": the statement that tells a connection the
 * group and scope of what it runs next. Session-wide (`false`): it is sent outside any transaction,
 * when the connection is handed out, and holds until the next work of another scope.
 */
const SET_SCOPE = "select set_config('app.group_id', $1, false), set_config('app.scope', $2, false)";

/** The same, with the role the scope's work runs as (docs/decisions/groups.md, "Row-level security"). */
const SET_SCOPE_AND_ROLE =
  "select set_config('role', $3, false), set_config('app.group_id', $1, false), set_config('app.scope', $2, false)";

/** What to say to a connection for the current scope, and the key of it. */
function scopeStatement(roles: ScopeRoles | undefined): { text: string; values: string[]; key: string } {
  const { groupId, scope, key } = scopeSettings();
  if (!roles) return { text: SET_SCOPE, values: [groupId, scope], key };
  const role = scope === 'platform' ? roles.platform : roles.group;
  return { text: SET_SCOPE_AND_ROLE, values: [groupId, scope, role], key: `${key}|${role}` };
}

/**
 * Every connection the pool hands out first says the current work's group and scope, when it does
 * not say them already: with its first statement, or in one more round trip before a transaction
 * (`scope-with-statement.ts`), only when the connection last served another group.
 * Plain queries (`pool.query`) take a connection the same way, so no statement runs unscoped.
 * Inside a request the first connection taken is held to the request's end (`heldOrNew`).
 */
export function scopePoolConnections(pool: pg.Pool): ScopedConnections {
  let roles: ScopeRoles | undefined;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const say = (client: pg.PoolClient): pg.PoolClient => {
    // Written together beneath the group said with a statement, itself beneath the naming, so that
    // each sees the statement as the one before it leaves it.
    writeStatementsTogether(client);
    sayBeforeNextStatement(client, scopeStatement(roles));
    nameStatements(client);
    return client;
  };
  const scoped = async (): Promise<pg.PoolClient> => say(await heldOrNew(pool, connect));
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
    takeRoles: (chosen) => {
      roles = chosen;
    },
  };
}

/**
 * docs/decisions/groups.md, "One connection a request": the connection the current request holds
 * when no other work of it is using it; else a new one, which the request holds when it holds none.
 * Work outside a request, and concurrent work of one request, take one from the pool as usual.
 */
async function heldOrNew(pool: pg.Pool, connect: () => Promise<pg.PoolClient>): Promise<pg.PoolClient> {
  const request = currentRequestConnections();
  const held = request?.held.get(pool);
  if (held && !held.busy) {
    held.busy = true;
    return (held as HeldPoolConnection).client;
  }
  const client = await connect();
  if (!request || held || request.ended || request.held.has(pool)) return client;
  const giveBack = client.release.bind(client);
  const holding: HeldPoolConnection = { client, busy: true, giveBack: () => giveBack() };
  request.held.set(pool, holding);
  // Until the request ends, its work's release leaves the connection with the request; a failed
  // connection, or one released after the end, goes back to the pool.
  client.release = (error?: Error | boolean) => {
    holding.busy = false;
    if (request.held.get(pool) !== holding) return;
    if (error || request.ended) {
      request.held.delete(pool);
      giveBack(error);
    }
  };
  return client;
}

interface HeldPoolConnection extends HeldConnection {
  client: pg.PoolClient;
}

/** What the server may still tell its connections once they are scoped. */
export interface ScopedConnections {
  /**
   * From now on every connection acts as the role of its work's scope (docs/decisions/groups.md,
   * "Row-level security"), said with the scope.
   */
  takeRoles(roles: ScopeRoles): void;
}

/**
 * The embedded database has one connection, which every piece of work shares: saying the scope and
 * running the work must not be split by another piece of work of another group. Each query, script
 * and transaction therefore runs in turn, after the scope it needs has been said.
 */
export function scopePgliteConnection(client: PGlite): ScopedConnections {
  let said = '';
  let roles: ScopeRoles | undefined;
  let turn: Promise<unknown> = Promise.resolve();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const { text, values, key } = scopeStatement(roles);
    const run = async () => {
      if (said !== key) {
        await query(text, values);
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
    takeRoles: (chosen) => {
      roles = chosen;
    },
  };
}
