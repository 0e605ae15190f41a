import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';
import { unauthorized } from '../../lib/errors.js';
import type { AccessClaims } from '../../lib/guards.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const ISSUER = 'links';

export type { AccessClaims };

/**
 * The signing secret (decisions §2): from the environment; else, on PostgreSQL, one secret kept in
 * the database and shared by every server on it (the first server to start creates it); else,
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

/** Signs and verifies access tokens, reading the time from the server's clock (decisions §10). */
export function createTokenIssuer(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(clock.now())
        .setExpirationTime(new Date(clock.now().getTime() + ACCESS_TOKEN_SECONDS * 1000))
        .sign(key);
    },

    /** Verifies with the algorithm pinned, so `alg: none` or another algorithm is refused. */
    async verifyAccess(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(userId) || (role !== 'admin' && role !== 'member')) {
          throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
        }
        return { userId, role };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw unauthorized('The access token has expired.', 'TOKEN_EXPIRED');
        }
        throw unauthorized('The access token is not valid.', 'TOKEN_INVALID');
      }
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

/** A refresh token is 256 random bits; only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
