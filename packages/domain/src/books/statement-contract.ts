import { z } from 'zod';

/**
 * `GET /statements/{userId}?from=&to=&format=json` (docs/books.md): a member's savings and loans
 * over a period. Amounts are KES; in savings movements `amount` is signed (a deposit is positive);
 * in loan movements `amount` is what was paid (or lent, on the issue row) and `balance` the
 * principal owed after it.
 */
const kes = z.number();

export const statementFormats = ['json', 'csv', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];

export const savingsMovementSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: kes,
  balance: kes,
});
export type SavingsMovement = z.output<typeof savingsMovementSchema>;

export const loanMovementSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: kes,
  principal: kes,
  interest: kes,
  balance: kes,
});
export type LoanMovement = z.output<typeof loanMovementSchema>;

export const statementLoanSchema = z.object({
  loan_id: z.number().int(),
  kind: z.string(),
  loan_amount: kes,
  issued_on: z.string(),
  opening_owed: kes,
  closing_owed: kes,
  amount_due: kes,
  status: z.string(),
  movements: z.array(loanMovementSchema),
});
export type StatementLoan = z.output<typeof statementLoanSchema>;

export const statementAnswerSchema = z.object({
  group_name: z.string(),
  member: z.object({
    user_id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  savings: z.object({
    opening_balance: kes,
    closing_balance: kes,
    movements: z.array(savingsMovementSchema),
  }),
  loans: z.array(statementLoanSchema),
});
export type StatementAnswer = z.output<typeof statementAnswerSchema>;
