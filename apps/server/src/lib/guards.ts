import { AUDITOR_READ_ONLY_MESSAGE, type Office, officePermissions, type Role } from '@links/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRequestGroup } from '../db/group-context.js';
import { requestCookie } from './cookies.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/**
 * Who is calling: the user, their role and their office now
 * (docs/decisions/sessions.md, "Sessions and cookies"; docs/decisions/offices.md).
 */
export interface AccessClaims {
  userId: number;
  role: Role;
  office: Office;
}

/**
 * What a verified access token says: its user, the role written in it, its sign-in (`sid`) and the
 * group it acts in (`gid`; docs/decisions/groups.md, "The group of a request").
 */
export interface TokenClaims {
  userId: number;
  role: Role;
  sessionId: string;
  groupId: number;
}

/** The caller of a guarded request: the token's sign-in with the user's role and office now. */
export type CallerClaims = AccessClaims & { sessionId: string; groupId: number; groupSuspended?: boolean };

/** The user's role and office now, and whether they must change their password first. */
export interface CurrentAccess {
  role: Role;
  office: Office;
  /** An official set the password: until it is changed, only the own-account routes answer. */
  mustChangePassword: boolean;
  /** The group is suspended: it reads and downloads, and changes nothing of the group's. */
  groupSuspended: boolean;
}

/** docs/decisions/groups.md, "Suspended groups". */
export const GROUP_SUSPENDED =
  'This group is suspended: its records can be read and downloaded, and nothing can be changed.';

/**
 * Whether the caller reads what an admin reads: every member's records, the admin screens and
 * reports (docs/decisions/offices.md, "What each office may do"): the officials and the auditor.
 */
export const seesGroup = (who: Pick<AccessClaims, 'office'>): boolean =>
  officePermissions[who.office].readsGroup;

/** What the guards need of the token issuer (modules/auth/tokens.ts). */
export interface AccessVerifier {
  verifyAccess(token: string): Promise<TokenClaims>;
  /** The claims of a token already verified and still valid, without waiting; else undefined. */
  verifiedBefore?(token: string): TokenClaims | undefined;
}

/** What the guards need of the sign-ins (modules/auth/sessions.ts). */
export interface SessionCheck {
  /** The user's role and office now, while the sign-in is live and the user exists; else undefined. */
  currentAccess(userId: number, sessionId: string): Promise<CurrentAccess | undefined>;
}

/** docs/decisions/passwords.md, "A password set by an official". */
export const PASSWORD_CHANGE_REQUIRED = 'Please change the password you were given before going on.';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, from the verified access token and the sign-in it belongs to; never from the
     * `user` cookie or the body (docs/decisions/sessions.md, "Tokens").
     */
    auth: CallerClaims | null;
  }
}

/**
 * The cookie that carries the access token for the web app
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
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
  /** Admins only: the officials; to read, the auditor too. */
  admin: Guard;
  /**
   * The member named by a path parameter, or an admin (docs/decisions/access.md, "Admins and members"); to
   * read, the auditor too.
   */
  selfOrAdmin(param: string): Guard;
  /**
   * Any signed-in user, also one who must still change a password an official set, and the
   * auditor changing their own password: only the own-account routes (`GET /me`,
   * `POST /me/password`). Every other guard refuses them (docs/decisions/passwords.md, "A
   * password set by an official"; docs/decisions/offices.md, "The auditor changes nothing").
   */
  ownAccount: Guard;
  /**
   * Any signed-in user changing what is theirs alone, not the group's: their inbox's marks and
   * their message preferences. Every office, the auditor too; not before a password an official
   * set is changed (docs/decisions/notifications.md, "The inbox").
   */
  ownRecords: Guard;
}

/** The caller of a route behind a guard. */
export function caller(request: FastifyRequest): CallerClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** What a guard checks once the caller is known; throws the refusal. */
type Rule = (request: FastifyRequest, who: AccessClaims, reads: boolean) => void;

const TOKEN_MISSING = () => unauthorized('Authentication token missing', 'TOKEN_MISSING');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The access token: the bearer header (API clients, the spec) or else the `access_token` cookie
 * (the web app). A change sent with the cookie must carry the app's header and must not be marked
 * by the browser as coming from another site (docs/decisions/sessions.md, "Sessions and cookies").
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
   * and office now. A user who must change their password first is refused unless the route is
   * one of their own account's.
   */
  const identify = async (
    known: TokenClaims | undefined,
    token: string,
    ownAccount: boolean,
  ): Promise<CallerClaims> => {
    const claims = known ?? (await tokens.verifyAccess(token));
    // Everything the request reads or writes from here on is the token's group's.
    setRequestGroup(claims.groupId);
    const access = await sessions.currentAccess(claims.userId, claims.sessionId);
    if (!access) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
    if (access.mustChangePassword && !ownAccount) {
      throw forbidden(PASSWORD_CHANGE_REQUIRED, 'PASSWORD_CHANGE_REQUIRED');
    }
    return {
      userId: claims.userId,
      sessionId: claims.sessionId,
      groupId: claims.groupId,
      role: access.role,
      office: access.office,
      groupSuspended: access.groupSuspended,
    };
  };
  /**
   * Signs the caller in on the request and applies the rule: the refusal, if any. Every guarded
   * change first needs an office that changes something: an auditor's is refused here, whatever the
   * route (docs/decisions/offices.md, "The auditor changes nothing").
   */
  const admit = (
    request: FastifyRequest,
    claims: CallerClaims,
    anyOffice: boolean,
    rule?: Rule,
  ): Error | undefined => {
    request.auth = claims;
    try {
      const reads = SAFE_METHODS.has(request.method);
      const permissions = officePermissions[claims.office];
      if (!reads && !anyOffice && !permissions.writesGroup && !permissions.writesOwn) {
        throw forbidden(AUDITOR_READ_ONLY_MESSAGE, 'READ_ONLY_OFFICE');
      }
      // docs/decisions/groups.md, "Suspended groups": only one's own account still changes.
      if (!reads && !anyOffice && claims.groupSuspended) {
        throw new AppError(423, 'GROUP_SUSPENDED', GROUP_SUSPENDED);
      }
      rule?.(request, claims, reads);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  };
  const guard =
    (rule?: Rule, ownAccount = false, anyOffice = ownAccount): Guard =>
    (request, _reply, done) => {
      let token: string;
      let known: TokenClaims | undefined;
      try {
        token = presentedToken(request);
        known = tokens.verifiedBefore?.(token);
      } catch (error) {
        return done(error as Error);
      }
      identify(known, token, ownAccount).then(
        (claims) => done(admit(request, claims, anyOffice, rule)),
        (error: Error) => done(error),
      );
    };
  /** An admin's reads: the offices that read the group; an admin's changes: those that change it. */
  const actsAsAdmin = (who: AccessClaims, reads: boolean) =>
    reads ? seesGroup(who) : officePermissions[who.office].writesGroup;
  return {
    signedIn: guard(),
    ownAccount: guard(undefined, true),
    ownRecords: guard(undefined, false, true),
    admin: guard((_request, who, reads) => {
      if (!actsAsAdmin(who, reads)) throw forbidden('Only an admin can do this.');
    }),
    selfOrAdmin: (param) =>
      guard((request, who, reads) => {
        if (actsAsAdmin(who, reads)) return;
        const value = (request.params as Record<string, string | undefined>)[param];
        if (value === undefined || Number(value) !== who.userId) {
          throw forbidden('You can only see your own records.');
        }
      }),
  };
}
