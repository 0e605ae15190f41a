// @vitest-environment happy-dom
import type { AuditRecordView } from '@links/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { listedMember, renderAt, stubApi, tableText } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { HistoryPanel } from './components/HistoryPanel';
import { AuditPage } from './pages/AuditPage';
import { auditRecord } from './test-fixtures';

/**
 * The audit trail in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * /audit screen with its filters, and a member's History as the profile card lists it. The records
 * here change nothing the server would name by field (those lines are the record's own words).
 */

afterEach(() => vi.unstubAllGlobals());

const DATA = ['Amina Hassan', 'Wanjiru Kamau'];

const record = (patch: Partial<AuditRecordView>): AuditRecordView =>
  auditRecord({ action: 'approve', before: null, after: null, ...patch });

const TRAIL = {
  records: [
    record({}),
    record({
      id: 2,
      at: '2026-03-02T06:05:00.000Z',
      user_id: null,
      user_name: null,
      role: null,
      address: null,
      action: 'sign_in_failed',
      entity: 'user',
      entity_id: null,
      member_id: null,
      member_name: null,
    }),
  ],
  pagination: { page: 1, per_page: 20, total: 2, pages: 1 },
};

describe('the audit trail in Kiswahili', () => {
  inKiswahili();

  it('lists who changed what, with the filters', async () => {
    stubApi({ '/audit': TRAIL, '/get-users': { users: [listedMember(4, 'Wanjiru', 'Kamau')] } });
    renderAt(<AuditPage />, '/audit?entity=transaction&action=approve');
    await screen.findByRole('table', { name: sw.audit.label });
    expect(tableText(sw.audit.label)).toEqual([
      ['Lini', 'Nani', 'Kutoka', 'Kitendo', 'Rekodi', 'Mabadiliko'],
      [
        '02/03/2026 00:30',
        'Amina Hassankiongozi',
        '10.0.0.7',
        'Imeidhinishwa',
        'Muamala #12Wanjiru Kamau',
        '—',
      ],
      ['02/03/2026 09:05', sw.audit.anonymous, '—', 'Kuingia kumeshindikana', 'Kuingia', '—'],
    ]);
    expect(screen.getByRole('heading', { name: sw.audit.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("lists a member's history on the profile card", async () => {
    stubApi({ '/audit': TRAIL });
    renderAt(<HistoryPanel subject={{ memberId: 4 }} compact />, '/accounts');
    const list = await screen.findByRole('list', { name: sw.audit.history.title });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      '2 Mac 2026 00:30 · imefanywa na Amina Hassan (kiongozi)',
    );
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
