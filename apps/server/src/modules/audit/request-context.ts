import { type Clock, type Office, type Role, roleOfOffice } from '@links/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller } from '../../lib/guards.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * When the request arrived, from the app's clock (docs/decisions/clock.md, "Time and background work").
     */
    receivedAt: Date;
  }
}

/** Who made a change, from where, in which request, and when: the "who" of an audit record. */
export interface RequestContext {
  /** The signed-in user; null for an anonymous request (a sign-in, the first-run setup). */
  userId: number | null;
  role: Role | null;
  address: string | null;
  requestId: string | null;
  at: Date;
}

/** The context of a request behind a guard: the user is known. */
export interface SignedInContext extends RequestContext {
  userId: number;
  role: Role;
  /** The caller's office now (docs/decisions/offices.md); the audit record keeps the role. */
  office: Office;
}

/** Stamps every request with the clock's time, so that audit records read time from the clock. */
export function stampRequests(app: FastifyInstance, clock: Clock): void {
  app.decorateRequest('receivedAt', null as unknown as Date);
  app.addHook('onRequest', (request, _reply, done) => {
    request.receivedAt = clock.now();
    done();
  });
}

/** The context of any request: the user and role from the verified token, if any. */
export function requestContext(request: FastifyRequest): RequestContext {
  return {
    userId: request.auth?.userId ?? null,
    role: request.auth?.role ?? null,
    address: request.ip ?? null,
    requestId: request.id ?? null,
    at: request.receivedAt,
  };
}

/** The context of a request behind a guard; without a verified caller it is a 401. */
export function signedInContext(request: FastifyRequest): SignedInContext {
  const { userId, role, office } = caller(request);
  return { ...requestContext(request), userId, role, office };
}

/**
 * The context of work done outside a request (a script, the environment's first admin, the demo),
 * as the chair unless told.
 */
export function scriptContext(clock: Clock, userId: number, office: Office = 'chair'): SignedInContext {
  return { userId, role: roleOfOffice(office), office, address: null, requestId: null, at: clock.now() };
}
