import {
  type Clock,
  fineListQuery,
  finesPage,
  finesRun,
  fineView,
  memberFineListQuery,
  waiveFineBody,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { fineBatches, fineCsvColumns, pageOfFines } from './fine-list.js';
import { runFinesJob } from './fines.job.js';
import { waiveFine } from './fines.service.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/** Fines (issue 14 §5): the lists, an admin's waiver, and running the hourly job now. */
export function finesRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['fines'];

    app.get(
      '/fines',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary:
            'Fines, newest first; status=owed keeps those still owed; user_id keeps one member’s; q finds a member; sort by charged_on or amount; format=csv downloads them all',
          querystring: fineListQuery,
          response: { 200: finesPage, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, ...filter } = request.query;
        if (format === 'csv')
          return sendCsv(reply, 'fines.csv', fineCsvColumns, fineBatches(db, filter, sort));
        return pageOfFines(db, filter, sort, page, per_page);
      },
    );

    app.get(
      '/fines/user/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags,
          summary: 'A member’s fines, newest first',
          params: z.object({ userId: idParam('userId') }),
          querystring: memberFineListQuery,
          response: { 200: finesPage, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, ...rest } = request.query;
        const filter = { ...rest, user_id: request.params.userId };
        if (format === 'csv') {
          return sendCsv(reply, 'my-fines.csv', fineCsvColumns, fineBatches(db, filter, sort));
        }
        return pageOfFines(db, filter, sort, page, per_page);
      },
    );

    app.post(
      '/fines/:fineId/waive',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Waive what is still owed of a fine, with a reason',
          params: z.object({ fineId: idParam('fineId') }),
          body: waiveFineBody,
          response: { 200: fineView, 404: errorBody, 409: errorBody, ...errors },
        },
      },
      async (request) => waiveFine(db, request.params.fineId, signedInContext(request), request.body.reason),
    );

    app.post(
      '/fines/run',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary:
            'Charge now the fines due today, recorded as the admin’s (the job also runs at start and every hour)',
          response: { 200: finesRun, ...errors },
        },
      },
      async (request) => {
        const today = clock.today();
        const who = signedInContext(request);
        return { as_of: today, charged: await runFinesJob(db, today, who.at, who) };
      },
    );
  };
}
