import { z } from 'zod';
import type { Cents } from '../../engine/money.js';
import { emailSchema, newPasswordSchema, personNameSchema } from '../auth.js';
import { optionalKesAmount, pastOrTodayDate, thousandsAmount } from '../request-fields.js';
import { optionalPhoneSchema } from './phone.js';

/**
 * The create-user wizard's rules (docs/spec/validation.md, "Create-user wizard",
 * docs/decisions/loans.md, "Loans the wizard brings in"), read by the server's POST /create-user-account and
 * by the wizard's Next, so both refuse the same values with the same sentence. Messages name the wire field
 * (`ltl_principal must be at least 1,000`); the wizard shows them under its own words (`Principal must be at
 * least 1,000`).
 */

/** docs/spec/validation.md, "Create-user wizard", word for word. */
export const LONG_TERM_LOAN_MESSAGE =
  'Long Term Loan requires both principal and loan amount to be valid numbers';
/** docs/decisions/loans.md, "Loan totals": the principal is what is still owed of the amount lent. */
export const PRINCIPAL_ABOVE_AMOUNT = 'The principal still owed cannot be more than the loan amount';

/** A password field that may be left out: absent, null or blank is no password. */
export const optionalNewPassword = <Schema extends z.ZodType<string>>(schema: Schema) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());

/** Step 1: who the user is. */
export const wizardUserFields = {
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  /** A Kenyan mobile number (docs/decisions/payments.md, "Phones"), stored `2547XXXXXXXX`; optional. */
  phone: optionalPhoneSchema,
  /**
   * Optional: without it the member gets an invitation and sets their own; with it they must
   * change it at their first sign-in (docs/decisions/passwords.md, "A password set by an official").
   */
  password: optionalNewPassword(newPasswordSchema),
};

/** Step 2 as the wizard asks it: a yearly target (whole thousands) and an opening balance. */
export const wizardSavingsStep = z.object({
  savings_target: thousandsAmount('savings_target'),
  initial_savings: optionalKesAmount('initial_savings'),
});

/** The loan fields of the create-user wizard (docs/spec/calls.md, "The calls"), as they arrive. */
export interface WizardLoanFields {
  ltl_principal?: unknown;
  ltl_loan_amount?: unknown;
  ltl_date_issued?: unknown;
  stl_principal?: unknown;
  stl_date_issued?: unknown;
}
export type WizardLoanField = keyof WizardLoanFields;

/**
 * An existing long-term loan brought in by the wizard
 * (docs/decisions/loans.md, "Loans the wizard brings in").
 */
export interface WizardLongTermLoan {
  /** What is still owed: the principal the schedule spreads. */
  principal: Cents;
  /** What was lent; at least the principal. */
  loanAmount: Cents;
  issuedOn: string;
}

export interface WizardShortTermLoan {
  principal: Cents;
  issuedOn: string;
}

export interface WizardLoans {
  longTermLoan: WizardLongTermLoan | undefined;
  shortTermLoan: WizardShortTermLoan | undefined;
}

/** Where a refusal goes: a zod context on the server, the step's problems in the wizard. */
export type ReportProblem = (field: WizardLoanField, message: string) => void;
/** Today in the group's time zone (docs/decisions/clock.md, "Time and background work"). */
type Today = () => string;

/**
 * A step the user skipped arrives as absent, null or '' (the wizard's Skip,
 * docs/spec/screens.md, "Create-user wizard"): no loan.
 */
export const isLeftOut = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isNonZeroNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0;

function read<Output>(
  schema: z.ZodType<Output>,
  field: WizardLoanField,
  value: unknown,
  report: ReportProblem,
): Output | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  report(field, parsed.error.issues[0]?.message ?? `${field} is not valid`);
  return undefined;
}

/**
 * The day a loan was issued: required, a real `YYYY-MM-DD`, not after today
 * (docs/decisions/wire.md, "Dates").
 */
function readIssueDate(field: WizardLoanField, value: unknown, report: ReportProblem, today: Today) {
  return read(pastOrTodayDate(field, today), field, isLeftOut(value) ? undefined : value, report);
}

/** Step 3: a long-term loan the member already has, or none (every field left out). */
export function readLongTermLoan(
  fields: WizardLoanFields,
  report: ReportProblem,
  today: Today,
): WizardLongTermLoan | undefined {
  const { ltl_principal, ltl_loan_amount, ltl_date_issued } = fields;
  if (isLeftOut(ltl_principal) && isLeftOut(ltl_loan_amount) && isLeftOut(ltl_date_issued)) return undefined;
  // docs/spec/validation.md, "Create-user wizard": once the step is filled in at all, both amounts must be
  // valid non-zero numbers.
  const notNumbers = (['ltl_principal', 'ltl_loan_amount'] as const).filter(
    (f) => !isNonZeroNumber(fields[f]),
  );
  if (notNumbers.length > 0) {
    for (const field of notNumbers) report(field, LONG_TERM_LOAN_MESSAGE);
    return undefined;
  }
  const principal = read(thousandsAmount('ltl_principal'), 'ltl_principal', ltl_principal, report);
  const loanAmount = read(thousandsAmount('ltl_loan_amount'), 'ltl_loan_amount', ltl_loan_amount, report);
  const issuedOn = readIssueDate('ltl_date_issued', ltl_date_issued, report, today);
  if (principal === undefined || loanAmount === undefined || issuedOn === undefined) return undefined;
  if (principal > loanAmount) {
    report('ltl_principal', PRINCIPAL_ABOVE_AMOUNT);
    return undefined;
  }
  return { principal, loanAmount, issuedOn };
}

/** Step 4: a short-term loan the member already has, or none (both fields left out). */
export function readShortTermLoan(
  fields: WizardLoanFields,
  report: ReportProblem,
  today: Today,
): WizardShortTermLoan | undefined {
  const { stl_principal, stl_date_issued } = fields;
  if (isLeftOut(stl_principal) && isLeftOut(stl_date_issued)) return undefined;
  const principal = read(
    thousandsAmount('stl_principal'),
    'stl_principal',
    isLeftOut(stl_principal) ? undefined : stl_principal,
    report,
  );
  const issuedOn = readIssueDate('stl_date_issued', stl_date_issued, report, today);
  if (principal === undefined || issuedOn === undefined) return undefined;
  return { principal, issuedOn };
}

/**
 * Both loan steps (docs/spec/validation.md, "Create-user wizard", docs/decisions/loans.md): each loan is
 * either left out entirely or complete and valid. `undefined` means at least one problem was reported.
 */
export function readWizardLoans(
  fields: WizardLoanFields,
  report: ReportProblem,
  today: Today,
): WizardLoans | undefined {
  let refused = false;
  const noting: ReportProblem = (field, message) => {
    refused = true;
    report(field, message);
  };
  const longTermLoan = readLongTermLoan(fields, noting, today);
  const shortTermLoan = readShortTermLoan(fields, noting, today);
  return refused ? undefined : { longTermLoan, shortTermLoan };
}
