import type { AuditRecordView } from '@links/domain';

/**
 * A record of the audit trail as `GET /audit` lists it: Amina, the admin, changing Wanjiru's
 * transaction #12 from Pending to Approved.
 */
export const auditRecord = (patch: Partial<AuditRecordView>): AuditRecordView => ({
  id: 1,
  at: '2026-03-01T21:30:00.000Z',
  user_id: 1,
  user_name: 'Amina Hassan',
  role: 'admin',
  address: '10.0.0.7',
  request_id: 'req-1',
  action: 'update',
  entity: 'transaction',
  entity_id: 12,
  member_id: 4,
  member_name: 'Wanjiru Kamau',
  before: { status: 'Pending' },
  after: { status: 'Approved' },
  ...patch,
});
