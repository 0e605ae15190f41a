import { isLoginAnswer, paths } from '@links/domain/plain';
import { currentLanguage, i18n } from '../i18n';
import { ERROR_MESSAGES, GENERAL_CODES } from './error-messages';
import { noteAnswer } from './offline';
import { hasSession, sessionChanged } from './session';

export const API_BASE = '/api/links';
export const TOKEN_MISSING = 'Authentication token missing';

/**
 * A failed call, carrying the server's message when there is one (docs/decisions/wire.md, "Error answers").
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }

  /** The server's message for this field, if it named one. */
  field(name: string): string | undefined {
    const fields = this.body?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>)[name] : undefined;
  }
}

/**
 * The server's message if it sent one, else the screen's default (docs/spec/errors.md, "Forms"); in
 * another language than English, the words of the refusal's code (docs/decisions/languages.md,
 * "Refusals in the user's language").
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0) {
    const body = error.body;
    const said = body && typeof body.message === 'string' && body.message ? body.message : null;
    return inUsersLanguage(body?.code, said) ?? said ?? fallback;
  }
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * A refusal in the language on screen: English shows the server's own sentence (the spec's words);
 * Kiswahili shows its code's words, and for a code that stands for many refusals the server's
 * sentence after them. Null when there is nothing to translate (English, or a code not known).
 */
function inUsersLanguage(code: unknown, said: string | null): string | null {
  if (currentLanguage() === 'en' || typeof code !== 'string' || !Object.hasOwn(ERROR_MESSAGES, code))
    return null;
  const words = i18n.t(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]);
  if (!GENERAL_CODES.has(code) || !said) return words;
  return i18n.t('errors.withDetail', { message: words, detail: said });
}

/**
 * A file's words in the language on screen: `lang=sw` added to its query in Kiswahili
 * (docs/decisions/languages.md, "Documents"); English is the server's default.
 */
export function inFileLanguage(path: string): string {
  const language = currentLanguage();
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

let onSignedOut: () => void = () => window.location.assign('/login');
/** The router registers how to leave for /login without a full reload. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

async function parse(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * One call. The browser sends the session cookies itself (same origin); the header tells the
 * server the call comes from this app, which a page of another origin cannot send
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  // A form's file goes as multipart/form-data, whose boundary the browser writes itself.
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('content-type', 'application/json');
  headers.set('x-requested-with', 'links');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(i18n.t('errors.unreachable'), 0, null);
  }
  // From the server, or the service worker's copy (docs/decisions/offline.md, "Reading offline").
  noteAnswer(init.method ?? 'GET', response);
  return response;
}

/**
 * How an answer is checked before anyone uses it: a shared zod schema, or (on the first screen,
 * which loads without the schema library) a type guard of `@links/domain/plain`.
 */
export type AnswerCheck<T> =
  | { safeParse(value: unknown): { success: true; data: T } | { success: false; error?: unknown } }
  | ((value: unknown) => value is T);

/** Raised when the server's answer does not match its contract (decisions: "An answer that breaks its contract"). */
export const answerNotUnderstood = (path: string) =>
  new ApiError(
    `The server's answer to ${path} was not understood. Reload the page; if it happens again, tell the admin.`,
    0,
    null,
  );

/**
 * The answer, once it passed its check. One that does not is never shown: the call fails with
 * `answerNotUnderstood`, which the screen reports like any failed call, and the details of the
 * mismatch go to the console for whoever investigates.
 */
function checked<T>(check: AnswerCheck<T>, answer: unknown, path: string): T {
  const route = path.split('?')[0] ?? path;
  if (typeof check === 'function') {
    if (check(answer)) return answer;
    console.error(`The answer to ${route} does not match its contract.`);
  } else {
    const parsed = check.safeParse(answer);
    if (parsed.success) return parsed.data;
    console.error(
      `The answer to ${route} does not match its contract:`,
      'error' in parsed ? parsed.error : undefined,
    );
  }
  throw answerNotUnderstood(route);
}

/** The JSON body of a successful answer; a refusal becomes an ApiError with the server's message. */
async function bodyOf(response: Response): Promise<unknown> {
  const body = await parse(response);
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, body);
  }
  return body;
}

/** How a refresh ended: new tokens, a refused sign-in, or no token in the browser at all. */
type Refresh = 'renewed' | 'ended' | 'missing';

let refreshing: Promise<Refresh> | null = null;
/** Counts the refreshes that renewed the tokens, so a call can tell one happened while it waited. */
let renewals = 0;

/**
 * One refresh at a time, through the refresh cookie: parallel calls that all got a 401 share it
 * (docs/decisions/sessions.md, "Cookies").
 */
function refreshOnce(): Promise<Refresh> {
  refreshing ??= (async (): Promise<Refresh> => {
    const response = await send(paths.refreshToken, { method: 'POST' });
    if (!response.ok) {
      const body = await parse(response);
      return body?.code === 'TOKEN_MISSING' ? 'missing' : 'ended';
    }
    if (!isLoginAnswer(await parse(response))) return 'ended';
    renewals += 1;
    sessionChanged();
    return 'renewed';
  })()
    .catch((): Refresh => 'ended')
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** A JSON call through `fetcher`, its answer checked against `check`. */
const checkedCall =
  (fetcher: (path: string, init: RequestInit) => Promise<Response>) =>
  async <T>(check: AnswerCheck<T>, path: string, method = 'GET', body?: unknown): Promise<T> =>
    checked(check, await bodyOf(await fetcher(path, jsonInit(method, body))), path);

/** A call that needs no sign-in (login, setup), its answer checked. */
export const publicRequest = checkedCall((path, init) => send(path, init));

/** A call that needs no sign-in and whose answer carries nothing to read (logout). */
export async function publicSend(path: string, method: string, body?: unknown): Promise<void> {
  await bodyOf(await send(path, jsonInit(method, body)));
}

/**
 * A signed-in call's response. Without a sign-in (no user record) it does not call at all. On a
 * 401 it refreshes the tokens once and retries; if the refresh is refused, the server has cleared
 * the cookies and the user is sent to /login. A browser holding no token at all is told so.
 */
async function authorizedFetch(path: string, init: RequestInit): Promise<Response> {
  if (!hasSession()) throw new ApiError(TOKEN_MISSING, 0, null);
  const renewalsBefore = renewals;
  let response = await send(path, init);
  if (response.status === 401) {
    // A call sent before another one renewed the tokens only needs sending again, not a second
    // refresh (which would rotate the refresh token again, or trip reuse detection).
    const refresh = renewals !== renewalsBefore ? 'renewed' : await refreshOnce();
    if (refresh === 'missing') throw new ApiError(TOKEN_MISSING, 0, null);
    if (refresh === 'renewed') response = await send(path, init);
    if (response.status === 401) {
      sessionChanged();
      onSignedOut();
    }
  }
  return response;
}

/**
 * A signed-in call whose answer is checked against the shared wire contract: the response is
 * parsed, never trusted, so a server that drifts from the contract fails loudly here.
 */
export const requestParsed = checkedCall(authorizedFetch);

/** A signed-in upload of a form (a statement file and its fields), its answer parsed like requestParsed. */
export async function requestUpload<T>(check: AnswerCheck<T>, path: string, form: FormData): Promise<T> {
  return checked(check, await bodyOf(await authorizedFetch(path, { method: 'POST', body: form })), path);
}

/**
 * A signed-in GET of a file (a CSV or PDF statement) with the name the server gives it
 * (`Content-Disposition: attachment; filename="…"`); a refusal still carries the server's message.
 */
export async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await authorizedFetch(inFileLanguage(path), { method: 'GET' });
  if (!response.ok) {
    await bodyOf(response);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}
