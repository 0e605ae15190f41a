import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * docs/decisions/speed.md, "Statements planned once a connection": every statement the application
 * sends with its values goes as a named statement, named after its text, so that each connection has
 * PostgreSQL parse and plan it once and then only binds and runs it.
 */

/** How many statements one connection keeps; past them, statements go unnamed as before. */
const MOST_A_CONNECTION = 2000;
/** A statement longer than this (a long list of values written out) is not kept. */
const LONGEST = 8000;
/** Names worked out so far, by text, shared by the connections (bounded as each connection is). */
const nameByText = new Map<string, string>();

function nameOf(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (nameByText.size < MOST_A_CONNECTION * 4) nameByText.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text: string;
  name?: string;
}

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

const named = new WeakSet<pg.PoolClient>();

/** Names the statements `client` is given from now on (once a connection). */
export function nameStatements(client: pg.PoolClient): void {
  if (named.has(client)) return;
  named.add(client);
  const kept = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) => {
      if (!isConfig(config) || config.name || config.text.length > LONGEST) return query(config, ...rest);
      const name = nameOf(config.text);
      if (!kept.has(name)) {
        if (kept.size >= MOST_A_CONNECTION) return query(config, ...rest);
        kept.add(name);
      }
      return query({ ...config, name }, ...rest);
    },
  });
}
