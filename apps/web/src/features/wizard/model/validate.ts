import {
  EMAIL_MESSAGE,
  isStrongPassword,
  isValidEmail,
  normalizeKenyanPhone,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  parseKes,
  REQUIRED_USER_MESSAGE,
} from '@links/domain';
import { amountFieldError } from '../../../lib/money';
import type { StepId, WizardField, WizardValues } from './wizard-values';

/** Product spec §5, word for word. */
export const LONG_TERM_LOAN_MESSAGE =
  'Long Term Loan requires both principal and loan amount to be valid numbers';
export const PRINCIPAL_ABOVE_AMOUNT = 'The principal still owed cannot be more than the loan amount';

/** A step's problems: one message for the whole step (spec §5's wording) and/or one per field. */
export interface StepProblems {
  message?: string;
  fields: Partial<Record<WizardField, string>>;
}

export const hasProblems = (problems: StepProblems) =>
  problems.message !== undefined || Object.keys(problems.fields).length > 0;

const blank = (text: string) => text.trim() === '';

/** A positive amount, as text: parseKes reads it exactly. */
const isPositiveAmount = (text: string) => {
  const parsed = parseKes(text);
  return parsed.ok && parsed.cents > 0;
};

/**
 * spec §5: savings targets, loan principals and loan amounts have min 1000 and step 1000. The
 * server refuses the same (wizard-loans.ts, savings.schemas.ts), so the form says it first.
 */
function thousandsError(label: string, text: string, required: boolean): string | undefined {
  const basic = amountFieldError(label, text, { required });
  if (basic || blank(text)) return basic;
  const parsed = parseKes(text);
  if (!parsed.ok) return undefined;
  if (parsed.cents < 1000_00) return `${label} must be at least 1,000`;
  if (parsed.cents % 1000_00 !== 0) return `${label} must be a multiple of 1,000`;
  return undefined;
}

function issueDateError(label: string, date: string, today: string): string | undefined {
  if (blank(date)) return `${label} is required`;
  if (date > today) return `${label} cannot be in the future`;
  return undefined;
}

function userProblems(values: WizardValues): StepProblems {
  const required = (['firstname', 'lastname', 'email', 'password'] as const).filter((field) =>
    blank(values[field]),
  );
  if (required.length > 0) {
    return {
      message: REQUIRED_USER_MESSAGE,
      fields: Object.fromEntries(required.map((field) => [field, REQUIRED_USER_MESSAGE])),
    };
  }
  if (!isValidEmail(values.email.trim())) return { message: EMAIL_MESSAGE, fields: { email: EMAIL_MESSAGE } };
  if (!blank(values.phone) && normalizeKenyanPhone(values.phone) === null) {
    return { message: PHONE_MESSAGE, fields: { phone: PHONE_MESSAGE } };
  }
  if (!isStrongPassword(values.password)) {
    return { message: PASSWORD_MESSAGE, fields: { password: PASSWORD_MESSAGE } };
  }
  if (values.password.length > PASSWORD_MAX) {
    const message = `Password must be at most ${PASSWORD_MAX} characters`;
    return { message, fields: { password: message } };
  }
  return { fields: {} };
}

function savingsProblems(values: WizardValues): StepProblems {
  const fields: StepProblems['fields'] = {};
  const target = thousandsError('Savings target', values.savingsTarget, true);
  if (target) fields.savingsTarget = target;
  const initial = amountFieldError('Initial savings', values.initialSavings);
  if (initial) fields.initialSavings = initial;
  return { fields };
}

/** A long-term loan is brought in once either amount is typed (spec §5). */
export const wantsLongTermLoan = (values: WizardValues) =>
  !blank(values.ltlPrincipal) || !blank(values.ltlLoanAmount);
export const wantsShortTermLoan = (values: WizardValues) => !blank(values.stlPrincipal);

function longTermProblems(values: WizardValues, today: string): StepProblems {
  if (!wantsLongTermLoan(values)) return { fields: {} };
  const notNumbers = (['ltlPrincipal', 'ltlLoanAmount'] as const).filter(
    (field) => !isPositiveAmount(values[field]),
  );
  if (notNumbers.length > 0) {
    return {
      message: LONG_TERM_LOAN_MESSAGE,
      fields: Object.fromEntries(notNumbers.map((field) => [field, LONG_TERM_LOAN_MESSAGE])),
    };
  }
  const fields: StepProblems['fields'] = {};
  const principal = thousandsError('Principal', values.ltlPrincipal, true);
  if (principal) fields.ltlPrincipal = principal;
  const amount = thousandsError('Loan amount', values.ltlLoanAmount, true);
  if (amount) fields.ltlLoanAmount = amount;
  const date = issueDateError('Date issued', values.ltlDateIssued, today);
  if (date) fields.ltlDateIssued = date;
  if (!principal && !amount) {
    const owed = parseKes(values.ltlPrincipal);
    const lent = parseKes(values.ltlLoanAmount);
    // decisions §6: the principal is what is still owed of the amount lent.
    if (owed.ok && lent.ok && owed.cents > lent.cents) fields.ltlPrincipal = PRINCIPAL_ABOVE_AMOUNT;
  }
  return { fields };
}

function shortTermProblems(values: WizardValues, today: string): StepProblems {
  if (!wantsShortTermLoan(values)) return { fields: {} };
  const fields: StepProblems['fields'] = {};
  const principal = thousandsError('Principal', values.stlPrincipal, true);
  if (principal) fields.stlPrincipal = principal;
  const date = issueDateError('Date issued', values.stlDateIssued, today);
  if (date) fields.stlDateIssued = date;
  return { fields };
}

/** The problems of one step as the user leaves it with Next (product spec §5). */
export function problemsOf(step: StepId, values: WizardValues, today: string): StepProblems {
  switch (step) {
    case 'user':
      return userProblems(values);
    case 'savings':
      return savingsProblems(values);
    case 'long_term':
      return longTermProblems(values, today);
    case 'short_term':
      return shortTermProblems(values, today);
    case 'review':
      return { fields: {} };
  }
}
