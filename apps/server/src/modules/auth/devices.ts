import { createHash, randomBytes } from 'node:crypto';
import { type Clock, deviceName, type Language, newDeviceSignInMessage } from '@links/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { knownDevices } from '../../db/schema.js';
import { cookieHeader, requestCookie } from '../../lib/cookies.js';
import type { Outbox } from '../outbox/index.js';

/*
 * A sign-in from a new device (docs/decisions/notifications.md, "A sign-in from a new device"): a
 * browser keeps a long-lived random device id in an HttpOnly cookie, set at sign-in; the server keeps
 * its hash per member. A sign-in with an id the member has not used before, when they have signed in
 * before, tells them when and from what. It never blocks the sign-in.
 */

export const DEVICE_COOKIE = 'device';
/** The longest a browser keeps a cookie. */
const DEVICE_SECONDS = 400 * 86_400;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export interface SignInDevice {
  /** The random id the browser keeps. */
  id: string;
  userAgent: string | undefined;
}

/** The device of a sign-in: the id its browser presented, else a fresh one. */
export function signInDevice(request: FastifyRequest): SignInDevice {
  const presented = requestCookie(request, DEVICE_COOKIE);
  const id = presented && DEVICE_ID.test(presented) ? presented : randomBytes(32).toString('base64url');
  return { id, userAgent: request.headers['user-agent'] };
}

/** Hands the browser its device id back, for as long as a browser keeps a cookie. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: SignInDevice): void {
  const cookie = cookieHeader(DEVICE_COOKIE, device.id, {
    maxAge: DEVICE_SECONDS,
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  // Fastify adds a Set-Cookie to those already set.
  reply.header('set-cookie', cookie);
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Notes the device in the sign-in's transaction; a device new to a member who signed in before
 * leaves them a message, once per device.
 */
export async function noteDevice(
  tx: DbOrTx,
  outbox: Outbox,
  clock: Clock,
  user: { id: number; firstname: string },
  device: SignInDevice,
): Promise<void> {
  const now = clock.now();
  const deviceHash = hashOf(device.id);
  const [seen] = await tx
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, user.id), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ id: knownDevices.id });
  if (seen) return;
  const [before] = await tx.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, user.id));
  const name = deviceName(device.userAgent);
  const [added] = await tx
    .insert(knownDevices)
    .values({ userId: user.id, deviceHash, name, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: knownDevices.id });
  // The first sign-in ever is not news; a device noted at the same moment by another sign-in is not either.
  if (!added || (before?.n ?? 0) === 0) return;
  const figures = { firstname: user.firstname, at: now, device: name };
  await outbox.leave(tx, {
    userId: user.id,
    kind: 'new_device_sign_in',
    eventKey: `device:${added.id}:first-sign-in`,
    link: '/change-password',
    text: (language: Language) => newDeviceSignInMessage(language, figures),
  });
}
