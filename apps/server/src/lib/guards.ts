import type { Role } from '@links/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookie } from './cookies.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/** Who is calling: the user and their role now (docs/decisions.md, "Sessions and cookies"). */
export interface AccessClaims {
  userId: number;
  role: Role;
}

/** What a verified access token says: its user, the role written in it, and its sign-in (`sid`). */
export interface TokenClaims extends AccessClaims {
  sessionId: string;
}

/** What the guards need of the token issuer (modules/auth/tokens.ts). */
export interface AccessVerifier {
  verifyAccess(token: string): Promise<TokenClaims>;
  /** The claims of a token already verified and still valid, without waiting; else undefined. */
  verifiedBefore?(token: string): TokenClaims | undefined;
}

/** What a live sign-in's user is now. */
export interface SessionState {
  role: Role;
  /** An official set the password: until it is changed, only the own-account routes answer. */
  mustChangePassword: boolean;
}

/** What the guards need of the sign-ins (modules/auth/sessions.ts). */
export interface SessionCheck {
  /** The user's role and password state now, while the sign-in is live and the user exists; else undefined. */
  current(userId: number, sessionId: string): Promise<SessionState | undefined>;
}

/** docs/decisions/passwords.md, "A password set by an official". */
export const PASSWORD_CHANGE_REQUIRED = 'Please change the password you were given before going on.';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, from the verified access token and the sign-in it belongs to; never from the
     * `user` cookie or the body (decisions §2).
     */
    auth: TokenClaims | null;
  }
}

/** The cookie that carries the access token for the web app (docs/decisions.md, "Sessions and cookies"). */
export const ACCESS_COOKIE = 'access_token';
/** The header the web app sends with every call, which a page of another origin cannot send. */
export const APP_REQUEST_HEADER = 'x-requested-with';

/**
 * A route's `onRequest` check, written with Fastify's `done` callback: `done` is called once,
 * outside any try, so an error further down the request is never reported twice.
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
  /**
   * Any signed-in user, also one who must still change a password an official set: only the
   * own-account routes (`GET /me`, `POST /me/password`). Every other guard refuses them
   * (docs/decisions/passwords.md, "A password set by an official").
   */
  ownAccount: Guard;
}

/** The caller of a route behind a guard. */
export function caller(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** What a guard checks once the caller is known; throws the refusal. */
type Rule = (request: FastifyRequest, who: AccessClaims) => void;

const TOKEN_MISSING = () => unauthorized('Authentication token missing', 'TOKEN_MISSING');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The access token: the bearer header (API clients, the spec) or else the `access_token` cookie
 * (the web app). A change sent with the cookie must carry the app's header and must not be marked
 * by the browser as coming from another site (docs/decisions.md, "Sessions and cookies").
 */
function presentedToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw TOKEN_MISSING();
    return match[1];
  }
  const cookie = requestCookie(request, ACCESS_COOKIE);
  if (!cookie) throw TOKEN_MISSING();
  if (!SAFE_METHODS.has(request.method)) refuseCrossSite(request);
  return cookie;
}

/** A change carried by the browser's cookies that another page could have caused: 403. */
export function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (
    !request.headers[APP_REQUEST_HEADER] ||
    (site !== undefined && site !== 'same-origin' && site !== 'none')
  ) {
    throw new AppError(403, 'CROSS_SITE_REFUSED', 'This change must be sent from the Links app itself.');
  }
}

export function createGuards(tokens: AccessVerifier, sessions: SessionCheck): Guards {
  /**
   * The caller: a verified token (at once when known) whose sign-in is live, with the user's role
   * now. A user who must change their password first is refused unless the route is one of their
   * own account's.
   */
  const identify = async (
    known: TokenClaims | undefined,
    token: string,
    pendingPasswordAllowed: boolean,
  ): Promise<TokenClaims> => {
    const claims = known ?? (await tokens.verifyAccess(token));
    const state = await sessions.current(claims.userId, claims.sessionId);
    if (!state) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
    if (state.mustChangePassword && !pendingPasswordAllowed) {
      throw forbidden(PASSWORD_CHANGE_REQUIRED, 'PASSWORD_CHANGE_REQUIRED');
    }
    return state.role === claims.role ? claims : { ...claims, role: state.role };
  };
  /** Signs the caller in on the request and applies the rule: the refusal, if any. */
  const admit = (request: FastifyRequest, claims: TokenClaims, rule?: Rule): Error | undefined => {
    request.auth = claims;
    try {
      rule?.(request, claims);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  };
  const guard =
    (rule?: Rule, pendingPasswordAllowed = false): Guard =>
    (request, _reply, done) => {
      let token: string;
      let known: TokenClaims | undefined;
      try {
        token = presentedToken(request);
        known = tokens.verifiedBefore?.(token);
      } catch (error) {
        return done(error as Error);
      }
      identify(known, token, pendingPasswordAllowed).then(
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
    ownAccount: guard(undefined, true),
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
