// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { formatBytes } from '../components/HostGroupsTable';
import { hostGroupRow } from '../test-fixtures';
import { HostPage } from './HostPage';

/**
 * The host's screen (docs/decisions/host.md), on the component: the groups with their sizes, a
 * suspension sent and said, the server's refusal said, and the new group's form checked before it
 * is sent. host.e2e.ts keeps the journey.
 */
const row = hostGroupRow;
const list = {
  data: [row(1, 'Umoja Savings', 'active'), row(2, 'Tumaini Youth', 'active')],
  pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
};

function renderPage(answers: Parameters<typeof stubApi>[0]) {
  stubApi(answers);
  renderAt(
    <Routes>
      <Route path="/host" element={<HostPage />} />
    </Routes>,
    '/host',
  );
}

describe('the host screen', () => {
  it('lists the groups with members, last activity and storage', async () => {
    renderPage({ '/host/groups': list });
    const table = await screen.findByRole('table', { name: 'Groups' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      'Umoja Savings',
      'Active',
      '24',
      '27/11/2026',
      '3.2 MB',
      '01/11/2026',
      'Suspend',
    ]);
    expect([
      formatBytes(i18n.t, 900),
      formatBytes(i18n.t, 2048),
      formatBytes(i18n.t, 15 * 1024 * 1024),
    ]).toEqual(['900 B', '2.0 KB', '15 MB']);
  });

  it('shows a group from /signup as awaiting confirmation, with nothing to suspend', async () => {
    renderPage({
      '/host/groups': { ...list, data: [row(3, 'Waiting Room', 'pending')] },
    });
    const table = await screen.findByRole('table', { name: 'Groups' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[1]?.textContent).toBe('Awaiting confirmation');
    expect(cells[6]?.textContent).toBe('None yet');
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('suspends a group and says so; a refusal is said too', async () => {
    renderPage({
      '/host/groups/2/suspend': row(2, 'Tumaini Youth', 'suspended'),
      '/host/groups/1/suspend': refusal(403, "Only the host's operator can do this."),
      '/host/groups': list,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Tumaini Youth' }));
    await screen.findByText('Tumaini Youth is suspended.');
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/links/host/groups/2/suspend',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Umoja Savings' }));
    await screen.findByText("Only the host's operator can do this.");
  });

  it('checks the new group before sending it', async () => {
    renderPage({ '/host/groups': list });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the group' }));
    await screen.findAllByText(/is required/);
    expect(sent).toEqual([]);
  });
});
