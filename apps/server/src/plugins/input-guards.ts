import type { FastifyInstance } from 'fastify';
import { invalidField, notFound } from '../lib/errors.js';

/** Ids are PostgreSQL `integer`s (docs/decisions/wire.md, "Ids"). */
export const MAX_ID = 2_147_483_647;

/** The path of the first string holding a NUL character, as `items.0.comment`, if any. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks every request before its route's own validation, in one place for the whole API:
 * - text holding a NUL character (which PostgreSQL cannot store) is a 422 naming the field;
 * - a whole-number id in the path beyond the integer column's range names nothing: 404.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // A hook with `done` rather than a promise: it runs on every request (docs/benchmarks.md).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkInput(request.params, request.query, request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function checkInput(params: unknown, query: unknown, body: unknown): void {
  for (const [part, value] of [
    ['params', params],
    ['query', query],
    ['body', body],
  ] as const) {
    const field = findNul(value);
    if (field !== undefined) throw invalidField(field || part, 'must not contain NUL characters');
  }
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && /^\d+$/.test(value) && Number(value) > MAX_ID) {
      throw notFound(`Nothing has ${name} ${value}.`);
    }
  }
}
