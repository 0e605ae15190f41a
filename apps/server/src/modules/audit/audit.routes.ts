import { AUDIT_NAME_PATTERN, auditAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { periodQuery } from '../../lib/date-schemas.js';
import { pageQuery } from '../../lib/page-schemas.js';
import { errorBody } from '../../lib/http-schemas.js';
import { caller, type Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { pageOfAudit } from './audit.queries.js';

const name = (field: string) =>
  z
    .string()
    .regex(AUDIT_NAME_PATTERN, `${field} must be lower-case words joined by _ (such as bank_account)`)
    .optional();

const paging = pageQuery();

const entityFilters = z.object({
  entity: name('entity'),
  entity_id: idParam('entity_id').optional(),
  action: name('action'),
});

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/** The audit trail (docs/architecture.md "Audit"): the whole of it for an admin, their own for a member. */
export function auditRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['audit'];

    app.get(
      '/audit',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Audit records, newest first, by who, about whom, entity, action and period',
          querystring: periodQuery().and(
            paging.extend({
              ...entityFilters.shape,
              user_id: idParam('user_id').optional(),
              member_id: idParam('member_id').optional(),
            }),
          ),
          response: { 200: auditAnswer, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        return pageOfAudit(
          db,
          {
            userId: q.user_id,
            memberId: q.member_id,
            entity: q.entity,
            entityId: q.entity_id,
            action: q.action,
            from: q.from,
            to: q.to,
          },
          { page: q.page, perPage: q.per_page },
        );
      },
    );

    app.get(
      '/audit/mine',
      {
        onRequest: guards.signedIn,
        schema: {
          tags,
          summary: "The caller's own audit records: about them, or made by them; newest first",
          querystring: periodQuery().and(paging.extend(entityFilters.shape)),
          response: { 200: auditAnswer, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        return pageOfAudit(
          db,
          { entity: q.entity, entityId: q.entity_id, action: q.action, from: q.from, to: q.to },
          { page: q.page, perPage: q.per_page },
          caller(request).userId,
        );
      },
    );
  };
}
