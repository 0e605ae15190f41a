import { type Language, loanIssuedMessage } from '@links/domain';
import type { Tx } from '../../db/client.js';
import { serverOutbox } from '../outbox/index.js';
import type { Loan, NewLoan } from './loans.service.js';

/**
 * Tells the member their loan was issued: the amount, the first installment and its day
 * (docs/decisions/notifications.md, "Loans"), in the loan's own database transaction, once per loan.
 * A loan brought in from before the app was not issued now: nobody is told.
 */
export async function tellLoanIssued(tx: Tx, loan: NewLoan, row: Loan, firstname: string): Promise<void> {
  if (loan.source === 'opening_balance') return;
  const first = loan.schedule.rows[0];
  if (!first) return;
  const figures = {
    firstname,
    kind: loan.kind,
    amount: loan.loanAmount,
    firstDue: first.dueDate,
    installment: first.installment,
    installments: loan.schedule.rows.length,
    loanId: row.id,
  };
  await serverOutbox().leave(tx, {
    userId: row.userId,
    kind: 'loan_issued',
    eventKey: `loan:${row.id}:issued`,
    link: `/loans/${row.id}`,
    text: (language: Language) => loanIssuedMessage(language, figures),
  });
}
