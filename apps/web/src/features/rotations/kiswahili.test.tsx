// @vitest-environment happy-dom
import type { Office } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { fill, listedMember, renderAt, stubApi, tableText } from '../../lib/testing/component';
import { ROTATION_MEMBERS, rotationOf, rotationRowOf } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { RotationsPage } from './pages/RotationsPage';
import { renderRotation7, signInAs } from './test-fixtures';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

/**
 * The merry-go-rounds in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the list with the New merry-go-round form and its order, a schedule as a member of it
 * reads it (paying, swapping, agreeing) and as an official pays its pot out. The members' names, the
 * merry-go-rounds' and the account's names and a drawn order's seed are data.
 */

const { baraka, amina } = ROTATION_MEMBERS;
const SEED = '3f9a0c1d2e4b5a69';
const DATA = [
  'Wanjiru Kamau',
  'Baraka Otieno',
  'Amina Odhiambo',
  'Umoja merry-go-round',
  'Weekly pot',
  'Cash on hand',
  SEED,
];

function openSchedule(office: Office, userId: number, rotation = rotationOf()) {
  stubApi({ '/rotations/7': rotation });
  signInAs(office, userId);
  renderRotation7();
}

describe('the merry-go-rounds in Kiswahili', () => {
  inKiswahili();

  it('lists the merry-go-rounds and starts one with its order in Kiswahili', async () => {
    stubApi({
      '/get-users': { users: [listedMember(5, 'Baraka', 'Otieno')] },
      '/rotations?': {
        rotations: [
          rotationRowOf(),
          rotationRowOf({
            rotation_id: 3,
            name: 'Weekly pot',
            every: 'week',
            status: 'Finished',
            open_round: null,
          }),
        ],
        pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
      },
    });
    signInAs('treasurer', 1);
    renderAt(<RotationsPage />, '/rotations');
    await screen.findByRole('table', { name: sw.rotations.list.table });
    await waitFor(() => expect(tableText(sw.rotations.list.table)[1]?.[4]).toBe('Baraka Otieno'));
    expect(tableText(sw.rotations.list.table)[1]).toEqual([
      'Umoja merry-go-round',
      '1,000.00',
      'Kila mwezi',
      'Zamu 2 kati ya 3',
      'Baraka Otieno',
      'Unaendelea',
    ]);
    fireEvent.click(screen.getByRole('button', { name: sw.rotations.newRotation }));
    const form = screen.getByRole('form', { name: sw.rotations.newRotation });
    const box = within(form).getByLabelText(sw.rotations.order.addMember) as HTMLInputElement;
    fireEvent.focus(box);
    fill(box, 'Baraka');
    fireEvent.click(await screen.findByRole('option', { name: /Baraka Otieno/ }));
    await within(form).findByRole('list', { name: sw.rotations.order.list });
    within(form).getByRole('button', { name: 'Mshushe Baraka Otieno' });
    within(form).getByText('Zamu 1');
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows a member the schedule, what they owe, and a swap waiting for them, in Kiswahili', async () => {
    const swap = {
      swap_id: 3,
      user_id: amina.user_id,
      with_user_id: baraka.user_id,
      consented: [amina.user_id],
    };
    openSchedule('member', baraka.user_id, rotationOf({ seed: SEED, swaps: [{ ...swap, status: 'Asked' }] }));
    await screen.findByRole('table', { name: sw.rotations.page.schedule });
    expect(tableText(sw.rotations.page.schedule)[1]).toEqual([
      'Zamu 1',
      '01/03/2026',
      'Wanjiru Kamau',
      '3,000.00',
      '2,500.00',
      'Imelipwa01/03/2026',
      '2,500.00',
      '500.00',
    ]);
    expect(tableText(sw.rotations.page.members)[2]).toEqual(['Baraka Otieno (wewe)', 'Zamu 2', '1,500.00']);
    screen.getByRole('form', { name: sw.rotations.page.pay });
    screen.getByRole('form', { name: sw.rotations.swaps.form });
    screen.getByText('Inasubiri Baraka Otieno kukubali');
    screen.getByRole('button', { name: 'Kubali kubadilishana zamu: Amina Odhiambo na Baraka Otieno' });
    expect(screen.getByText(SEED).closest('p')?.textContent).toContain('kutoka mbegu 3f9a0c1d2e4b5a69:');
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks an official before paying the open pot out, in Kiswahili', async () => {
    openSchedule('treasurer', 1);
    fireEvent.click(await screen.findByRole('button', { name: sw.rotations.release.payNow }));
    const dialog = screen.getByRole('dialog', { name: 'Lipa chungu cha zamu 2 sasa?' });
    within(dialog).getByText('Baraka Otieno anapokea KES 1,000.00, kiasi ambacho zamu imepokea.');
    within(dialog).getByRole('button', { name: sw.rotations.release.yes });
    expect(screen.queryByRole('form', { name: sw.rotations.page.pay })).toBeNull();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
