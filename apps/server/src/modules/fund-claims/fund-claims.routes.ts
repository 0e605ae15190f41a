import { type Clock, officePermissions, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import type { Outbox } from '../outbox/index.js';
import { fundClaimCsvColumns, fundClaimList } from './fund-claim-list.js';
import { askToPayClaim, requestClaim } from './fund-claims.service.js';
import { useFundClaimOutbox } from './notices.js';
import { rejectClaim } from './rejection.js';

export const ONLY_YOUR_OWN_CLAIM = 'You can only claim for yourself.';

/**
 * Claims on a fund (docs/decisions/fund-claims.md): a member claims for themselves, an official for
 * anyone; officials pay (through the quorum) or reject; a member lists their own, officials and the
 * auditor every one. The auditor changes nothing (the guards refuse its writes).
 */
export function fundClaimsRoutes(db: Db, guards: Guards, clock: Clock, outbox: Outbox) {
  useFundClaimOutbox(outbox);
  return moduleRoutes(['fund-claims'], (route, instance) => {
    route(operations.createFundClaim, guards.signedIn, {
      summary:
        'Claim on a fund (a member for themselves, an official for anyone); paid at once when one approval is enough',
      handler: async (request, reply) => {
        const who = caller(request);
        if (!officePermissions[who.office].writesGroup && request.body.user_id !== who.userId) {
          throw forbidden(ONLY_YOUR_OWN_CLAIM);
        }
        return answerOf(reply, await requestClaim(db, clock, request.body, signedInContext(request)));
      },
    });

    registerList(instance, db, {
      ...listOperation(operations.fundClaims),
      onRequest: guards.signedIn,
      tags: ['fund-claims'],
      summary:
        'Claims on the funds, newest first; a member sees their own; contribution_kind_id, status and user_id filter, q finds a member; format=csv downloads them',
      list: fundClaimList,
      name: 'claims',
      filter: ({ q, status, user_id, contribution_kind_id }, request) => {
        const who = caller(request);
        return { q, status, contribution_kind_id, user_id: seesGroup(who) ? user_id : who.userId };
      },
      csv: { file: 'fund-claims.csv', columns: fundClaimCsvColumns },
    });

    route(operations.payFundClaim, guards.admin, {
      summary: 'Pay a requested claim from its fund, through the quorum',
      handler: async (request, reply) =>
        answerOf(reply, await askToPayClaim(db, clock, request.params.claimId, signedInContext(request))),
    });

    route(operations.rejectFundClaim, guards.admin, {
      summary: 'Reject a requested claim, with the reason the member is told',
      handler: async (request) =>
        rejectClaim(db, clock, request.params.claimId, request.body.reason, signedInContext(request)),
    });
  });
}
