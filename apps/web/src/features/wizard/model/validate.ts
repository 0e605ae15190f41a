import {
  LONG_TERM_LOAN_MESSAGE,
  REQUIRED_USER_MESSAGE,
  readLongTermLoan,
  readShortTermLoan,
  type WizardLoanField,
  wizardSavingsStep,
  wizardUserFields,
} from '@links/domain';
import { z } from 'zod';
import { amountOfText } from '../../../components/form/MoneyField';
import { sentenceInWords } from '../../../components/form/predicates';
import { inWords } from '../../../components/form/subjects';
import { i18n, msg } from '../../../i18n';
import type { StepId, WizardField, WizardValues } from './wizard-values';

/**
 * The wizard's Next reads a step with the rules the server reads POST /create-user-account with
 * (`@links/domain`'s wizard rules), so both refuse the same values with the same sentence; the
 * wizard says it in its own words for each field.
 */

/**
 * A step's problems: one message for the whole step (docs/spec/validation.md, "Create-user wizard"'s wording)
 * and/or one per field.
 */
export interface StepProblems {
  message?: string;
  fields: Partial<Record<WizardField, string>>;
}

export const hasProblems = (problems: StepProblems) =>
  problems.message !== undefined || Object.keys(problems.fields).length > 0;

const blank = (text: string) => text.trim() === '';

/**
 * The wire's field names and the wizard's, with the words a message uses for each (the key of
 * them, said in the language on screen: docs/decisions/languages.md, "Form messages").
 */
const wireFields = {
  firstname: ['firstname', msg('wizard.subjects.firstName')],
  lastname: ['lastname', msg('wizard.subjects.lastName')],
  email: ['email', msg('wizard.review.email')],
  phone: ['phone', msg('wizard.review.phone')],
  password: ['password', msg('wizard.subjects.password')],
  savings_target: ['savingsTarget', msg('wizard.subjects.savingsTarget')],
  initial_savings: ['initialSavings', msg('wizard.review.initial')],
  ltl_principal: ['ltlPrincipal', msg('wizard.review.principal')],
  ltl_loan_amount: ['ltlLoanAmount', msg('wizard.review.loanAmount')],
  ltl_date_issued: ['ltlDateIssued', msg('wizard.review.dateIssued')],
  stl_principal: ['stlPrincipal', msg('wizard.review.principal')],
  stl_date_issued: ['stlDateIssued', msg('wizard.review.dateIssued')],
} as const satisfies Record<string, readonly [WizardField, string]>;
type WireField = keyof typeof wireFields;

/** Collects what a rule refused, under the wizard's field names and words. */
function collector() {
  const fields: StepProblems['fields'] = {};
  const subjects = Object.fromEntries(
    Object.entries(wireFields).map(([wire, [, words]]) => [wire, i18n.t(words)]),
  );
  const report = (wire: WireField, message: string) => {
    const [field] = wireFields[wire];
    fields[field] ??= inWords(message, wire, subjects);
  };
  return { fields, report };
}

function zodProblems(schema: z.ZodType, wire: Record<string, unknown>): StepProblems {
  const { fields, report } = collector();
  const parsed = schema.safeParse(wire);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in wireFields) report(field as WireField, issue.message);
  }
  return { fields };
}

const userStep = z.object(wizardUserFields);

/**
 * docs/spec/validation.md, "Create-user wizard" names one sentence per problem, shown above the step: every
 * blank required field first, then the email, the phone and the password, in that order; only the fields it
 * is about are marked.
 */
function userProblems(values: WizardValues): StepProblems {
  const { fields } = zodProblems(userStep, {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phone: blank(values.phone) ? undefined : values.phone,
    password: values.password,
  });
  const messages = Object.values(fields);
  const required = sentenceInWords(REQUIRED_USER_MESSAGE);
  const message = messages.includes(required) ? required : messages[0];
  if (message === undefined) return { fields: {} };
  const about = Object.entries(fields).filter(([, problem]) => problem === message);
  return { message, fields: Object.fromEntries(about) };
}

function savingsProblems(values: WizardValues): StepProblems {
  return zodProblems(wizardSavingsStep, {
    savings_target: amountOfText(values.savingsTarget),
    initial_savings: amountOfText(values.initialSavings),
  });
}

/**
 * A long-term loan is brought in once either amount is typed (docs/spec/validation.md, "Create-user wizard").
 */
export const wantsLongTermLoan = (values: WizardValues) =>
  !blank(values.ltlPrincipal) || !blank(values.ltlLoanAmount);
export const wantsShortTermLoan = (values: WizardValues) => !blank(values.stlPrincipal);

/** The loan steps' text as the wire's fields: amounts as KES numbers, dates as typed. */
export const loanFieldsOf = (values: WizardValues) => ({
  ltl_principal: amountOfText(values.ltlPrincipal),
  ltl_loan_amount: amountOfText(values.ltlLoanAmount),
  ltl_date_issued: values.ltlDateIssued,
  stl_principal: amountOfText(values.stlPrincipal),
  stl_date_issued: values.stlDateIssued,
});

function loanProblems(step: 'long_term' | 'short_term', values: WizardValues, today: string): StepProblems {
  const wanted = step === 'long_term' ? wantsLongTermLoan(values) : wantsShortTermLoan(values);
  if (!wanted) return { fields: {} };
  const { fields, report } = collector();
  const read = step === 'long_term' ? readLongTermLoan : readShortTermLoan;
  read(
    loanFieldsOf(values),
    (field: WizardLoanField, message) => report(field, message),
    () => today,
  );
  // docs/spec/validation.md, "Create-user wizard"'s sentence for a long-term loan without both amounts is the
  // step's, above it.
  const needsBoth = sentenceInWords(LONG_TERM_LOAN_MESSAGE);
  return Object.values(fields).includes(needsBoth) ? { message: needsBoth, fields } : { fields };
}

/**
 * The problems of one step as the user leaves it with Next (docs/spec/validation.md, "Create-user wizard").
 */
export function problemsOf(step: StepId, values: WizardValues, today: string): StepProblems {
  switch (step) {
    case 'user':
      return userProblems(values);
    case 'savings':
      return savingsProblems(values);
    case 'long_term':
    case 'short_term':
      return loanProblems(step, values, today);
    case 'review':
      return { fields: {} };
  }
}
