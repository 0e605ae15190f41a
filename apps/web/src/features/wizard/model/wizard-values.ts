import type { Role } from '@links/domain';

/** The five steps of the create-user wizard, in order (docs/spec/screens.md, "Create-user wizard"). */
export const wizardSteps = [
  { id: 'user', title: 'User info' },
  { id: 'savings', title: 'Savings' },
  { id: 'long_term', title: 'Long-term loan' },
  { id: 'short_term', title: 'Short-term loan' },
  { id: 'review', title: 'Review and submit' },
] as const;

export type StepId = (typeof wizardSteps)[number]['id'];
/** The steps a user may skip: everything but who the user is, and the review. */
export type SkippableStep = 'savings' | 'long_term' | 'short_term';
export const isSkippable = (step: StepId): step is SkippableStep =>
  step === 'savings' || step === 'long_term' || step === 'short_term';

/** What the user typed, as text: amounts are read exactly (parseKes) and nothing is lost going back. */
export interface WizardValues {
  firstname: string;
  lastname: string;
  email: string;
  /**
   * A Kenyan mobile number, optional (docs/decisions/payments.md, "Phones"): payments from it are matched to
   * the member.
   */
  phone: string;
  password: string;
  role: Role;
  savingsTarget: string;
  initialSavings: string;
  ltlPrincipal: string;
  ltlLoanAmount: string;
  ltlDateIssued: string;
  stlPrincipal: string;
  stlDateIssued: string;
}

export type WizardField = keyof WizardValues;

/** A fresh wizard: the group's yearly target as the savings target, loans dated today. */
export function initialValues(savingsTargetKes: number | undefined, today: string): WizardValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    password: '',
    role: 'member',
    savingsTarget: savingsTargetKes === undefined ? '' : String(savingsTargetKes),
    initialSavings: '',
    ltlPrincipal: '',
    ltlLoanAmount: '',
    ltlDateIssued: today,
    stlPrincipal: '',
    stlDateIssued: today,
  };
}
