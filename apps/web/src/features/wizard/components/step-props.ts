import type { Control } from 'react-hook-form';
import type { StepProblems } from '../model/validate';
import type { WizardValues } from '../model/wizard-values';

/** What every input step gets: the form its fields are bound to, its values, and the problems found on Next. */
export interface StepProps {
  control: Control<WizardValues>;
  values: WizardValues;
  /**
   * Fields named by the step's message (docs/spec/validation.md, "Create-user wizard"'s one sentence) are
   * marked invalid without repeating the sentence under each (the fields' `saidAbove`); fields with their own
   * problem show it under them.
   */
  problems: StepProblems;
  today: string;
}

/** Red border on a control marked invalid by the step's message (Field styles only its own errors). */
export const invalidControlClass = '[&_[aria-invalid=true]]:border-red-400';
