import { hash, verify } from '@node-rs/argon2';
import { letGoOfRequestConnections } from '../db/request-connections.js';

/** argon2id with the cost of docs/decisions/sessions.md, "Password hashing": 19 MiB, t=2, p=1. */
const options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unreadable under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A password's hash or check takes a while and no database: the request lets go of its connection
 * meanwhile (docs/decisions/groups.md, "One connection a request").
 */
export function hashPassword(password: string): Promise<string> {
  letGoOfRequestConnections();
  return hash(password, options);
}

let checks = 0;

/**
 * How many password checks this process has made: a test's window on the sign-in limits and on an
 * unknown email costing the same work as a wrong password
 * (docs/decisions/sign-in-limits.md, "Sign-in limits").
 */
export const passwordChecksMade = (): number => checks;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  checks++;
  letGoOfRequestConnections();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash nobody has, made with the same cost, so that an unknown email
 * costs the same work as a wrong password and the answer does not tell which it was
 * (docs/decisions/sessions.md, "Signing in").
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
