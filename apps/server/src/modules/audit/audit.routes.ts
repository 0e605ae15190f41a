import { type AuditRecordView, operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { auditList } from './audit.queries.js';

const json = (fields: AuditRecordView['before']) => (fields === null ? '' : JSON.stringify(fields));

/** The columns of a downloaded audit trail: one line per record, the changed fields as JSON. */
const auditCsvColumns: CsvColumn<AuditRecordView>[] = [
  ...fieldColumns<AuditRecordView>('id', 'at', 'user_id'),
  { header: 'user', value: (r) => r.user_name },
  ...fieldColumns<AuditRecordView>('role', 'action', 'entity', 'entity_id', 'member_id'),
  { header: 'member', value: (r) => r.member_name },
  ...fieldColumns<AuditRecordView>('address', 'request_id'),
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
];

/** The audit trail (docs/architecture.md "Audit"): the whole of it for an admin, their own for a member. */
export function auditRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const tags = ['audit'];

    const list = { list: auditList, name: 'records', tags };
    registerList(instance, db, {
      ...list,
      ...listOperation(operations.audit),
      onRequest: guards.admin,
      summary:
        'Audit records, newest first, searched and filtered by who, about whom, entity, action and period; format=csv downloads them all',
      filter: ({ user_id, member_id, entity_id, ...rest }) => ({
        ...rest,
        userId: user_id,
        memberId: member_id,
        entityId: entity_id,
      }),
      csv: { file: 'audit.csv', columns: auditCsvColumns },
    });
    registerList(instance, db, {
      ...list,
      ...listOperation(operations.myAudit),
      onRequest: guards.signedIn,
      summary: "The caller's own audit records: about them, or made by them; newest first",
      filter: ({ entity_id, ...rest }, request) => ({
        ...rest,
        entityId: entity_id,
        onlyAbout: caller(request).userId,
      }),
      csv: { file: 'my-audit.csv', columns: auditCsvColumns },
    });
  };
}
