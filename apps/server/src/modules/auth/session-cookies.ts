import type { LoginAnswer, SessionUser } from '@links/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieHeader, requestCookie } from '../../lib/cookies.js';
import { ACCESS_COOKIE, refuseCrossSite } from '../../lib/guards.js';
import { REFRESH_TOKEN_DAYS } from './tokens.js';

/*
 * The spec's three cookies, set and cleared by the server
 * (docs/decisions/sessions.md, "Sessions and cookies"): the tokens HttpOnly, the user record readable by the
 * web app, which takes the role from it; SameSite=Strict; Secure exactly when the request came over HTTPS.
 */

export const USER_COOKIE = 'user';
export const REFRESH_COOKIE = 'refresh_token';
const NAMES = [USER_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE] as const;
/** As long as the refresh token lives; the access token inside its cookie expires sooner. */
const KEPT_SECONDS = REFRESH_TOKEN_DAYS * 86_400;

/**
 * HTTPS directly, or per `X-Forwarded-Proto` from a proxy the app trusts (Fastify's
 * `request.protocol` follows the `trustProxy` setting): a cookie marked Secure on plain HTTP would
 * be dropped by the browser, and one not marked Secure on HTTPS could leak to plain HTTP.
 */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the three cookies of a new or renewed sign-in. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, answer: LoginAnswer): void {
  const secure = overHttps(request);
  const kept = { maxAge: KEPT_SECONDS, secure };
  reply.header('set-cookie', [
    cookieHeader(USER_COOKIE, encodeURIComponent(JSON.stringify(answer.user)), { ...kept, httpOnly: false }),
    cookieHeader(ACCESS_COOKIE, answer.access_token, { ...kept, httpOnly: true }),
    cookieHeader(REFRESH_COOKIE, answer.refresh_token, { ...kept, httpOnly: true }),
  ]);
}

/** Renews only the user record, after a change of what it says (a password changed). */
export function setUserCookie(request: FastifyRequest, reply: FastifyReply, user: SessionUser): void {
  reply.header(
    'set-cookie',
    cookieHeader(USER_COOKIE, encodeURIComponent(JSON.stringify(user)), {
      maxAge: KEPT_SECONDS,
      secure: overHttps(request),
      httpOnly: false,
    }),
  );
}

/** Removes the three cookies: on sign-out and when a refresh is refused. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = overHttps(request);
  reply.header(
    'set-cookie',
    NAMES.map((name) => cookieHeader(name, '', { maxAge: 0, secure, httpOnly: name !== USER_COOKIE })),
  );
}

/**
 * The refresh token of /token/refresh and /logout: the body's (API clients), else the cookie's
 * (the web app), which only the app's own page may send.
 */
export function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  if (fromBody !== undefined) return fromBody;
  const cookie = requestCookie(request, REFRESH_COOKIE);
  if (cookie !== undefined) refuseCrossSite(request);
  return cookie;
}
