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
  /** The claims of a token already verified and still valid, without waiting; else undefined. */
  verifiedBefore?(token: string): AccessClaims | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, from the verified access token; never from a cookie or the body (decisions §2). */
    auth: AccessClaims | null;
  }
}

/**
 * A route's `onRequest` check. Written with Fastify's `done` callback rather than as an async
 * function: a token this server has verified before is checked at once, without a promise and a
 * turn of the event loop on every request (docs/benchmarks.md).
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

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

/** What a guard checks once the caller is known; throws the refusal. */
type Rule = (request: FastifyRequest, who: AccessClaims) => void;

const bearer = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication token missing', 'TOKEN_MISSING');
  return match[1];
};

export function createGuards(tokens: AccessVerifier): Guards {
  /** A guard: verify the caller (at once when the token is known), then apply the rule. */
  /** Signs the caller in on the request and applies the rule: the refusal, if any. */
  const admit = (request: FastifyRequest, claims: AccessClaims, rule?: Rule): Error | undefined => {
    request.auth = claims;
    try {
      rule?.(request, claims);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  };
  /**
   * A guard: verify the caller (at once when the token is known), then apply the rule. `done` is
   * called once, outside any try, so an error further down the request is never reported twice.
   */
  const guard =
    (rule?: Rule): Guard =>
    (request, _reply, done) => {
      let token: string;
      let known: AccessClaims | undefined;
      try {
        token = bearer(request);
        known = tokens.verifiedBefore?.(token);
      } catch (error) {
        return done(error as Error);
      }
      if (known) return done(admit(request, known, rule));
      tokens.verifyAccess(token).then(
        (claims) => done(admit(request, claims, rule)),
        (error: Error) => done(error),
      );
    };
  const roles = (...allowed: Role[]): Guard =>
    guard((_request, who) => {
      if (!allowed.includes(who.role)) throw forbidden('Only an admin can do this.');
    });
  return {
    signedIn: guard(),
    roles,
    admin: roles('admin'),
    selfOrAdmin: (param) =>
      guard((request, who) => {
        if (who.role === 'admin') return;
        const value = (request.params as Record<string, string | undefined>)[param];
        if (value === undefined || Number(value) !== who.userId) {
          throw forbidden('You can only see your own records.');
        }
      }),
  };
}
