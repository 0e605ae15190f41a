import type { Role } from '@links/domain';
import { msg } from '../../../i18n';

/**
 * The five steps of the create-user wizard, in order (docs/spec/screens.md, "Create-user wizard"),
 * each with the key of its title.
 */
export const wizardSteps = [
  { id: 'user', title: msg('wizard.steps.user') },
  { id: 'savings', title: msg('wizard.steps.savings') },
  { id: 'long_term', title: msg('wizard.steps.long_term') },
  { id: 'short_term', title: msg('wizard.steps.short_term') },
  { id: 'review', title: msg('wizard.steps.review') },
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
