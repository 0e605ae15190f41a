// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { WANJIRU_ACCOUNT } from '../test-fixtures';
import { AccountsTable } from './AccountsTable';

/**
 * The members' accounts as the screen shows them (docs/spec/screens.md, "Other tables", Accounts):
 * the user, the email, the savings and the monthly expected with two decimals, View, and the empty
 * list. accounts.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

const noPaging = { pagination: null, onPageChange: () => undefined, onView: () => undefined };

describe('the accounts table', () => {
  it('shows each member with their savings and monthly expected', () => {
    renderShown(<AccountsTable rows={[WANJIRU_ACCOUNT]} {...noPaging} />);
    expect(tableText('Accounts')).toEqual([
      ['User', 'Email', 'Savings', 'Monthly Expected', 'View'],
      ['Wanjiru Kamau', 'wanjiru@example.com', '125,000.50', '2,500.00', 'View profile of Wanjiru Kamau'],
    ]);
    cleanup();
    renderShown(<AccountsTable rows={[]} {...noPaging} />);
    expect(tableText('Accounts').slice(1)).toEqual([['No data found']]);
  });
});
