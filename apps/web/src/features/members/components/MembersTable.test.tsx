// @vitest-environment happy-dom
import type { ListedUser } from '@links/domain';
import { cleanup } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { MembersTable } from './MembersTable';

/**
 * The members list as the screen shows it (docs/spec/screens.md, "The shared table", Members
 * screens): the full name, the email for admins only, the role and the office in words.
 * members.e2e.ts and member-lists.e2e.ts keep the journeys (docs/testing.md, "Component tests and
 * browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const users: ListedUser[] = [
  {
    users_id: 1,
    firstname: 'Amina',
    lastname: 'Hassan',
    email: 'amina@example.com',
    role: 'admin',
    office: 'treasurer',
    member_number: 'M001',
    status: 'active',
  },
  {
    users_id: 4,
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    email: 'wanjiru@example.com',
    role: 'member',
    office: 'member',
    member_number: 'M004',
    status: 'active',
  },
];
const noPaging = { pagination: null, onPageChange: () => undefined };

describe('the members table', () => {
  it('shows an admin each member with their email, role and office', () => {
    renderShown(<MembersTable rows={users} withEmail changesOffices={false} {...noPaging} />);
    expect(tableText('Members')).toEqual([
      ['Full Name', 'Email', 'Role', 'Office'],
      ['Amina Hassan', 'amina@example.com', 'admin', 'Treasurer'],
      ['Wanjiru Kamau', 'wanjiru@example.com', 'member', 'Member'],
    ]);
  });

  it('shows a member no emails, and says when no one matches', () => {
    renderShown(<MembersTable rows={users} withEmail={false} changesOffices={false} {...noPaging} />);
    expect(tableText('Members')).toEqual([
      ['Full Name', 'Role', 'Office'],
      ['Amina Hassan', 'admin', 'Treasurer'],
      ['Wanjiru Kamau', 'member', 'Member'],
    ]);
    cleanup();
    renderShown(<MembersTable rows={[]} withEmail changesOffices={false} {...noPaging} />);
    expect(tableText('Members')).toEqual([['Full Name', 'Email', 'Role', 'Office'], ['No data found']]);
  });
});
