import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { DEFAULT_GROUP_ID } from '../../db/group-context.js';
import { appSecrets } from '../../db/schema.js';
import { unauthorized } from '../../lib/errors.js';
import type { TokenClaims } from '../../lib/guards.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const ISSUER = 'links';

export type { TokenClaims };

/**
 * The signing secret (docs/decisions/sessions.md, "Tokens"): from the environment; else, on PostgreSQL, one
 * secret kept in the database and shared by every server on it (the first server to start creates it); else,
 * on the embedded database, generated once into the data folder, which one process owns.
 */
export async function resolveJwtSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (database.kind === 'postgres') return sharedSecret(database.db, 'jwt');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** A secret of the database: created once (the first writer wins), then read by everyone. */
async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The ${name} secret could not be stored`);
  return row.value;
}

/** How many verified access tokens a server remembers (a few per active session). */
const VERIFIED_KEPT = 10_000;

/**
 * Access tokens this server has verified, with their claims and expiry. A token is a fixed string:
 * once its signature and claims checked out, presenting the same string again needs only the
 * expiry checked against the clock. Checking the signature each time cost more CPU than the rest
 * of a one-query request (docs/benchmarks.md). The oldest go first when it is full.
 */
class VerifiedTokens {
  private readonly kept = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  find(token: string, now: Date): TokenClaims | undefined {
    const found = this.kept.get(token);
    if (!found) return undefined;
    if (found.expiresAt <= Math.floor(now.getTime() / 1000)) {
      this.kept.delete(token);
      throw unauthorized('The access token has expired.', 'TOKEN_EXPIRED');
    }
    return found.claims;
  }

  keep(token: string, claims: TokenClaims, expiresAt: number): void {
    if (this.kept.size >= VERIFIED_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(token, { claims, expiresAt });
  }
}

/**
 * Signs and verifies access tokens, reading the time from the server's clock
 * (docs/decisions/clock.md, "Time and background work").
 */
export function createTokenIssuer(secret: string, clock: Clock) {
  // Both synchronous, on node:crypto: an HMAC over a few hundred bytes costs microseconds, where a
  // WebCrypto call went through a job and a promise and cost more than the rest of a one-query
  // request for each token a server had not seen yet (docs/benchmarks.md, "Many groups: the token's
  // signature").
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // The times are checked below against the server's clock, which the verifier cannot read.
  const verifySigned = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'iat', 'sub', 'iss'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  const verified = new VerifiedTokens();

  return {
    /**
     * The spec's claims (docs/decisions/sessions.md, "Cookies") and `sid`, the sign-in the token belongs to
     * (docs/decisions/sessions.md, "Sessions and cookies").
     */
    async signAccess(claims: TokenClaims): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return sign({
        role: claims.role,
        sid: claims.sessionId,
        gid: claims.groupId,
        sub: String(claims.userId),
        iss: ISSUER,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_SECONDS,
      });
    },

    /** A token verified before and not yet expired (an expired one is a 401); undefined when new. */
    verifiedBefore(token: string): TokenClaims | undefined {
      return verified.find(token, clock.now());
    },

    /**
     * Verifies with the algorithm pinned, so `alg: none` or another algorithm is refused, and every
     * claim this server writes required: a token without an expiry, an issue time, a subject, a
     * session or this issuer is not one of ours.
     */
    async verifyAccess(token: string): Promise<TokenClaims> {
      const now = clock.now();
      const known = verified.find(token, now);
      if (known) return known;
      let payload: Payload;
      try {
        payload = verifySigned(token) as Payload;
      } catch {
        throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
      }
      const seconds = Math.floor(now.getTime() / 1000);
      const { exp, iat, nbf } = payload;
      if (!isTime(exp) || !isTime(iat) || (nbf !== undefined && !isTime(nbf))) {
        throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
      }
      if (exp <= seconds) throw unauthorized('The access token has expired.', 'TOKEN_EXPIRED');
      if (nbf !== undefined && nbf > seconds) {
        throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
      }
      const claims = claimsOf(payload);
      // Only tokens as this server signs them: no not-before time.
      if (nbf === undefined) verified.keep(token, claims, exp);
      return claims;
    },
  };
}

/** A verified token's payload: the registered claims and ours, of any type until checked. */
type Payload = Record<string, unknown> & { sub?: unknown; exp?: unknown; iat?: unknown; nbf?: unknown };

/** A time claim: whole seconds since 1970. */
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The claims of a verified payload, or a refusal when one is missing or of the wrong kind. */
function claimsOf(payload: Payload): TokenClaims {
  const sub = typeof payload.sub === 'string' ? payload.sub : '';
  const userId = /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : Number.NaN;
  const { role, sid } = payload;
  // A token signed before groups existed acts in the default group.
  const groupId = payload.gid === undefined ? DEFAULT_GROUP_ID : payload.gid;
  if (
    !(userId <= MAX_ID) ||
    typeof groupId !== 'number' ||
    !Number.isInteger(groupId) ||
    groupId < 1 ||
    groupId > MAX_ID ||
    (role !== 'admin' && role !== 'member') ||
    typeof sid !== 'string' ||
    !UUID.test(sid)
  ) {
    throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
  }
  return { userId, role, sessionId: sid, groupId };
}

/** The users' id column is a 32-bit integer; a larger subject names no one. */
const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

/**
 * A refresh token is 256 random bits after its group's number (`<group>.<random>`): a refresh names
 * no group but by its token, which is then looked up among that group's sign-ins only
 * (docs/decisions/groups.md, "The group of a request"). Only its hash is stored.
 */
export function newRefreshToken(groupId: number): { token: string; hash: string } {
  const token = `${groupId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashRefreshToken(token) };
}

/** The group a refresh token names; a token from before groups existed is the default group's. */
export function groupOfRefreshToken(token: string): number {
  const named = /^([1-9]\d{0,9})\./.exec(token);
  const groupId = named ? Number(named[1]) : DEFAULT_GROUP_ID;
  return groupId <= MAX_ID ? groupId : DEFAULT_GROUP_ID;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
