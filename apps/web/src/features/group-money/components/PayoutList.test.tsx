// @vitest-environment happy-dom
import type { GroupActivityItem } from '@links/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShown } from '../../../lib/testing/component';
import { PayoutList } from './PayoutList';

/**
 * The payouts of Group money as the screen shows them (docs/decisions/offices.md, "Group money"): each
 * kind's label, amount and purpose, for whom, who asked and who approved, with the names hidden when the
 * group hides them. offices.e2e.ts keeps the journey (docs/testing.md, "Component tests and browser
 * tests").
 */

const amina = { users_id: 1, name: 'Amina Hassan' };
const otieno = { users_id: 2, name: 'Otieno Odhiambo' };
const wanjiru = { users_id: 4, name: 'Wanjiru Kamau' };

const item = (patch: Partial<GroupActivityItem>): GroupActivityItem => ({
  id: 1,
  kind: 'expense',
  date: '2026-03-10',
  amount: 1_500,
  purpose: 'Stationery',
  beneficiary: null,
  asked_by: amina,
  approved_by: [amina],
  ...patch,
});

const withdrawal = item({
  id: 3,
  kind: 'withdrawal',
  amount: 4_000,
  purpose: 'Savings paid out from M-Pesa: School fees',
  beneficiary: wanjiru,
  asked_by: wanjiru,
  approved_by: [amina, otieno],
});
const exit = item({
  id: 2,
  kind: 'member_exit',
  amount: 9_000,
  purpose: 'Exit, refund of savings KES 6,000.00, loan loss written off KES 3,000.00: Moved to Mombasa',
  beneficiary: wanjiru,
});
const reversal = item({
  id: 1,
  kind: 'reversal',
  amount: 20_000,
  purpose: 'Payment TRN-7 taken back: Typed 20,000 for 2,000',
  beneficiary: wanjiru,
  approved_by: [amina, otieno],
});
const expenseReversal = item({ id: 4, kind: 'reversal', purpose: 'Expense #3 taken back: Paid twice' });

const payouts = () => screen.getAllByTestId('payout').map((li) => li.textContent ?? '');

describe('the Group money list', () => {
  afterEach(cleanup);

  it('shows a withdrawal, an exit and a reversal with their labels, amounts and people', () => {
    renderShown(<PayoutList items={[withdrawal, exit, reversal, expenseReversal]} hidden={false} />);
    const [paid, left, taken, expense] = payouts();
    expect(paid).toContain('Withdrawal of savings');
    expect(paid).toContain('4,000.00');
    expect(paid).toContain('Savings paid out from M-Pesa: School fees');
    expect(paid).toContain('For: Wanjiru Kamau');
    expect(paid).toContain('Asked by: Wanjiru Kamau');
    expect(paid).toContain('Approved by: Amina Hassan, Otieno Odhiambo');
    expect(left).toContain("Member's exit");
    expect(left).toContain('9,000.00');
    expect(left).toContain('loan loss written off KES 3,000.00: Moved to Mombasa');
    expect(left).toContain('For: Wanjiru Kamau');
    expect(taken).toContain('Reversal');
    expect(taken).toContain('Payment TRN-7 taken back: Typed 20,000 for 2,000');
    expect(taken).toContain('For: Wanjiru Kamau');
    expect(taken).toContain('Approved by: Amina Hassan, Otieno Odhiambo');
    // A reversal of the group's own payment is for no member.
    expect(expense).toContain('Expense #3 taken back: Paid twice');
    expect(expense).not.toContain('For:');
  });

  it('hides the members paid, and a member who asked for their own withdrawal, when the group hides them', () => {
    const hide = (payout: GroupActivityItem) => ({
      ...payout,
      beneficiary: null,
      asked_by: payout.asked_by?.users_id === wanjiru.users_id ? null : payout.asked_by,
    });
    renderShown(<PayoutList items={[withdrawal, exit, reversal].map(hide)} hidden />);
    const list = within(screen.getByRole('list', { name: 'Payouts' }));
    expect(list.queryByText(/Wanjiru/)).toBeNull();
    const [paid, left, taken] = payouts();
    expect(paid).toContain('For: A member (name hidden)');
    expect(paid).toContain('Asked by: The member (name hidden)');
    expect(left).toContain('For: A member (name hidden)');
    expect(left).toContain('Asked by: Amina Hassan');
    expect(taken).not.toContain('For:');
  });
});
