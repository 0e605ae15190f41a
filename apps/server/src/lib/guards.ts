import type { Role } from '@links/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';

/** Who is calling: the claims of a verified access token. */
export interface AccessClaims {
  userId: number;
  role: Role;
}

/** What the guards need of the token issuer (modules/auth/tokens.ts). */
export interface AccessVerifier {
  verifyAccess(token: string): Promise<AccessClaims>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, from the verified access token; never from a cookie or the body (decisions §2). */
    auth: AccessClaims | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** Any signed-in user. */
  signedIn: Guard;
  /** Admins only. */
  admin: Guard;
  /** The member named by a path parameter, or an admin (decisions §3). */
  selfOrAdmin(param: string): Guard;
  /** Signed in with one of these roles. */
  roles(...allowed: Role[]): Guard;
}

/** The caller of a route behind a guard. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function createGuards(tokens: AccessVerifier): Guards {
  const signedIn: Guard = async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Authentication token missing', 'TOKEN_MISSING');
    request.auth = await tokens.verifyAccess(match[1]);
  };
  const roles =
    (...allowed: Role[]): Guard =>
    async (request, reply) => {
      await signedIn(request, reply);
      if (!allowed.includes(caller(request).role)) throw forbidden('Only an admin can do this.');
    };
  return {
    signedIn,
    roles,
    admin: roles('admin'),
    selfOrAdmin: (param) => async (request, reply) => {
      await signedIn(request, reply);
      const who = caller(request);
      if (who.role === 'admin') return;
      const value = (request.params as Record<string, string | undefined>)[param];
      if (value === undefined || Number(value) !== who.userId) {
        throw forbidden('You can only see your own records.');
      }
    },
  };
}
