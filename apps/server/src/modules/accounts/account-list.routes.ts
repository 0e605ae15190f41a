import { accountListQuery, accountsListAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { asksForPage } from '../../lib/list-request.js';
import { accountBatches, accountCsvColumns, accountPage, allAccounts } from './account-list.js';

/**
 * GET /allacounts (decisions §4): without list parameters every member account by name, as the
 * spec calls it; with any of them a page, searched, filtered and sorted (decisions §1);
 * `format=csv` the whole filtered list as a file.
 */
export function accountListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/allacounts',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['accounts'],
        summary:
          'Member accounts with savings and the monthly amount expected; with page, per_page, q, role, user_id or sort a page of them; format=csv downloads them',
        querystring: accountListQuery,
        response: { 200: accountsListAnswer, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { page, per_page, format, sort, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(reply, 'accounts.csv', accountCsvColumns, accountBatches(db, filter, sort));
      }
      if (!asksForPage(request, Object.keys(accountListQuery.shape))) {
        return { accounts: await allAccounts(db, filter, sort) };
      }
      return accountPage(db, { page, per_page, sort, ...filter });
    },
  );
}
