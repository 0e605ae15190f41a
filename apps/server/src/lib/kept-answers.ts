import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Clock } from '@links/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { type DataVersion, dataVersionOf } from '../db/data-version.js';
import { currentScope } from '../db/group-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's JSON answer is kept and served again while the data has not changed. */
    keptAnswer?: boolean;
  }
}

/** How many answers are kept, and the largest kept. */
const MOST_ANSWERS = 2_000;
const LARGEST_ANSWER = 512 * 1024;
/** What all the kept answers may hold at once: 32 M characters and compressed bytes. */
const MOST_HELD = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The API's compression: brotli at a light setting, else gzip, for answers of 1 KB or more. */
export const BROTLI_QUALITY = 4;
export const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip';

interface Kept {
  version: string;
  body: string;
  /** The body compressed, by encoding, made the first time a caller accepts it. */
  compressed?: Partial<Record<Encoding, Buffer>>;
}

/** The encoding to answer in: brotli, else gzip, of those the caller accepts (`q=0` refuses one). */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const compress = (body: string, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);

/** Answers by request, least recently used first (a Map keeps insertion order). */
export class KeptAnswers {
  readonly #answers = new Map<string, Kept>();
  /** What the kept answers hold: their bodies' characters and their compressed bytes. */
  #held = 0;

  get(key: string, version: string): string | undefined {
    return this.#read(key, version)?.body;
  }

  /** The kept body compressed for `encoding`, compressed once. */
  compressed(key: string, version: string, encoding: Encoding): Buffer | undefined {
    const kept = this.#read(key, version);
    if (!kept) return undefined;
    kept.compressed ??= {};
    let packed = kept.compressed[encoding];
    if (!packed) {
      packed = compress(kept.body, encoding);
      kept.compressed[encoding] = packed;
      this.#held += packed.length;
      this.#trim();
    }
    return packed;
  }

  set(key: string, version: string, body: string): void {
    if (body.length > LARGEST_ANSWER) return;
    this.#forget(key);
    this.#answers.set(key, { version, body });
    this.#held += body.length;
    this.#trim();
  }

  get size(): number {
    return this.#answers.size;
  }

  get held(): number {
    return this.#held;
  }

  /** The answer read under `version`, now the most recently used; one read under another is dropped. */
  #read(key: string, version: string): Kept | undefined {
    const kept = this.#answers.get(key);
    if (!kept) return undefined;
    this.#answers.delete(key);
    if (kept.version !== version) {
      this.#held -= heldBy(kept);
      return undefined;
    }
    this.#answers.set(key, kept);
    return kept;
  }

  #forget(key: string): void {
    const kept = this.#answers.get(key);
    if (!kept) return;
    this.#answers.delete(key);
    this.#held -= heldBy(kept);
  }

  /** Forgets the least recently used answers while there are too many or they hold too much. */
  #trim(): void {
    while (this.#answers.size > MOST_ANSWERS || this.#held > MOST_HELD) {
      const oldest = this.#answers.keys().next().value;
      if (oldest === undefined) return;
      this.#forget(oldest);
    }
  }
}

const heldBy = (kept: Kept) =>
  kept.body.length + (kept.compressed?.br?.length ?? 0) + (kept.compressed?.gzip?.length ?? 0);

/**
 * The answer is the group's and the caller's (the guards have admitted them), the day's (figures
 * such as days late follow the clock) and the request's, with its query exactly as sent.
 */
const keyOf = (request: FastifyRequest, today: string) =>
  `${currentScope().groupId ?? '-'}:${request.auth?.userId ?? '-'}:${request.auth?.office ?? '-'}:${today}:${request.url}`;

/** A caller asking for a fresh answer (`Cache-Control: no-cache`) gets one, which is then kept. */
const wantsFresh = (request: FastifyRequest) =>
  /\bno-(cache|store)\b/i.test(request.headers['cache-control'] ?? '');

/** Sends a kept body, compressed once per encoding when the caller accepts one. */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswers,
  key: string,
  version: string,
) {
  const body = kept.get(key, version);
  if (body === undefined) return undefined;
  reply.type(JSON_TYPE);
  const encoding =
    body.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : undefined;
  const packed = encoding && kept.compressed(key, version, encoding);
  if (!encoding || !packed) return reply.send(body);
  // Already compressed: the compression hook leaves an answer with its encoding set alone.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(packed);
}

function keeping(handler: RouteHandlerMethod, version: DataVersion, clock: Clock, kept: KeptAnswers) {
  return async function keptHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const now = await version();
    const key = keyOf(request, clock.today());
    const sent = wantsFresh(request) ? undefined : sendKept(request, reply, kept, key, now);
    if (sent) return sent;
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
 * request, and serve it again while the database's data version is unchanged
 * (docs/decisions/lists.md, "Kept list answers"): a repeated read of unchanged data costs one version check
 * instead of the list's queries. Any commit of the group's rows, by this server or another on the same database,
 * changes the version (docs/decisions/groups.md, "Kept answers per group"). Registered before the
 * routes; a database without a data version keeps nothing.
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
