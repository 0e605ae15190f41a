import type { Clock } from '@links/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { type DataVersion, dataVersionOf } from '../db/data-version.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's JSON answer is kept and served again while the data has not changed. */
    keptAnswer?: boolean;
  }
}

/** How many answers are kept, and the largest kept. */
const MOST_ANSWERS = 2_000;
const LARGEST_ANSWER = 512 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Kept {
  version: string;
  body: string;
}

/** Answers by request, least recently used first (a Map keeps insertion order). */
export class KeptAnswers {
  readonly #answers = new Map<string, Kept>();

  get(key: string, version: string): string | undefined {
    const kept = this.#answers.get(key);
    if (!kept) return undefined;
    this.#answers.delete(key);
    if (kept.version !== version) return undefined;
    this.#answers.set(key, kept);
    return kept.body;
  }

  set(key: string, version: string, body: string): void {
    if (body.length > LARGEST_ANSWER) return;
    this.#answers.delete(key);
    this.#answers.set(key, { version, body });
    if (this.#answers.size > MOST_ANSWERS) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
  }

  get size(): number {
    return this.#answers.size;
  }
}

/**
 * The answer is the caller's (the guards have admitted them), the day's (figures such as days
 * late follow the clock) and the request's, with its query exactly as sent.
 */
const keyOf = (request: FastifyRequest, today: string) =>
  `${request.auth?.userId ?? '-'}:${request.auth?.role ?? '-'}:${today}:${request.url}`;

/** A caller asking for a fresh answer (`Cache-Control: no-cache`) gets one, which is then kept. */
const wantsFresh = (request: FastifyRequest) => /\bno-(cache|store)\b/i.test(request.headers['cache-control'] ?? '');

function keeping(handler: RouteHandlerMethod, version: DataVersion, clock: Clock, kept: KeptAnswers) {
  return async function keptHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const now = await version();
    const key = keyOf(request, clock.today());
    const body = wantsFresh(request) ? undefined : kept.get(key, now);
    if (body !== undefined) return reply.type(JSON_TYPE).send(body);
    const answer = await handler.call(this, request, reply);
    // A file streamed or an answer already sent (the CSV download) is not kept.
    if (answer === reply || reply.sent || answer === undefined || reply.statusCode !== 200) return answer;
    const serialized = String(reply.serialize(answer));
    kept.set(key, now, serialized);
    return reply.type(JSON_TYPE).send(serialized);
  };
}

/**
 * Reads marked `config: { keptAnswer: true }` (the lists) keep their JSON answer per caller and
 * request, and serve it again while the database's data version is unchanged (decisions, "Kept
 * answers"): a repeated read of unchanged data costs one version check instead of the list's
 * queries. Any commit, by this server or another on the same database, changes the version.
 * Registered before the routes; a database without a data version keeps nothing.
 */
export function registerKeptAnswers(app: FastifyInstance, db: DbOrTx, clock: Clock): KeptAnswers {
  const kept = new KeptAnswers();
  const version = dataVersionOf(db);
  if (!version) return kept;
  app.addHook('onRoute', (route) => {
    if (!route.config?.keptAnswer || route.method !== 'GET') return;
    route.handler = keeping(route.handler as RouteHandlerMethod, version, clock, kept) as RouteHandlerMethod;
  });
  return kept;
}
