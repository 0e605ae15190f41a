import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { requireSettings, toSettingsAnswer, updateSettings } from './settings.service.js';

export function settingsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['settings'], (route) => {
    route(operations.settings, guards.signedIn, {
      summary: 'The group name, the loan rates and terms, and the yearly savings target',
      handler: async () => toSettingsAnswer(await requireSettings(db)),
    });

    route(operations.updateSettings, guards.admin, {
      summary:
        'Change settings; loans issued earlier keep their own rate and term. A change of approvals_required or approval_threshold needs the quorum in force (202 while it waits)',
      handler: async (request, reply) => {
        const context = signedInContext(request);
        const { approvals_required, approval_threshold, ...rest } = request.body;
        // The other settings change at once; the quorum's own go through it (docs/decisions/approvals.md,
        // "Settings"). One transaction: a refused request leaves the others unchanged too.
        const outcome = await db.transaction(async (tx) => {
          if (Object.values(rest).some((value) => value !== undefined))
            await updateSettings(tx, rest, context);
          if (approvals_required === undefined && approval_threshold === undefined) {
            return { done: true as const, answer: toSettingsAnswer(await requireSettings(tx)) };
          }
          const payload = { approvals_required, approval_threshold };
          return askOrAct(tx, clock, 'approval_settings', payload, context);
        });
        return answerOf(reply, outcome);
      },
    });
  });
}
