import { type AuditRecordView, auditAnswer, auditListQuery, myAuditListQuery } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { type CsvColumn, sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { auditBatches, pageOfAudit } from './audit.queries.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

const json = (fields: AuditRecordView['before']) => (fields === null ? '' : JSON.stringify(fields));

/** The columns of a downloaded audit trail: one line per record, the changed fields as JSON. */
const auditCsvColumns: CsvColumn<AuditRecordView>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'at', value: (r) => r.at },
  { header: 'user_id', value: (r) => r.user_id },
  { header: 'user', value: (r) => r.user_name },
  { header: 'role', value: (r) => r.role },
  { header: 'action', value: (r) => r.action },
  { header: 'entity', value: (r) => r.entity },
  { header: 'entity_id', value: (r) => r.entity_id },
  { header: 'member_id', value: (r) => r.member_id },
  { header: 'member', value: (r) => r.member_name },
  { header: 'address', value: (r) => r.address },
  { header: 'request_id', value: (r) => r.request_id },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
];

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
          summary:
            'Audit records, newest first, searched and filtered by who, about whom, entity, action and period; format=csv downloads them all',
          querystring: auditListQuery,
          response: { 200: auditAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, user_id, member_id, entity_id, ...rest } = request.query;
        const filter = { ...rest, userId: user_id, memberId: member_id, entityId: entity_id };
        if (format === 'csv')
          return sendCsv(reply, 'audit.csv', auditCsvColumns, auditBatches(db, filter, sort));
        return pageOfAudit(db, filter, { page, perPage: per_page }, undefined, sort);
      },
    );

    app.get(
      '/audit/mine',
      {
        onRequest: guards.signedIn,
        schema: {
          tags,
          summary: "The caller's own audit records: about them, or made by them; newest first",
          querystring: myAuditListQuery,
          response: { 200: auditAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, entity_id, ...rest } = request.query;
        const filter = { ...rest, entityId: entity_id };
        const mine = caller(request).userId;
        if (format === 'csv') {
          return sendCsv(reply, 'my-audit.csv', auditCsvColumns, auditBatches(db, filter, sort, mine));
        }
        return pageOfAudit(db, filter, { page, perPage: per_page }, mine, sort);
      },
    );
  };
}
