import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';

/**
 * The first run's setup code (docs/decisions/first-run.md, "First run"): kept in the database so that every
 * server on it prints the same one, and deleted with the setup that used it.
 */
const NAME = 'setup_code';
/** Letters and digits that cannot be misread for one another (no I, O, 0 or 1): 32, so 40 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The wrong codes are counted like an email's failed sign-ins, under a key no email can have. */
export const SETUP_CODE_KEY = '#setup-code';

function newSetupCode(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** The code of this database: made by the first server that needs it, then read by every other. */
export async function ensureSetupCode(db: DbOrTx): Promise<string> {
  await db.insert(appSecrets).values({ name: NAME, value: newSetupCode() }).onConflictDoNothing();
  const code = await storedSetupCode(db);
  if (!code) throw new Error('The setup code could not be stored');
  return code;
}

export async function storedSetupCode(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, NAME));
  return row?.value;
}

export async function dropSetupCode(db: DbOrTx): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, NAME));
}

/** Only the code's letters and digits count, in any case: `abcd efgh` is `ABCD-EFGH`. */
const normalized = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function sameSetupCode(typed: string, stored: string): boolean {
  const a = Buffer.from(normalized(typed));
  const b = Buffer.from(normalized(stored));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Headers a proxy adds to say whom it forwards for: any of them means the caller is not local. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip'];

/**
 * Whether a request comes from the server's own machine: judged by the socket's address, which no
 * client can write, never by `request.ip`, which follows the forwarding headers when TRUST_PROXY
 * is set; and a request that carries a forwarding header came through a proxy, so it is not local
 * even when the proxy runs on this machine.
 */
export function isOwnMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
