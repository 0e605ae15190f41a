import {
  type BodyInput,
  type Cents,
  cents,
  centsToKes,
  divideRoundHalfAwayFromZero,
  flatSchedule,
  fractionToBasisPoints,
  isIsoDate,
  normalizeKenyanPhone,
  type operations,
  parseKes,
  reducingBalanceSchedule,
  sumCents,
} from '@links/domain';
import { kesToCents } from '../../../lib/money';
import type { SettingsAnswer } from '../../settings';
import { wantsLongTermLoan, wantsShortTermLoan } from './validate';
import type { SkippableStep, WizardValues } from './wizard-values';

/**
 * A loan the new member brings, with the installment the group's settings give it
 * (docs/decisions/loans.md, "Loans the wizard brings in").
 */
export interface PlannedLoan {
  /** Long-term: what is still owed; short-term: what was lent. */
  principal: Cents;
  /** Long-term only: what was lent. */
  loanAmount: Cents;
  issuedOn: string;
  /** Basis points: yearly for the long-term loan, for the whole loan for the short-term one. */
  rateBp: number;
  months: number;
  /** Undefined when the settings could not be read. */
  installment: Cents | undefined;
}

/** What the wizard will create, read from the typed values, in cents. */
export interface WizardPlan {
  /** Yearly; undefined only when the step was skipped and the settings are unknown. */
  savingsTarget: Cents | undefined;
  /**
   * docs/spec/screens.md, "Create-user wizard": the target per month is the yearly target / 12 (to the cent,
   * docs/decisions/members.md, "Monthly figures").
   */
  monthlyTarget: Cents | undefined;
  initialSavings: Cents;
  savingsSkipped: boolean;
  longTermLoan: PlannedLoan | undefined;
  shortTermLoan: PlannedLoan | undefined;
  /** The target per month plus both installments; undefined while a part is unknown. */
  monthlyTotal: Cents | undefined;
}

const amountOf = (text: string): Cents => {
  const parsed = parseKes(text);
  return parsed.ok ? parsed.cents : cents(0);
};

const basisPoints = (fraction: number | undefined) => {
  const parsed = fractionToBasisPoints(fraction);
  return parsed.ok ? parsed.basisPoints : undefined;
};

export const monthlyTargetOf = (yearly: Cents): Cents =>
  cents(Number(divideRoundHalfAwayFromZero(BigInt(yearly), 12n)));

/** Terms a schedule is drawn from. */
interface LoanTerms {
  principal: Cents;
  rateBp: number;
  months: number;
  issuedOn: string;
}

/**
 * A loan the member already has, from the wizard's text: its installment by `installmentOf` (the
 * loan kind's schedule), undefined while the settings' rate or term, or the issue day, is unknown.
 */
function plannedLoan(
  text: { principal: string; loanAmount: string; issuedOn: string },
  rateBp: number | undefined,
  months: number | undefined,
  installmentOf: (terms: LoanTerms) => Cents,
): PlannedLoan {
  const principal = amountOf(text.principal);
  const { issuedOn } = text;
  return {
    principal,
    loanAmount: amountOf(text.loanAmount),
    issuedOn,
    rateBp: rateBp ?? 0,
    months: months ?? 0,
    installment:
      rateBp === undefined || months === undefined || !isIsoDate(issuedOn)
        ? undefined
        : installmentOf({ principal, rateBp, months, issuedOn }),
  };
}

/**
 * The plan behind the review step. Installments come from the domain's loan engine with the
 * group's settings, as the server computes them: the long-term schedule spreads what is still owed
 * over the settings' months on the reducing balance; the short-term loan is flat
 * (docs/decisions/loans.md, "Group settings").
 */
export function planOf(
  values: WizardValues,
  skipped: ReadonlySet<SkippableStep>,
  settings: SettingsAnswer | undefined,
): WizardPlan {
  const savingsSkipped = skipped.has('savings');
  const savingsTarget = savingsSkipped
    ? settings && kesToCents(settings.savings_target)
    : amountOf(values.savingsTarget);
  const monthlyTarget = savingsTarget === undefined ? undefined : monthlyTargetOf(savingsTarget);

  const longTermLoan =
    !skipped.has('long_term') && wantsLongTermLoan(values)
      ? plannedLoan(
          {
            principal: values.ltlPrincipal,
            loanAmount: values.ltlLoanAmount,
            issuedOn: values.ltlDateIssued,
          },
          basisPoints(settings?.long_term_rate),
          settings?.long_term_months,
          (terms) => reducingBalanceSchedule({ ...terms, yearlyRateBp: terms.rateBp }).installment,
        )
      : undefined;
  const shortTermLoan =
    !skipped.has('short_term') && wantsShortTermLoan(values)
      ? plannedLoan(
          { principal: values.stlPrincipal, loanAmount: values.stlPrincipal, issuedOn: values.stlDateIssued },
          basisPoints(settings?.short_term_rate),
          settings?.short_term_months,
          (terms) => flatSchedule(terms).installment,
        )
      : undefined;

  const parts = [
    monthlyTarget,
    longTermLoan ? longTermLoan.installment : 0,
    shortTermLoan ? shortTermLoan.installment : 0,
  ];
  const monthlyTotal = parts.every((part) => part !== undefined) ? sumCents(parts) : undefined;

  return {
    savingsTarget,
    monthlyTarget,
    initialSavings: savingsSkipped ? cents(0) : amountOf(values.initialSavings),
    savingsSkipped,
    longTermLoan,
    shortTermLoan,
    monthlyTotal,
  };
}

/**
 * The request body: KES numbers, trimmed names, and null for what was skipped
 * (docs/spec/calls.md, "The calls").
 */
export function bodyOf(
  values: WizardValues,
  plan: WizardPlan,
): BodyInput<typeof operations.createUserAccount> {
  const long = plan.longTermLoan;
  const short = plan.shortTermLoan;
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: normalizeKenyanPhone(values.phone),
    // None: the member is invited to choose their own (docs/decisions/passwords.md, "Invitations").
    password: values.password === '' ? null : values.password,
    role: values.role,
    savings_target:
      plan.savingsSkipped || plan.savingsTarget === undefined ? null : centsToKes(plan.savingsTarget),
    initial_savings: plan.savingsSkipped ? null : centsToKes(plan.initialSavings),
    ltl_principal: long ? centsToKes(long.principal) : null,
    ltl_loan_amount: long ? centsToKes(long.loanAmount) : null,
    ltl_date_issued: long ? long.issuedOn : null,
    stl_principal: short ? centsToKes(short.principal) : null,
    stl_date_issued: short ? short.issuedOn : null,
  };
}
