import { operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { allKinds, createKind, kindViews, updateKind } from './contribution-kinds.service.js';
import { memberContributions } from './member-contributions.js';

/** The group's kinds of contribution and each member's part (docs/decisions/contribution-kinds.md). */
export function contributionsRoutes(db: Db, guards: Guards) {
  return moduleRoutes(['contributions'], (route) => {
    // Every member reads the kinds: their payment form names them.
    route(operations.contributionKinds, guards.signedIn, {
      summary: 'The kinds of money the group collects, savings first, each with what its account holds',
      handler: async () => ({ contribution_kinds: await kindViews(db, await allKinds(db)) }),
    });
    route(operations.createContributionKind, guards.admin, {
      summary: 'Add a kind of contribution (savings, fund or fee) and open its books account',
      handler: async (request, reply) => {
        reply.code(201);
        return createKind(db, request.body, signedInContext(request));
      },
    });
    route(operations.updateContributionKind, guards.admin, {
      summary: 'Rename a kind, change what members are expected to bring, or close it to new money',
      handler: async (request) =>
        updateKind(db, Number(request.params.kindId), request.body, signedInContext(request)),
    });
    route(operations.memberContributions, guards.selfOrAdmin('userId'), {
      summary: 'What a member has put into each kind of contribution',
      handler: async (request) => {
        const userId = Number(request.params.userId);
        return { user_id: userId, contributions: await memberContributions(db, userId) };
      },
    });
  });
}
