import { centsToKes, loanDueBy, type StkDue } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { approvedSavingsInMonth } from '../books/index.js';
import { requireUser } from '../directory/directory.service.js';
import { finesOwedBy } from '../fines/fines.service.js';
import { unclearedLoanInstallments } from '../loans/index.js';
import { monthlyTargetCents, savingsOf } from '../savings/savings.service.js';

/**
 * `GET /payments/stk/due` (docs/decisions/daraja.md, "What is due"): what the member owes now, as the
 * payments module's split reads it: each uncleared loan's installments due by the end of the month, the
 * fines owed, and what the month's savings still lack of the monthly target; together, rounded up to
 * whole shillings, the amount "Pay with M-Pesa" proposes.
 */
export async function stkDue(db: DbOrTx, userId: number, today: string): Promise<StkDue> {
  const user = await requireUser(db, userId);
  const installments = await unclearedLoanInstallments(db, userId);
  const parts: StkDue['parts'] = [];
  const add = (kind: StkDue['parts'][number]['kind'], label: string, cents: number) => {
    if (cents > 0) parts.push({ kind, label, amount: centsToKes(cents) });
  };
  if (installments.long_term)
    add('long_term', 'Long-term loan due', loanDueBy(installments.long_term, today).due);
  if (installments.short_term)
    add('short_term', 'Short-term loan due', loanDueBy(installments.short_term, today).due);
  add('fines', 'Fines owed', await finesOwedBy(db, userId));
  const savings = (await savingsOf(db, [userId])).get(userId);
  if (savings) {
    const saved = await approvedSavingsInMonth(db, userId, today.slice(0, 7));
    add('savings', 'Savings this month', monthlyTargetCents(savings.yearlyTargetCents) - saved);
  }
  const cents = parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
  return { amount: Math.ceil(cents / 100), parts, phone: user.phone };
}
