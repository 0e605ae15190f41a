import type { LoginAnswer } from '@links/domain';
import { expect } from 'vitest';
import { messagesFor, type OutboxKind } from '../modules/outbox/outbox.service.js';
import { nextAddress, type SignedIn, type TestContext } from './app.js';

/** A new password that passes the rules, and another. */
export const OWN_PASSWORD = 'Mti-Mkubwa-9!';
export const OTHER_PASSWORD = 'Jiko-Safi-42?';

/** Bodies the robustness test sends every operation, and more for these: each a 4xx, never a 5xx. */
export const MALFORMED_BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { password: null, email: null, code: null, current_password: null, new_password: null },
  { password: 12345678, email: [], code: 123456, current_password: {}, new_password: true },
  { password: 'Aa1!\u0000xyzw', email: 'a\u0000@x.ke', code: '12\u00003456', new_password: 'Aa1!\u0000xyzw' },
  { password: `Aa1!${'x'.repeat(200_000)}`, email: `${'x'.repeat(200_000)}@x.ke`, code: 'x'.repeat(200_000) },
  { password: 2_147_483_648, code: 99_999_999_999, email: 1e300 },
];

/** POST /login from an address of its own; the answer and the response. */
export async function signInWith(ctx: TestContext, email: string, password: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  return res;
}

/** The signed-in caller of a login answer. */
export const signedInFrom = (answer: LoginAnswer): SignedIn => ({
  ...answer,
  id: answer.user.users_id,
  headers: { authorization: `Bearer ${answer.access_token}` },
});

/** The newest message of a kind the outbox holds for a user. */
export async function lastMessage(ctx: TestContext, userId: number, kind: OutboxKind) {
  const messages = await messagesFor(ctx.database.db, userId, kind);
  const message = messages.at(-1);
  expect(message, `a ${kind} message for user ${userId}`).toBeDefined();
  return message as NonNullable<typeof message>;
}

/** The invitation code a message names (`ABCDE-FGHJK`). */
export function invitationCodeIn(body: string): string {
  const match = /code ([A-Z2-9]{5}-[A-Z2-9]{5})/.exec(body);
  if (!match?.[1]) throw new Error(`No invitation code in: ${body}`);
  return match[1];
}

/** The six-digit reset code a message names. */
export function resetCodeIn(body: string): string {
  const match = /code to reset your Links password is (\d{6})/.exec(body);
  if (!match?.[1]) throw new Error(`No reset code in: ${body}`);
  return match[1];
}
