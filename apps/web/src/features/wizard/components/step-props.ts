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

/** A text input of the step bound to `field`: its value, its change, and the invalid mark. */
export const inputOf = ({ values, onChange, problems }: StepProps, field: WizardField) => ({
  value: values[field],
  onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  'aria-invalid': markedInvalid(problems, field),
});

/** A loan amount of the step bound to `field`: KES 1000 at least, in steps of 1000 (spec §5). */
export const loanAmountOf = ({ values, onChange, problems }: StepProps, field: WizardField) => ({
  min: 1000,
  step: 1000,
  value: values[field],
  onChange: (value: string) => onChange(field, value),
  error: fieldError(problems, field),
  'aria-invalid': markedInvalid(problems, field),
});
