import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@links/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import { unauthorized } from '../../lib/errors.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const ISSUER = 'links';

export interface AccessClaims {
  userId: number;
  role: Role;
}

/** The signing secret: from the environment, else generated once and kept in the data folder (decisions §2). */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
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

export function createTokenIssuer(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },

    /** Verifies with the algorithm pinned, so `alg: none` or another algorithm is refused. */
    async verifyAccess(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
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
