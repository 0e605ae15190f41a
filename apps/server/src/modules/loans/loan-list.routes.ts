import { type LoanPaymentRow, type LoanRow, operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { amountColumns, type CsvColumn, csvAmount, fieldColumns } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import type { LoanKind } from './loan-kinds.js';
import { loanList } from './loan-list.js';
import { loanPaymentList } from './loan-payment-list.js';
import { listLoanPayments, listLoans } from './loans.queries.js';

const loanCsvColumns: CsvColumn<LoanRow>[] = [
  { header: 'loan_id', value: (loan) => loan.id },
  ...fieldColumns<LoanRow>('user_id'),
  { header: 'member', value: (loan) => `${loan.user_firstname} ${loan.user_lastname}` },
  ...amountColumns<LoanRow>(
    'loan_amount',
    'principal',
    'interest_amount',
    'amount_due',
    'installment_amount',
  ),
  ...fieldColumns<LoanRow>('interest_rate', 'payment_period', 'date_issued', 'due_date', 'status'),
];

const paymentCsvColumns: CsvColumn<LoanPaymentRow>[] = [
  { header: 'payment_id', value: (payment) => payment.id },
  ...fieldColumns<LoanPaymentRow>('loan_id'),
  { header: 'member', value: (payment) => `${payment.user_firstname} ${payment.user_lastname}` },
  ...amountColumns<LoanPaymentRow>('transaction_amount', 'principal_paid', 'interest_paid', 'fines_paid'),
  { header: 'loan_principal', value: (payment) => csvAmount(payment.loan_details.principal) },
  { header: 'loan_interest_rate', value: (payment) => payment.loan_details.interest_rate },
  ...fieldColumns<LoanPaymentRow>('created_at'),
];

const kinds = [
  {
    kind: 'long_term',
    loans: operations.allLoans,
    payments: operations.longTermLoanPayments,
    name: 'long-term',
  },
  {
    kind: 'short_term',
    loans: operations.allShortTermLoans,
    payments: operations.shortTermLoanPayments,
    name: 'short-term',
  },
] as const satisfies readonly { kind: LoanKind; loans: unknown; payments: unknown; name: string }[];

/**
 * The loan lists (docs/spec/entities.md, "Long-term loan"): without any list parameter they answer every row,
 * as the spec's screens call them; with `page`, `per_page`, `q`, a filter or `sort` they answer one page with
 * its `pagination` (docs/decisions/wire.md, "Pages of a list"); `format=csv` downloads the whole filtered
 * list.
 */
export function loanListRoutes(app: FastifyInstance, db: Db, guards: Guards) {
  for (const { kind, loans, payments, name } of kinds) {
    const common = { onRequest: guards.admin, tags: ['loans'] };
    const ofKind = <Rest>(rest: Rest) => ({ ...rest, kind });
    registerList(app, db, {
      ...common,
      ...listOperation(loans),
      summary: `Every ${name} loan, newest first; with page, per_page, q, status, user_id, from, to or sort one page of them; format=csv the whole filtered list`,
      list: loanList,
      name: 'loans',
      filter: ofKind,
      csv: { file: `${name}-loans.csv`, columns: loanCsvColumns },
      whole: { read: () => listLoans(db, kind) },
    });
    registerList(app, db, {
      ...common,
      ...listOperation(payments),
      summary: `Payment history of ${name} loans, newest first; with page, per_page, q, user_id, loan_id, from, to or sort one page of it; format=csv the whole filtered list`,
      list: loanPaymentList,
      name: 'payments',
      filter: ofKind,
      csv: { file: `${name}-loan-payments.csv`, columns: paymentCsvColumns },
      whole: { read: () => listLoanPayments(db, kind) },
    });
  }
}
