import type { StepProblems } from '../model/validate';
import type { WizardField, WizardValues } from '../model/wizard-values';

/** What every input step gets: the values, how to change one, and the problems found on Next. */
export interface StepProps {
  values: WizardValues;
  onChange: (field: WizardField, value: string) => void;
  problems: StepProblems;
  today: string;
}

/**
 * Fields named by the step's message (spec §5's one sentence) are marked invalid without repeating
 * the sentence under each; fields with their own problem show it under them.
 */
export function fieldError(problems: StepProblems, field: WizardField): string | undefined {
  const problem = problems.fields[field];
  return problem === problems.message ? undefined : problem;
}

export const markedInvalid = (problems: StepProblems, field: WizardField) =>
  problems.fields[field] !== undefined ? true : undefined;

/** Red border on a control marked invalid by the step's message (Field styles only its own errors). */
export const invalidControlClass = '[&_[aria-invalid=true]]:border-red-400';
