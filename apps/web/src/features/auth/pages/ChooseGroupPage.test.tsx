// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { GROUPS } from '../test-fixtures';
import { ChooseGroupPage } from './ChooseGroupPage';

/**
 * The group chooser (docs/decisions/people.md, "Choosing a group"), on the component: the person's
 * groups with office and member number, the choice sent, the new group's home opened, and the
 * server's refusal said. people.e2e.ts keeps the journey.
 */

const groups = GROUPS;

const signedInAs = (role: 'admin' | 'member', office: string) => ({
  access_token: 'a',
  refresh_token: 'r',
  user: { users_id: 12, firstname: 'Neema', lastname: 'Achieng', email: 'neema@example.com', role, office },
});

function renderPage(answers: Parameters<typeof stubApi>[0]) {
  stubApi(answers);
  renderAt(
    <Routes>
      <Route path="/choose-group" element={<ChooseGroupPage />} />
      <Route path="/" element={<p>The admin's home</p>} />
      <Route path="/member" element={<p>The member's home</p>} />
    </Routes>,
    '/choose-group',
  );
}

describe('the group chooser', () => {
  it('lists each group with the office and member number held there', async () => {
    renderPage({ '/me/groups': { groups, host: false } });
    const list = await screen.findByRole('list', { name: 'Your groups' });
    const items = [...list.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['UUmoja SaversMember · M004Current', 'BBidii WomenTreasurer · M012Suspended']);
    expect(screen.getByRole('button', { name: /Umoja Savers/ }).getAttribute('aria-current')).toBe('true');
  });

  it('sends the choice and opens the home of the office held in the group chosen', async () => {
    renderPage({ '/me/groups': { groups, host: false }, '/me/group': signedInAs('admin', 'treasurer') });
    fireEvent.click(await screen.findByRole('button', { name: /Bidii Women/ }));
    await screen.findByText("The admin's home");
    expect(sent).toEqual([{ url: '/api/links/me/group', method: 'POST', body: { group_id: 7 } }]);
  });

  it("says the server's refusal and stays", async () => {
    renderPage({
      '/me/groups': { groups, host: false },
      '/me/group': refusal(403, 'You are not a member of that group.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Bidii Women/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not a member of that group.');
    await waitFor(() => expect(screen.getByRole('button', { name: /Bidii Women/ })).toBeTruthy());
  });
});
