import type { FieldErrors, Resolver } from 'react-hook-form';
import { hasProblems, problemsOf, type StepProblems } from './validate';
import type { StepId, WizardField, WizardValues } from './wizard-values';

/** What the wizard's resolver needs besides the values: the step being left, and today. */
export interface WizardContext {
  step: StepId;
  today: string;
}

/**
 * The wizard's form resolver: Next reads only the step being left, with the domain's wizard rules
 * (`problemsOf`). The step's one sentence (docs/spec/validation.md, "Create-user wizard") is the form's root
 * error; each field it is about, or that has its own problem, is that field's error.
 */
export const wizardResolver: Resolver<WizardValues, WizardContext> = async (values, context) => {
  const problems = context ? problemsOf(context.step, values, context.today) : { fields: {} };
  if (!hasProblems(problems)) return { values, errors: {} };
  const errors: FieldErrors<WizardValues> = {};
  for (const [field, message] of Object.entries(problems.fields)) {
    errors[field as WizardField] = { type: 'rule', message };
  }
  if (problems.message !== undefined) {
    errors.root = { type: 'step', message: problems.message } as FieldErrors<WizardValues>['root'];
  }
  return { values: {}, errors };
};

/** The form's errors as the steps show them: the step's sentence and each field's problem. */
export function problemsOfErrors(errors: FieldErrors<WizardValues>): StepProblems {
  const fields: StepProblems['fields'] = {};
  for (const [field, error] of Object.entries(errors)) {
    if (field === 'root' || typeof error?.message !== 'string') continue;
    fields[field as WizardField] = error.message;
  }
  const message = errors.root?.message;
  return message === undefined ? { fields } : { message, fields };
}
