import { memberListQuery, usersListAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { asksForPage } from '../../lib/list-request.js';
import { allMembers, memberBatches, memberCsvColumns, memberPage } from './member-list.js';

/**
 * GET /get-users (decisions §4): without list parameters every user by name, as the spec calls
 * it; with any of them a page, searched, filtered and sorted (decisions §1); `format=csv` the
 * whole filtered list as a file. Emails and phones only for an admin.
 */
export function memberListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/get-users',
    {
      onRequest: guards.signedIn,
      schema: {
        tags: ['members'],
        summary:
          'Users by name; with page, per_page, q, role, user_id, has_account, has_savings or sort a page of them; format=csv downloads them. Emails only for an admin',
        querystring: memberListQuery,
        response: { 200: usersListAnswer, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = caller(request).role;
      const { page, per_page, format, sort, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(
          reply,
          'members.csv',
          memberCsvColumns(viewer),
          memberBatches(db, viewer, filter, sort),
        );
      }
      if (!asksForPage(request, Object.keys(memberListQuery.shape))) {
        return { users: await allMembers(db, viewer, filter, sort) };
      }
      return memberPage(db, viewer, { page, per_page, sort, ...filter });
    },
  );
}
