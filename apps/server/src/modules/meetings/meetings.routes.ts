import { type Clock, operations } from '@links/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { TransactionsService } from '../transactions/transactions.service.js';
import { listMeetings, meetingSheet, openMeeting, saveEntries } from './meetings.service.js';
import { meetingMinutes, saveMinutes } from './minutes.service.js';
import { minutesPdf } from './minutes-pdf.js';
import { approveSheet, submitSheet } from './sheet-submit.js';

const answer = ({
  sheet,
  message,
}: {
  sheet: Awaited<ReturnType<typeof meetingSheet>>;
  message: string;
}) => ({
  ...sheet,
  message,
});

/**
 * Meetings and their sheets (docs/decisions/meetings.md): the officials open, fill in, submit and
 * approve them; the auditor reads them.
 */
export function meetingsRoutes(db: Db, guards: Guards, clock: Clock, transactions: TransactionsService) {
  return moduleRoutes(['meetings'], (route) => {
    route(operations.createMeeting, guards.admin, {
      summary:
        'Open a meeting and its sheet: every active member present, with what they are expected to bring',
      today: () => clock.today(),
      handler: async (request, reply) => {
        reply.code(201);
        return answer(await openMeeting(db, request.body, signedInContext(request)));
      },
    });
    // Members read the minutes: they find them by the list (docs/decisions/meetings.md, "Minutes").
    route(operations.meetings, guards.signedIn, {
      summary: 'The group’s meetings, newest first',
      kept: true,
      handler: async (request) => listMeetings(db, request.query.page, request.query.per_page),
    });
    route(operations.meetingSheet, guards.admin, {
      summary: 'A meeting’s sheet: a row per member, with the totals of each column',
      kept: true,
      handler: async (request) => meetingSheet(db, request.params.meetingId),
    });
    route(operations.saveMeetingEntries, guards.admin, {
      summary:
        'Save rows of a draft sheet, each replacing the member’s row, and the money account it came into',
      handler: async (request) => answer(await saveEntries(db, request.params.meetingId, request.body)),
    });
    route(operations.submitMeeting, guards.admin, {
      summary: 'Submit a sheet: a pending transaction per member who paid, and the attendance fines',
      handler: async (request) =>
        answer(await submitSheet(db, request.params.meetingId, signedInContext(request))),
    });
    route(operations.approveMeeting, guards.admin, {
      summary: 'Approve every pending transaction of a submitted sheet, in one step',
      handler: async (request) =>
        answer(await approveSheet(db, transactions, request.params.meetingId, signedInContext(request))),
    });
    route(operations.meetingMinutes, guards.signedIn, {
      kept: true,
      summary:
        'A meeting’s minutes: agenda, notes, resolutions, who came, the money received, the loans issued',
      handler: async (request) => meetingMinutes(db, request.params.meetingId),
    });
    route(operations.saveMeetingMinutes, guards.admin, {
      summary: 'Write a meeting’s minutes: the agenda, the notes and the resolutions with their votes',
      handler: async (request) =>
        saveMinutes(db, request.params.meetingId, request.body, signedInContext(request)),
    });
    route(operations.meetingMinutesPdf, guards.signedIn, {
      summary: 'A meeting’s minutes as a PDF, with the attendance register and lines to sign',
      handler: async (request, reply) => {
        const minutes = await meetingMinutes(db, request.params.meetingId);
        const settings = await getSettings(db);
        const pdf = await minutesPdf(minutes, settings?.groupName ?? 'Links', {
          language: request.query.lang,
        });
        return (reply as FastifyReply)
          .header('content-disposition', `attachment; filename="minutes-${minutes.date}-${minutes.kind}.pdf"`)
          .header('cache-control', 'no-store')
          .type('application/pdf')
          .send(pdf);
      },
    });
  });
}
