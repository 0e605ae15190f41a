// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { auditRecord } from '../test-fixtures';
import { AuditTable } from './AuditTable';

/**
 * The audit trail as the screen shows it (docs/decisions/audit.md): the day and the time in
 * Nairobi, who (or someone not signed in) with their role, the action and the record in words, each
 * change from before to after, the address for those who may see it, and the empty trail.
 * audit.e2e.ts and audit-list.e2e.ts keep the journeys (docs/testing.md, "Component tests and
 * browser tests").
 */

const paging = { page: 1, pages: 1, onPageChange: () => undefined };
const record = auditRecord;

describe('the audit table', () => {
  it('shows each record in Nairobi time, with who, what and the changes', () => {
    renderShown(
      <AuditTable
        label="Audit trail"
        paging={paging}
        showAddress
        records={[
          record({}),
          record({
            id: 2,
            at: '2026-03-02T06:05:00.000Z',
            user_id: null,
            user_name: null,
            role: null,
            address: null,
            action: 'login_failed',
            entity: 'session',
            entity_id: null,
            member_id: null,
            member_name: null,
            before: null,
            after: null,
          }),
        ]}
      />,
    );
    // 21:30 UTC on March 1 is half past midnight on March 2 in Nairobi.
    expect(tableText('Audit trail')).toEqual([
      ['When', 'Who', 'From', 'Action', 'Record', 'Changes'],
      [
        '02/03/2026 00:30',
        'Amina Hassanadmin',
        '10.0.0.7',
        'Changed',
        'Transaction #12Wanjiru Kamau',
        'status: Pending → Approved',
      ],
      ['02/03/2026 09:05', 'Someone not signed in', '—', 'Login failed', 'Session', '—'],
    ]);
  });

  it('leaves the address out for those who may not see it, and says when there is no history', () => {
    renderShown(<AuditTable label="Audit trail" paging={paging} records={[record({})]} />);
    expect(tableText('Audit trail')[0]).toEqual(['When', 'Who', 'Action', 'Record', 'Changes']);
    cleanup();
    renderShown(<AuditTable label="Audit trail" paging={paging} records={[]} />);
    expect(tableText('Audit trail')).toEqual([
      ['When', 'Who', 'Action', 'Record', 'Changes'],
      ['No history yet'],
    ]);
  });
});
