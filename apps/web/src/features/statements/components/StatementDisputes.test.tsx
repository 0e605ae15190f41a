// @vitest-environment happy-dom
import type { MemberStatement } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi, tableText } from '../../../lib/testing/component';
import { SavingsSection } from './SavingsSection';

/**
 * "This is wrong" on the member's own statement (docs/decisions/disputes.md, "On the statement"):
 * each line without an open dispute offers it; the dialog asks why, refuses an empty reason without
 * sending, sends the line and the reason, and shows the server's refusal. disputes.e2e.ts keeps the
 * journey.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

const savings: MemberStatement['savings'] = {
  opening_balance: 0,
  closing_balance: 2500,
  movements: [
    {
      date: '2026-03-02',
      description: 'Saving, transaction TRN-9',
      amount: 1500,
      balance: 1500,
      entry_id: 31,
      dispute: null,
    },
    {
      date: '2026-04-10',
      description: 'Saving, transaction TRN-12',
      amount: 1000,
      balance: 2500,
      entry_id: 35,
      dispute: { dispute_id: 4, status: 'Open' },
    },
  ],
};

describe('disputing a line of one’s own statement', () => {
  it('offers "This is wrong" on each line without an open dispute, only on one’s own statement', () => {
    stubApi({});
    renderAt(<SavingsSection savings={savings} own />, '/statement');
    expect(tableText('Savings movements').map((row) => row.at(-1))).toEqual([
      'Check',
      'This is wrong',
      'Disputed',
    ]);
  });

  it('asks why, refuses an empty reason, and sends the line with the reason', async () => {
    stubApi({
      '/disputes': {
        dispute_id: 5,
        user_id: 1,
        firstname: 'Wanjiru',
        lastname: 'Kamau',
        transaction_id: null,
        journal_entry_id: 31,
        line_date: '2026-03-02',
        line_description: 'Saving, transaction TRN-9',
        amount: 1500,
        status: 'Open',
        reason: 'I paid 2,000 by M-Pesa.',
        answer: null,
        answered_by: null,
        answered_at: null,
        created_at: '2026-03-05T07:00:00.000Z',
        message: 'Dispute sent: the officials are told.',
      },
    });
    renderAt(<SavingsSection savings={savings} own />, '/statement');
    fireEvent.click(
      screen.getByRole('button', { name: 'This is wrong: Saving, transaction TRN-9, 2 Mar 2026' }),
    );
    expect(screen.getByText(/Saving, transaction TRN-9, 2 Mar 2026, KES 1,500.00/)).toBeTruthy();
    const reason = screen.getByLabelText('Reason');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await errorOf(reason, 'reason is required')).toBe('reason is required');
    expect(sent).toEqual([]);
    fill(reason, '  I paid 2,000 by M-Pesa.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { journal_entry_id: 31, reason: 'I paid 2,000 by M-Pesa.' },
    });
    await waitFor(() => expect(screen.queryByLabelText('Reason')).toBeNull());
  });

  it('shows the server’s refusal in the dialog', async () => {
    stubApi({ '/disputes': refusal(409, 'This line already has an open dispute.') });
    renderAt(<SavingsSection savings={savings} own />, '/statement');
    fireEvent.click(screen.getByRole('button', { name: /This is wrong: Saving, transaction TRN-9/ }));
    fill(screen.getByLabelText('Reason'), 'Wrong amount');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This line already has an open dispute.')).toBeTruthy();
  });
});
