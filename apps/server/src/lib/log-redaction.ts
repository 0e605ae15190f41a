import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: one JSON line per `write`. */
export interface LogStream {
  write(line: string): void;
}

/**
 * What the logs never carry (docs/decisions/secrets.md, "Secrets and logs"): the C2B callback token of a
 * URL, passwords, tokens, hashes and signing secrets. Three layers: the request serializer writes
 * the URL with the token replaced; every message text and error passes `redactText`; pino's
 * `redact` paths censor the fields that hold secrets, should an object with them ever be logged.
 */

const CALLBACK_PATH = /(\/payments\/c2b\/(?:validation|confirmation)\/)[^/?#\s"']+/gi;
/** An invitation's code in its page's or its API's path (docs/decisions/passwords.md). */
const INVITATION_PATH = /(\/invitations\/)[^/?#\s"']+/gi;
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"',]+/g;
const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
const BEARER = /\b(Bearer\s+)[^\s"',]+/gi;
/** The password in an SMTP_URL (docs/decisions/notifications.md, "Channels"). */
const SMTP_PASSWORD = /(\bsmtps?:\/\/[^:\s/@]*:)[^@\s]+@/gi;
/** Drizzle's failed-query errors list the query's values; a value can be a hash or a token. */
const QUERY_PARAMS = /(\bparams:)[^\n]*/g;

/** A URL, as logged: a C2B callback's token becomes `[token]`, an invitation's code `[code]`. */
export function redactUrl(url: string): string {
  return url.replace(CALLBACK_PATH, '$1[token]').replace(INVITATION_PATH, '$1[code]');
}

/** Text about to be logged (a message, an error), without the secrets it might carry. */
export function redactText(text: string): string {
  return redactUrl(text)
    .replace(ARGON2_HASH, '[hash]')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1[token]')
    .replace(SMTP_PASSWORD, '$1[password]@')
    .replace(QUERY_PARAMS, '$1 [left out]');
}

/** Fields censored wherever pino finds them (one level deep for the wildcards). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-backup-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body.password',
  'body.refresh_token',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.token_hash',
  '*.tokenHash',
  '*.access_token',
  '*.refresh_token',
  '*.secret',
  '*.code',
  '*.invitation_code',
  '*.invitation_url',
  '*.c2b_token_hash',
  '*.c2bTokenHash',
  // Africa's Talking's key and the SMTP password (docs/decisions/notifications.md, "Channels").
  'headers.apiKey',
  'headers.apikey',
  '*.apiKey',
  '*.api_key',
  '*.pass',
  '*.smtpUrl',
];

function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as pino writes it (type, message, stack, own fields, causes), each text redacted. */
function errorSerializer(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  const serialized: Record<string, unknown> = { type: error.constructor.name };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    serialized[key] = typeof value === 'string' ? redactText(value) : value;
  }
  serialized.message = redactText(error.message);
  serialized.stack = redactText(error.stack ?? '');
  if (error.cause !== undefined && depth < 5) serialized.cause = errorSerializer(error.cause, depth + 1);
  return serialized;
}

/**
 * The app's logger options: the level from the configuration unless the caller gives one, a
 * stream when given (tests read the lines), and always the redaction above. `false` turns logging
 * off.
 */
export function loggerOptions(
  level: string,
  logger: FastifyServerOptions['logger'] | undefined,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const given = typeof logger === 'object' ? (logger as { serializers?: Record<string, unknown> }) : {};
  return {
    level,
    ...given,
    ...(stream ? { stream } : {}),
    serializers: { ...given.serializers, req: requestSerializer, err: errorSerializer },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const cleaned = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, cleaned);
      },
    },
  } as FastifyServerOptions['logger'];
}
