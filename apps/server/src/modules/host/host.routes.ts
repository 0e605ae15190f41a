import { operations } from '@links/domain';
import { caller, type Guard, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { requestContext, signedInContext } from '../audit/audit.service.js';
import type { HostService } from './host.service.js';

/**
 * The host's routes (docs/decisions/host.md). Any sign-in reaches them, whatever its group's state
 * or its office; the service then admits the host's operator alone.
 */
export function hostRoutes(host: HostService, guards: Guards) {
  /** Signed in (any group, any office), and the host's operator: refused before the body is read. */
  const hostOnly: Guard = (request, reply, done) =>
    guards.ownRecords(request, reply, (error) => {
      if (error) return done(error);
      host.requireHost(caller(request).userId).then(() => done(), done);
    });
  return moduleRoutes(['host'], (route) => {
    route(operations.hostGroups, hostOnly, {
      summary: "The deployment's groups: members, last activity and storage (the host's operator only)",
      handler: async (request) => {
        const { page, per_page, q } = request.query;
        return host.list(signedInContext(request), { page, perPage: per_page, q });
      },
    });
    route(operations.createHostedGroup, hostOnly, {
      summary: 'Open a new group with its first official, who gets an invitation (the host only)',
      handler: async (request, reply) => {
        const answer = await host.create(signedInContext(request), requestContext(request), request.body);
        return reply.status(201).send(answer);
      },
    });
    route(operations.suspendGroup, hostOnly, {
      summary: 'Suspend a group: it reads and downloads, and changes nothing (the host only)',
      handler: async (request) =>
        host.setStatus(
          signedInContext(request),
          requestContext(request),
          request.params.groupId,
          'suspended',
        ),
    });
    route(operations.resumeGroup, hostOnly, {
      summary: 'Let a suspended group change again (the host only)',
      handler: async (request) =>
        host.setStatus(signedInContext(request), requestContext(request), request.params.groupId, 'active'),
    });
  });
}
