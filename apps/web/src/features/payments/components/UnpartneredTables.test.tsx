// @vitest-environment happy-dom
import type { ReconciliationAnswer } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { RECONCILIATION } from '../test-fixtures';
import { UnpartneredTables } from './UnpartneredTables';

/**
 * The reconciliation's lines without a partner as the screen shows them (docs/decisions/payments.md,
 * "Reconciliation"): the statement's reference, day, details and money in or out; the books' memo,
 * day and money in or out; and each side's words when everything has its partner.
 * payments.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

const answer: ReconciliationAnswer = {
  ...RECONCILIATION,
  statement_lines: [
    ...RECONCILIATION.statement_lines,
    { id: 2, date: '2026-03-31', reference: '', details: null, money_in: 0, money_out: 30 },
  ],
};

describe('the reconciliation', () => {
  it('shows the lines on either side without a partner', () => {
    renderShown(<UnpartneredTables answer={answer} />);
    expect(tableText('Statement lines without a partner')).toEqual([
      ['Reference', 'Date', 'Details', 'Money in', 'Money out'],
      ['TKE0000001', '02/03/2026', 'Pay Bill Online', '1,500.50', ''],
      ['—', '31/03/2026', '', '', '30.00'],
    ]);
    expect(tableText('Books entries without a partner')).toEqual([
      ['Memo', 'Date', 'Money in', 'Money out'],
      ['Expense: Tent hire', '05/03/2026', '', '1,000.00'],
    ]);
  });

  it('says when every line has its partner', () => {
    renderShown(<UnpartneredTables answer={{ ...answer, statement_lines: [], book_entries: [] }} />);
    expect(tableText('Statement lines without a partner').slice(1)).toEqual([
      ['Every statement line has its partner in the books.'],
    ]);
    expect(tableText('Books entries without a partner').slice(1)).toEqual([
      ['Every entry in the books has its partner on the statement.'],
    ]);
  });
});
