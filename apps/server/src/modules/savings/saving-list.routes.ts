import { savingListQuery, savingsListAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { asksForPage } from '../../lib/list-request.js';
import { allSavings, savingBatches, savingCsvColumns, savingPage } from './saving-list.js';

/**
 * GET /all-savings (decisions §4): without list parameters every savings account by the saver's
 * name, as the spec calls it; with any of them a page, searched, filtered and sorted
 * (decisions §1); `format=csv` the whole filtered list as a file.
 */
export function savingListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/all-savings',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['savings'],
        summary:
          'Savings accounts with their balance and yearly target; with page, per_page, q, user_id or sort a page of them; format=csv downloads them',
        querystring: savingListQuery,
        response: { 200: savingsListAnswer, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { page, per_page, format, sort, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(reply, 'savings.csv', savingCsvColumns, savingBatches(db, filter, sort));
      }
      if (!asksForPage(request, Object.keys(savingListQuery.shape))) {
        return { savings: await allSavings(db, filter, sort) };
      }
      return savingPage(db, { page, per_page, sort, ...filter });
    },
  );
}
