import {
  type ApplicationView,
  approvalKindLabels,
  type Cents,
  formatDate,
  formatKES,
  type LoanKind,
  type LongTermLoanInput,
  type ShortTermLoanInput,
} from '@links/domain';
import { z } from 'zod';
import { decideApplication } from '../applications/index.js';
import { type About, answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import {
  issueLongTermLoan,
  issueShortTermLoan,
  longTermAnswer,
  shortTermAnswer,
} from '../loans/loans.service.js';

/** The loans a request issues (docs/decisions/approvals.md, "Kinds"); the loans module's own use cases. */

/**
 * What an official's loan request is about: its amount for the quorum threshold, the member it pays, one
 * pending request a member and kind (`subject`), and the loan it made.
 */
function issuedLoan(
  kind: LoanKind,
  loan: { user_id: number; amount: Cents; date_issued: string; pay_by_mpesa?: boolean | undefined },
  loanId: number,
): About {
  const byMpesa = loan.pay_by_mpesa ? ', paid by M-Pesa' : '';
  return {
    summary: `${approvalKindLabels[`${kind}_loan`]} of ${formatKES(loan.amount)} issued ${formatDate(loan.date_issued)}${byMpesa}`,
    amount: loan.amount,
    beneficiaryId: loan.user_id,
    subject: `loan:${kind}:${loan.user_id}`,
    reference: referenceTo('loan', loanId),
  };
}

const longTermPayload: z.ZodType<LongTermLoanInput> = z.object({
  user_id: stored.id,
  loan_amount: stored.cents,
  date_issued: stored.date,
  account_id: stored.id.optional(),
  pay_by_mpesa: z.boolean().optional(),
});

export const longTermLoanKind = defineKind({
  payload: longTermPayload,
  execute: async (db, payload, run) => longTermAnswer(await issueLongTermLoan(db, payload, run.context)),
  about: (payload, answer) =>
    issuedLoan('long_term', { ...payload, amount: payload.loan_amount }, answer.loan_id),
});

const shortTermPayload: z.ZodType<ShortTermLoanInput> = z
  .object({
    user_id: stored.id,
    principal: stored.cents,
    date_issued: stored.date,
    interest_rate: z.number().int().optional(),
    payment_period: z.number().int().optional(),
    interest_amount: stored.cents.optional(),
    amount_due: stored.cents.optional(),
    installment_amount: stored.cents.optional(),
    due_date: stored.date.optional(),
    status: stored.text.optional(),
    account_id: stored.id.optional(),
    pay_by_mpesa: z.boolean().optional(),
  })
  // The derived figures are always present in the input, undefined when the client left them out.
  .transform(({ interest_amount, amount_due, installment_amount, ...rest }) => ({
    ...rest,
    interest_amount,
    amount_due,
    installment_amount,
  }));

export const shortTermLoanKind = defineKind({
  payload: shortTermPayload,
  execute: async (db, payload, run) => shortTermAnswer(await issueShortTermLoan(db, payload, run.context)),
  about: (payload, answer) =>
    issuedLoan('short_term', { ...payload, amount: payload.principal }, answer.loan_id),
});

/** Approving a member's application issues its loan; a rejection pays nothing out and acts at once. */
const applicationPayload = z.object({
  application_id: stored.id,
  account_id: stored.id.optional(),
  pay_by_mpesa: z.boolean().optional(),
  reason: stored.text.optional(),
});

export const loanApplicationKind = defineKind({
  payload: applicationPayload,
  execute: async (db, payload, run): Promise<ApplicationView> =>
    decideApplication(
      db,
      payload.application_id,
      run.context,
      {
        decision: 'Approved',
        account_id: payload.account_id,
        pay_by_mpesa: payload.pay_by_mpesa,
        reason: payload.reason,
      },
      { today: run.today, now: run.now },
    ),
  about: (payload, answer) => ({
    summary: `Loan application #${payload.application_id}: ${answer.purpose}`,
    amount: answerCents(answer.amount),
    beneficiaryId: answer.user_id,
    subject: `loan_application:${payload.application_id}`,
    reference: referenceTo('loan', answer.loan_id),
  }),
});
