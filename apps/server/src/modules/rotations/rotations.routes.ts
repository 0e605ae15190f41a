import { type Clock, officePermissions, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import type { Outbox } from '../outbox/index.js';
import { useRotationOutbox } from './notices.js';
import { rotationView } from './rotation-state.js';
import { askRelease, createRotation, listRotations } from './rotations.service.js';
import { askSwap, consentSwap } from './swaps.js';

/**
 * The merry-go-round (docs/decisions/rotations.md): officials start one and pay a pot out early;
 * every member reads the schedule (the order and its seed are shown to all) and asks for or agrees
 * to a swap of their round.
 */
export function rotationsRoutes(db: Db, guards: Guards, clock: Clock, outbox: Outbox) {
  useRotationOutbox(outbox);
  return moduleRoutes(['rotations'], (route) => {
    route(operations.createRotation, guards.admin, {
      summary:
        'Start a merry-go-round: the amount each member pays each round, how often, and the order (or a random one)',
      handler: async (request, reply) => {
        reply.code(201);
        return createRotation(db, request.body, signedInContext(request));
      },
    });
    route(operations.rotations, guards.signedIn, {
      summary: 'The merry-go-rounds, newest first, with each one’s open round',
      handler: async (request) => listRotations(db, request.query.page, request.query.per_page),
    });
    route(operations.rotation, guards.signedIn, {
      summary:
        'A merry-go-round’s schedule: each round’s day, recipient, expected and received; what each member owes',
      handler: async (request) => rotationView(db, Number(request.params.rotationId)),
    });
    route(operations.releaseRotationPot, guards.admin, {
      summary:
        'Pay the open round’s pot out with what was collected, the shortfall owed by who did not pay (under the quorum)',
      handler: async (request, reply) =>
        answerOf(
          reply,
          await askRelease(db, clock, Number(request.params.rotationId), signedInContext(request)),
        ),
    });
    route(operations.askRotationSwap, guards.signedIn, {
      summary: 'Ask to exchange two members’ rounds (a member their own; an official any two)',
      handler: async (request, reply) => {
        const who = caller(request);
        const official = officePermissions[who.office].writesGroup;
        reply.code(201);
        return askSwap(
          db,
          Number(request.params.rotationId),
          request.body,
          signedInContext(request),
          official,
        );
      },
    });
    route(operations.consentRotationSwap, guards.signedIn, {
      summary: 'Agree to a swap of your round; done once both members agree',
      handler: async (request) =>
        consentSwap(
          db,
          Number(request.params.rotationId),
          Number(request.params.swapId),
          signedInContext(request),
        ),
    });
  });
}
