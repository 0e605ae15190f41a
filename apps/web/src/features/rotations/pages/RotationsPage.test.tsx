// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { callsTo, listedMember, renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { rotationRowOf } from '../../../lib/testing/fixtures';
import { RotationsPage } from './RotationsPage';

/**
 * The merry-go-rounds list (docs/decisions/rotations.md, "A rotation"): newest first as the server
 * pages them, each with what a member pays, how often, its open round and who takes that pot, and
 * its status; an official starts one, the auditor and a member only read. rotations.e2e.ts keeps the
 * journey.
 */

const page = (rotations: ReturnType<typeof rotationRowOf>[], pages = 1) => ({
  rotations,
  pagination: { page: 1, per_page: 10, total: rotations.length, pages },
});

const signInAs = (office: Office) => {
  const user = { users_id: 1, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

const baraka = { users: [listedMember(5, 'Baraka', 'Otieno')] };

describe('the merry-go-rounds list', () => {
  it('shows each rotation with its amount, how often, open round, recipient and status, opening its schedule', async () => {
    stubApi({
      '/get-users': baraka,
      '/rotations?': page([
        rotationRowOf(),
        rotationRowOf({
          rotation_id: 3,
          name: 'Weekly pot',
          amount_per_member: 250.5,
          every: 'week',
          status: 'Finished',
          members: 4,
          open_round: null,
          recipient_id: null,
        }),
      ]),
    });
    renderAt(<RotationsPage />, '/rotations');
    await screen.findByRole('table', { name: 'Merry-go-rounds' });
    await waitFor(() => expect(tableText('Merry-go-rounds')[1]?.[4]).toBe('Baraka Otieno'));
    expect(tableText('Merry-go-rounds')).toEqual([
      ['Name', 'Per member', 'How often', 'Open round', 'Recipient', 'Status'],
      ['Umoja merry-go-round', '1,000.00', 'Every month', 'Round 2 of 3', 'Baraka Otieno', 'Active'],
      ['Weekly pot', '250.50', 'Every week', '', '', 'Finished'],
    ]);
    expect(screen.getByRole('link', { name: 'Umoja merry-go-round' }).getAttribute('href')).toBe(
      '/rotations/7',
    );
    expect(callsTo('/rotations?')[0]).toContain('page=1');
    expect(callsTo('/get-users')[0]).toContain('user_id=5');
  });

  it('opens "New merry-go-round" for an official, every month from today', async () => {
    stubApi({ '/rotations?': page([]) });
    renderAt(<RotationsPage />, '/rotations');
    await screen.findByText('No merry-go-round yet: start the first with New merry-go-round');
    fireEvent.click(screen.getByRole('button', { name: 'New merry-go-round' }));
    const form = screen.getByRole('form', { name: 'New merry-go-round' });
    expect((within(form).getByLabelText('How often') as HTMLSelectElement).value).toBe('month');
    expect((within(form).getByLabelText('Start date') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it.each(['auditor', 'member'] as const)(
    'lets the %s read the list without starting one',
    async (office) => {
      stubApi({ '/get-users': baraka, '/rotations?': page([rotationRowOf()]) });
      signInAs(office);
      renderAt(<RotationsPage />, '/rotations');
      await screen.findByRole('table', { name: 'Merry-go-rounds' });
      expect(screen.queryByRole('button', { name: 'New merry-go-round' })).toBeNull();
      screen.getByRole('link', { name: 'Umoja merry-go-round' });
    },
  );

  it('says so when the list cannot be loaded', async () => {
    stubApi({});
    renderAt(<RotationsPage />, '/rotations');
    await screen.findByText(en.rotations.list.failed);
  });
});
