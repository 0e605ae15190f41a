// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { FIRST_DEPOSIT } from '../test-fixtures';
import { DepositsTable } from './DepositsTable';

/**
 * A savings account's movements as its page shows them (docs/decisions/members.md, "Savings
 * lists"): the day, the amount and the running balance with two decimals, where the money came
 * from, and no movement yet. savings.e2e.ts keeps the journeys (docs/testing.md, "Component tests
 * and browser tests").
 */

describe('the deposits table', () => {
  it('shows each movement with its source and the balance after it', () => {
    renderShown(
      <DepositsTable
        deposits={[
          FIRST_DEPOSIT,
          {
            entry_id: 8,
            date: '2026-04-01',
            amount: 250000,
            source: 'Share-out',
            transaction_id: null,
            running_balance: 251500.5,
          },
        ]}
      />,
    );
    expect(tableText('Deposits')).toEqual([
      ['Date', 'Amount', 'Source', 'Running Balance'],
      ['02/03/2026', '1,500.50', 'TRN-3', '1,500.50'],
      ['01/04/2026', '250,000.00', 'Share-out', '251,500.50'],
    ]);
    cleanup();
    renderShown(<DepositsTable deposits={[]} />);
    expect(tableText('Deposits').slice(1)).toEqual([['No data found']]);
  });
});
