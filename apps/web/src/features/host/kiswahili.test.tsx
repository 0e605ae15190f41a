// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { HostPage } from './pages/HostPage';
import { hostGroupRow } from './test-fixtures';

/**
 * The host's screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the groups in each state, a suspension said, and the form that opens a group.
 */

const row = (group_id: number, name: string, status: 'pending' | 'active' | 'suspended') => ({
  ...hostGroupRow(group_id, name, status),
  last_activity: status === 'pending' ? null : '2026-11-27T10:00:00.000Z',
});
const list = {
  data: [
    row(1, 'Umoja Savings', 'active'),
    row(2, 'Tumaini Youth', 'suspended'),
    row(3, 'Bidii Women', 'pending'),
  ],
  pagination: { page: 1, per_page: 10, total: 3, pages: 1 },
};
const GROUPS = ['Umoja Savings', 'Tumaini Youth', 'Bidii Women'];

describe('the host screen in Kiswahili', () => {
  inKiswahili();

  it('lists the groups, says a suspension, and offers to open a group', async () => {
    stubApi({ '/host/groups/1/suspend': row(1, 'Umoja Savings', 'suspended'), '/host/groups': list });
    renderAt(<HostPage />, '/host');
    expect(await screen.findByRole('table', { name: 'Vikundi' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Fungua kikundi' })).toBeTruthy();
    expect(notKiswahili(GROUPS)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Simamisha Umoja Savings' }));
    expect(await screen.findByText('Umoja Savings kimesimamishwa.')).toBeTruthy();
    expect(notKiswahili(GROUPS)).toEqual([]);
  });

  it('says when no group matches the search', async () => {
    stubApi({ '/host/groups': { data: [], pagination: { page: 1, per_page: 10, total: 0, pages: 1 } } });
    renderAt(<HostPage />, '/host?q=Pamoja');
    expect(await screen.findByText('Hakuna kikundi kinacholingana na utafutaji huu')).toBeTruthy();
    expect(notKiswahili(['Pamoja'])).toEqual([]);
  });
});
