// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { ScheduleTable, scheduleLineOf } from './ScheduleTable';

/**
 * A loan's schedule as the screen shows it: each installment's day and its parts in KES, and what
 * was paid towards it so far when the loan is issued. loans-long-term.e2e.ts and
 * loan-lifecycle.e2e.ts keep the schedules the server writes (docs/testing.md, "Component tests and
 * browser tests").
 */

const installment = (number: number, due_date: string, paid: number) =>
  scheduleLineOf({
    number,
    due_date,
    installment: 4707.35,
    interest: 1000,
    principal: 3707.35,
    interest_paid: Math.min(paid, 1000),
    principal_paid: Math.max(0, paid - 1000),
    interest_waived: 0,
    balance_after: Math.round((100000 - 3707.35 * number) * 100) / 100,
  });

describe('the schedule table', () => {
  it('shows each installment with its day, its parts and what was paid towards it', () => {
    renderShown(
      <ScheduleTable
        lines={[installment(1, '2026-02-05', 4707.35), installment(2, '2026-03-05', 500)]}
        withPaid
      />,
    );
    expect(tableText('Schedule')).toEqual([
      ['No.', 'Due Date', 'Installment', 'Interest', 'Principal', 'Paid So Far', 'Balance After'],
      ['1', '05/02/2026', '4,707.35', '1,000.00', '3,707.35', '4,707.35', '96,292.65'],
      ['2', '05/03/2026', '4,707.35', '1,000.00', '3,707.35', '500.00', '92,585.30'],
    ]);
  });

  it('leaves out what was paid in a preview', () => {
    renderShown(<ScheduleTable lines={[installment(1, '2026-02-05', 0)]} />);
    expect(tableText('Schedule')[0]).toEqual([
      'No.',
      'Due Date',
      'Installment',
      'Interest',
      'Principal',
      'Balance After',
    ]);
  });
});
