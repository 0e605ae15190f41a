// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { SavingsTable } from './SavingsTable';

/**
 * The savings list as the screen shows it (docs/spec/screens.md, "Other tables", Savings): the member, the
 * amount saved and the year's expected saving with two decimals, and the row's View Saving.
 * savings.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

describe('the savings table', () => {
  it('shows each member with what they saved and are expected to', () => {
    renderShown(
      <SavingsTable
        rows={[
          {
            saving_id: 3,
            user_id: 4,
            user_firstname: 'Wanjiru',
            user_lastname: 'Kamau',
            amount_saved: 12500.75,
            expected_saving: 30000,
          },
        ]}
        pagination={null}
        onPageChange={() => undefined}
      />,
    );
    expect(tableText('Savings')).toEqual([
      ['User', 'Amount Saved', 'Expected Saving', 'Actions'],
      ['Wanjiru Kamau', '12,500.75', '30,000.00', 'View Saving of Wanjiru Kamau'],
    ]);
  });
});
