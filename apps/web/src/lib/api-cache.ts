/**
 * The service worker's copy of the API's answers (docs/decisions/offline.md, "Reading offline"):
 * what it keeps, under which name, and how the web forgets it. The build's service worker
 * (vite.config.ts) and the web read these same values.
 */

/** The Cache Storage cache of the API's answers. */
export const API_CACHE = 'links-api';

/**
 * The API addresses whose GET answers are kept: everything under /api/links/ except signing in and
 * out, the tokens, passwords, setup, invitations and sign-ups, whose answers are nobody's to
 * read again. Tested against the full address (Workbox matches a RegExp route on `url.href`).
 */
export const KEPT_API_ANSWERS =
  /\/api\/links\/(?!(?:login|logout|token\/refresh|me\/password|me\/group|setup|signup|invitations|password-resets)(?:[/?#]|$))/;

/** The header the service worker writes on the copy it keeps: when the answer arrived (ms). */
export const SAVED_AT_HEADER = 'x-links-saved-at';

/**
 * Deletes the kept answers, so that one person's figures do not stay on a shared phone after them:
 * at sign-out, at a sign-in and when the sign-in moves to another group. Nothing to do where the
 * browser has no Cache Storage (a page over plain HTTP on the LAN, which has no service worker).
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
