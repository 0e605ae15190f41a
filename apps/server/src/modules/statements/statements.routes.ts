import { type Clock, operations } from '@links/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { statementCsv } from './statement-csv.js';
import { statementPdf } from './statement-pdf.js';
import { memberStatement } from './statements.service.js';

/** The file name of a download: `statement-wanjiru-kamau-2026-01-01-2026-11-23.pdf`. */
function fileName(statement: Awaited<ReturnType<typeof memberStatement>>, extension: string) {
  const who = `${statement.member.firstname}-${statement.member.lastname}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statement-${who || statement.member.user_id}-${statement.from}-${statement.to}.${extension}`;
}

/** GET /statements/{userId}: the member or an admin; JSON, CSV or PDF (docs/books.md). */
export function statementsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['books'], (route) => {
    route(operations.memberStatement, guards.selfOrAdmin('userId'), {
      summary: "A member's statement of savings and loans over a period (default: the year to date)",
      handler: async (request, reply) => {
        const to = request.query.to ?? clock.today();
        const from = request.query.from ?? `${to.slice(0, 4)}-01-01`;
        const statement = await memberStatement(db, request.params.userId, from, to);
        const { format, lang } = request.query;
        if (format === 'json') return statement;
        // A file, sent as bytes: the JSON schema of the answer does not apply to it.
        const file = (reply as FastifyReply)
          .header('content-disposition', `attachment; filename="${fileName(statement, format)}"`)
          .header('cache-control', 'no-store');
        if (format === 'csv') {
          return file
            .type('text/csv; charset=utf-8')
            .send(Buffer.from(statementCsv(statement, lang), 'utf8'));
        }
        return file.type('application/pdf').send(await statementPdf(statement, { language: lang }));
      },
    });
  });
}
