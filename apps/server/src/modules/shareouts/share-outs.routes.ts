import { type Clock, operations } from '@links/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { requireUser } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { shareOutCsvColumns, shareOutLineList, shareOutList } from './share-out-list.js';
import { shareOutPdf } from './share-out-pdf.js';
import { memberShareOuts, shareOutById } from './share-outs.queries.js';
import { previewShareOut } from './share-outs.service.js';

/** The share-out (docs/share-out.md): admins preview, commit and read them; a member reads their own lines. */
export function shareOutsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['share-outs'], (route, instance) => {
    route(operations.previewShareOut, guards.admin, {
      summary: "Each member's share of a period's surplus, as a commit would post it; nothing is written",
      handler: async (request) => previewShareOut(db, request.body, clock.today()),
    });

    route(operations.commitShareOut, guards.admin, {
      summary: 'Share out a period’s surplus and close the books through its last day; once per period',
      handler: async (request, reply) =>
        answerOf(reply, await askOrAct(db, clock, 'share_out', request.body, signedInContext(request))),
    });

    registerList(instance, db, {
      ...listOperation(operations.shareOuts),
      onRequest: guards.admin,
      tags: route.tags,
      summary:
        "Committed share-outs with every member's line, the latest period first; sort by to, paid_on or distributable; format=csv downloads every member's line",
      list: shareOutList,
      name: 'share_outs',
      csv: { file: 'share-outs.csv', columns: shareOutCsvColumns, list: shareOutLineList },
    });

    route(operations.shareOut, guards.admin, {
      summary: "One share-out with every member's line; format=pdf for the PDF",
      handler: async (request, reply) => {
        const shareOut = await shareOutById(db, request.params.id);
        if (request.query.format === 'json') return shareOut;
        const { groupName } = await requireSettings(db);
        // A file, sent as bytes: the JSON schema of the answer does not apply to it.
        return (reply as FastifyReply)
          .header(
            'content-disposition',
            `attachment; filename="share-out-${shareOut.from}-${shareOut.to}.pdf"`,
          )
          .header('cache-control', 'no-store')
          .type('application/pdf')
          .send(await shareOutPdf(shareOut, groupName, { language: request.query.lang }));
      },
    });

    route(operations.memberShareOuts, guards.selfOrAdmin('userId'), {
      summary: "A member's lines of the committed share-outs, newest first (the member or an admin)",
      handler: async (request) => {
        await requireUser(db, request.params.userId);
        const { page, per_page } = request.query;
        return memberShareOuts(db, request.params.userId, { page, perPage: per_page });
      },
    });
  });
}
