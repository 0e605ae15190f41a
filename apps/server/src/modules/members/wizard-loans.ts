import { type Cents, isIsoDate, kesAmount } from '@links/domain';
import type { z } from 'zod';

/** product-spec §5, word for word. */
export const LONG_TERM_LOAN_NEEDS_BOTH =
  'Long Term Loan requires both principal and loan amount to be valid numbers';

/** The loan fields of the create-user wizard (product-spec §7), as they arrive. */
export interface WizardLoanFields {
  ltl_principal?: unknown;
  ltl_loan_amount?: unknown;
  ltl_date_issued?: unknown;
  stl_principal?: unknown;
  stl_date_issued?: unknown;
}

/** An existing long-term loan brought in by the wizard (decisions §6). */
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

type Field = keyof WizardLoanFields;
type Report = (field: Field, message: string) => void;
/** Today in the group's time zone, from the server's clock (decisions §10). */
type Today = () => string;

/** A step the user skipped arrives as absent, null or '' (the wizard's Skip, spec §2): no loan. */
const isSkipped = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isNonZeroNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0;

const LOAN_STEP_CENTS = 1000_00;

/** spec §5: loan principals and amounts have min 1000 and step 1000 (the form's min and step). */
function readLoanAmount(field: Field, value: unknown, report: Report): Cents | undefined {
  const parsed = kesAmount(field, { min: 1000 }).safeParse(value);
  if (!parsed.success) {
    report(field, parsed.error.issues[0]?.message ?? `${field} is not valid`);
    return undefined;
  }
  if (parsed.data % LOAN_STEP_CENTS !== 0) {
    report(field, `${field} must be a multiple of 1,000`);
    return undefined;
  }
  return parsed.data;
}

/** The day a loan was issued: a real `YYYY-MM-DD`, not after today in Nairobi (decisions §1). */
function readIssueDate(field: Field, value: unknown, report: Report, today: Today): string | undefined {
  if (isSkipped(value)) report(field, `${field} is required`);
  else if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    report(field, `${field} must be a date (YYYY-MM-DD)`);
  } else if (!isIsoDate(value)) report(field, `${field} is not a real date`);
  else if (value > today()) report(field, `${field} must not be in the future`);
  else return value;
  return undefined;
}

function readLongTermLoan(
  fields: WizardLoanFields,
  report: Report,
  today: Today,
): WizardLongTermLoan | undefined {
  const { ltl_principal, ltl_loan_amount, ltl_date_issued } = fields;
  if (isSkipped(ltl_principal) && isSkipped(ltl_loan_amount) && isSkipped(ltl_date_issued)) return undefined;
  // spec §5: once the step is filled in at all, both amounts must be valid non-zero numbers.
  const notNumbers = (['ltl_principal', 'ltl_loan_amount'] as const).filter(
    (f) => !isNonZeroNumber(fields[f]),
  );
  if (notNumbers.length > 0) {
    for (const field of notNumbers) report(field, LONG_TERM_LOAN_NEEDS_BOTH);
    return undefined;
  }
  const principal = readLoanAmount('ltl_principal', ltl_principal, report);
  const loanAmount = readLoanAmount('ltl_loan_amount', ltl_loan_amount, report);
  const issuedOn = readIssueDate('ltl_date_issued', ltl_date_issued, report, today);
  if (principal === undefined || loanAmount === undefined || issuedOn === undefined) return undefined;
  // decisions §6: ltl_principal is what is still owed of what was lent.
  if (principal > loanAmount) {
    report('ltl_principal', 'ltl_principal (still owed) must not be more than ltl_loan_amount (lent)');
    return undefined;
  }
  return { principal, loanAmount, issuedOn };
}

function readShortTermLoan(
  fields: WizardLoanFields,
  report: Report,
  today: Today,
): WizardShortTermLoan | undefined {
  const { stl_principal, stl_date_issued } = fields;
  if (isSkipped(stl_principal) && isSkipped(stl_date_issued)) return undefined;
  const principal = readLoanAmount(
    'stl_principal',
    isSkipped(stl_principal) ? undefined : stl_principal,
    report,
  );
  const issuedOn = readIssueDate('stl_date_issued', stl_date_issued, report, today);
  if (principal === undefined || issuedOn === undefined) return undefined;
  return { principal, issuedOn };
}

/**
 * Reads the wizard's loan steps (spec §5, decisions §6): each loan is either skipped entirely or
 * complete and valid. Problems are added to the zod context, naming their field, so the answer is
 * a 422 with `fields`; `undefined` means at least one was found.
 */
export function readWizardLoans(
  fields: WizardLoanFields,
  ctx: z.RefinementCtx,
  today: Today,
): WizardLoans | undefined {
  let refused = false;
  const report: Report = (field, message) => {
    refused = true;
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  const longTermLoan = readLongTermLoan(fields, report, today);
  const shortTermLoan = readShortTermLoan(fields, report, today);
  return refused ? undefined : { longTermLoan, shortTermLoan };
}
