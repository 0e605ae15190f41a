// @vitest-environment happy-dom
import type { PaymentView } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { paymentView } from '../test-fixtures';
import { PaymentsTable } from './PaymentsTable';

/**
 * The incoming payments as the screen shows them: the receipt, the day, the source in words, the
 * payer's phone as a Kenyan number (a masked one as M-Pesa gave it), the amount, the member or the
 * first suggestion, each status, and what can be done about each. payments.e2e.ts keeps the
 * journeys (docs/testing.md, "Component tests and browser tests").
 */

const payment = (patch: Partial<PaymentView>): PaymentView => paymentView(patch);

describe('the incoming payments table', () => {
  it('shows each payment with its source, payer, amount, member, status and actions', () => {
    renderShown(
      <PaymentsTable
        payments={[
          payment({}),
          payment({
            id: 2,
            receipt: 'TKE0000002',
            source: 'mpesa_statement',
            payer_phone: '2547******126',
            account_ref: null,
            amount: 250000.5,
            status: 'Unmatched',
            user_id: null,
            member_name: null,
            member_number: null,
            suggestions: [{ user_id: 5, name: 'Baraka Mwangi', member_number: 'M003', phone: null }],
          }),
          payment({
            id: 3,
            receipt: 'REF-9',
            source: 'bank_statement',
            status: 'Ignored',
            can_approve: false,
          }),
          payment({ id: 4, receipt: 'TKE0000004', status: 'Pending approval', can_approve: false }),
        ]}
        page={1}
        pages={1}
        onPageChange={() => undefined}
        onAction={() => undefined}
      />,
    );
    expect(tableText('Incoming payments')).toEqual([
      ['Receipt', 'Date', 'Source', 'Payer', 'Amount', 'Member', 'Status', 'Actions'],
      [
        'TKE0000001',
        '02/03/2026',
        'M-Pesa (live)',
        'WANJIRU KAMAU+254 712 345 678 · Acc. M002',
        '1,500.00',
        'Wanjiru Kamau M002',
        'Pending approval',
        'Approve TKE0000001Ignore TKE0000001',
      ],
      [
        'TKE0000002',
        '02/03/2026',
        'M-Pesa statement',
        'WANJIRU KAMAU2547******126',
        '250,000.50',
        'Maybe Baraka Mwangi',
        'Unmatched',
        'Assign TKE0000002Ignore TKE0000002',
      ],
      [
        'REF-9',
        '02/03/2026',
        'Bank statement',
        'WANJIRU KAMAU+254 712 345 678 · Acc. M002',
        '1,500.00',
        'Wanjiru Kamau M002',
        'Ignored',
        '—',
      ],
      [
        'TKE0000004',
        '02/03/2026',
        'M-Pesa (live)',
        'WANJIRU KAMAU+254 712 345 678 · Acc. M002',
        '1,500.00',
        'Wanjiru Kamau M002',
        'Pending approval',
        'Review TKE0000004Ignore TKE0000004',
      ],
    ]);
  });

  it('says No payments found without any', () => {
    renderShown(
      <PaymentsTable
        payments={[]}
        page={1}
        pages={1}
        onPageChange={() => undefined}
        onAction={() => undefined}
      />,
    );
    expect(tableText('Incoming payments').slice(1)).toEqual([['No payments found']]);
  });
});
