// @vitest-environment happy-dom
import type { Office } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  sent,
  stubApi,
  tableText,
} from '../../../lib/testing/component';
import { ROTATION_MEMBERS, rotationOf } from '../../../lib/testing/fixtures';
import { renderRotation7, signInAs } from '../test-fixtures';

vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

/**
 * A merry-go-round's schedule (docs/decisions/rotations.md): each round with its day, recipient, what
 * it is to collect and received, a round paid out short with what was paid and the shortfall; the
 * members and what they owe; a drawn order's seed; an official's early payout (sent for approval); a
 * member's own payment and swaps, and the auditor's read-only view.
 */

const { wanjiru, baraka, amina } = ROTATION_MEMBERS;

function open(answers: Record<string, Answering | object>, office: Office, userId: number) {
  stubApi(answers);
  signInAs(office, userId);
  renderRotation7();
}

describe('a merry-go-round’s schedule', () => {
  it('shows each round, the one paid out short with what was paid and the shortfall, and the members', async () => {
    open({ '/rotations/7': rotationOf() }, 'auditor', 1);
    await screen.findByRole('table', { name: 'Schedule' });
    expect(tableText('Schedule')).toEqual([
      ['Round', 'Day', 'Recipient', 'Expected', 'Received', 'Status', 'Paid out', 'Shortfall'],
      [
        'Round 1',
        '01/03/2026',
        'Wanjiru Kamau',
        '3,000.00',
        '2,500.00',
        'Released01/03/2026',
        '2,500.00',
        '500.00',
      ],
      ['Round 2', '01/04/2026', 'Baraka Otieno', '3,000.00', '1,000.00', 'Open', '', ''],
      ['Round 3', '01/05/2026', 'Amina Odhiambo', '3,000.00', '0.00', 'Upcoming', '', ''],
    ]);
    expect(tableText('Members')).toEqual([
      ['Member', 'Their round', 'Owes now'],
      ['Wanjiru Kamau', 'Round 1', '0.00'],
      ['Baraka Otieno', 'Round 2', '1,500.00'],
      ['Amina Odhiambo', 'Round 3', '1,000.00'],
    ]);
    screen.getByText('The officials set the order when they started it.');
    // The auditor reads it all and changes nothing (docs/decisions/offices.md).
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the seed of a drawn order, and "At the meeting" for a rotation that turns at meetings', async () => {
    const rounds = rotationOf().rounds.map((round) => ({ ...round, due_on: null }));
    open(
      { '/rotations/7': rotationOf({ seed: '3f9a0c1d2e4b5a69', every: 'meeting', rounds }) },
      'member',
      99,
    );
    await screen.findByRole('table', { name: 'Schedule' });
    expect(
      tableText('Schedule')
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['At the meeting', 'At the meeting', 'At the meeting']);
    expect(screen.getByText('3f9a0c1d2e4b5a69').closest('p')?.textContent).toBe(
      'Drawn at random from seed 3f9a0c1d2e4b5a69: anyone can draw it again from the seed and the members.',
    );
  });

  it('lets an official pay the open pot out now, behind a confirmation, and says when it waits for approval', async () => {
    const pending = {
      approval_id: 31,
      kind: 'rotation_release',
      status: 'Pending',
      approvals_required: 2,
      approvals: [],
      message: 'Sent for approval (0 of 2 approvals)',
    };
    open(
      { '/rotations/7/release': Response.json(pending, { status: 202 }), '/rotations/7': rotationOf() },
      'treasurer',
      1,
    );
    fireEvent.click(await screen.findByRole('button', { name: "Pay out this round's pot now" }));
    const dialog = screen.getByRole('dialog', { name: "Pay out round 2's pot now?" });
    within(dialog).getByText('Baraka Otieno receives KES 1,000.00, what the round has received.');
    within(dialog).getByText(/KES 2,000.00 is missing/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, pay out' }));
    await screen.findByText('Sent for approval (0 of 2 approvals)');
    expect(sent).toEqual([{ url: '/api/links/rotations/7/release', method: 'POST', body: undefined }]);
  });

  it('fills in what the member owes, and shows the server’s refusal of the amount under it', async () => {
    const above = 'A merry-go-round payment may be at most what Baraka owes now: KES 1,500.00.';
    const pay: Answering = ({ body }) =>
      (body as { total_payed: number }).total_payed > 1500
        ? refusal(422, above, { 'transaction_items.0.rotation_id': above })
        : Response.json(
            { transaction_id: 40, message: 'Transaction created, waiting for approval.' },
            { status: 201 },
          );
    open({ '/create-transaction': pay, '/rotations/7': rotationOf() }, 'member', baraka.user_id);
    const form = await screen.findByRole('form', { name: 'Pay what I owe' });
    const amount = within(form).getByLabelText('Amount (KES)') as HTMLInputElement;
    expect(amount.value).toBe('1500');
    fill(amount, '2000');
    fireEvent.click(within(form).getByRole('button', { name: 'Pay what I owe' }));
    expect(await errorOf(amount, above)).toBe(above);
    fill(amount, '1500');
    fireEvent.click(within(form).getByRole('button', { name: 'Pay what I owe' }));
    await within(form).findByText('Transaction created, waiting for approval.');
    expect(sent.at(-1)?.body).toMatchObject({
      user_id: baraka.user_id,
      total_payed: 1500,
      transaction_items: [{ transaction_type: 'ROTATION', rotation_id: 7, transaction_amount: 1500 }],
    });
  });

  it('lets a member agree to a swap that names them and waits for them, and shows the rounds exchanged', async () => {
    const asked = {
      swap_id: 3,
      user_id: amina.user_id,
      with_user_id: baraka.user_id,
      consented: [amina.user_id],
    };
    const before = rotationOf({ swaps: [{ ...asked, status: 'Asked' }] });
    const [r1, r2, r3] = before.rounds;
    const after = rotationOf({
      swaps: [{ ...asked, status: 'Done', consented: [amina.user_id, baraka.user_id] }],
      rounds: [r1!, { ...r2!, recipient: amina }, { ...r3!, recipient: baraka }],
      members: [
        { ...wanjiru, round: 1, owes: 0 },
        { ...amina, round: 2, owes: 1000 },
        { ...baraka, round: 3, owes: 1500 },
      ],
    });
    open(
      {
        '/rotations/7/swaps/3/consent': { ...after, message: 'Swap done: the two rounds are exchanged.' },
        '/rotations/7': before,
      },
      'member',
      baraka.user_id,
    );
    const swaps = await screen.findByRole('list', { name: 'Swaps' });
    within(swaps).getByText('Waiting for Baraka Otieno to agree');
    fireEvent.click(
      within(swaps).getByRole('button', { name: 'Agree to swap rounds: Amina Odhiambo and Baraka Otieno' }),
    );
    await screen.findByText('Swap done: the two rounds are exchanged.');
    expect(sent).toEqual([
      { url: '/api/links/rotations/7/swaps/3/consent', method: 'POST', body: undefined },
    ]);
    expect(within(swaps).getByText('Done')).toBeTruthy();
    expect(within(swaps).queryByRole('button', { name: /Agree/ })).toBeNull();
    expect(
      tableText('Schedule')
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['Wanjiru Kamau', 'Amina Odhiambo', 'Baraka Otieno (you)']);
  });

  it('offers no Agree to the member who asked, and asks a swap with a member whose round is to come', async () => {
    const asked = {
      swap_id: 3,
      user_id: amina.user_id,
      with_user_id: baraka.user_id,
      consented: [amina.user_id],
    };
    open(
      {
        '/rotations/7/swaps': { ...rotationOf(), message: 'Swap asked.' },
        '/rotations/7': rotationOf({ swaps: [{ ...asked, status: 'Asked' }] }),
      },
      'member',
      amina.user_id,
    );
    const swaps = await screen.findByRole('list', { name: 'Swaps' });
    expect(within(swaps).queryByRole('button')).toBeNull();
    const form = screen.getByRole('form', { name: 'Ask to swap my round' });
    const pick = within(form).getByLabelText('Ask to swap my round with…') as HTMLSelectElement;
    // Wanjiru's round is paid out: it never moves (docs/decisions/rotations.md, "Swaps").
    expect([...pick.options].map((option) => option.textContent)).toEqual([
      'Select a member',
      'Baraka Otieno (round 2)',
    ]);
    fill(pick, String(baraka.user_id));
    fireEvent.click(within(form).getByRole('button', { name: 'Ask to swap' }));
    await within(form).findByText('Swap asked.');
    expect(sent.at(-1)).toEqual({
      url: '/api/links/rotations/7/swaps',
      method: 'POST',
      body: { user_id: amina.user_id, with_user_id: baraka.user_id },
    });
  });

  it('says so when the rotation is not found', async () => {
    open({ '/rotations/7': refusal(404, 'Rotation not found.') }, 'member', 5);
    await screen.findByText('Merry-go-round not found');
  });
});
