import { LONG_TERM_LOAN_MESSAGE, REQUIRED_USER_MESSAGE } from '@links/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { problemsOfErrors, wizardResolver } from './wizard-form';
import { initialValues, type WizardValues } from './wizard-values';

const today = '2026-03-15';
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<WizardValues>;
const fresh = initialValues(30000, today);

describe("the wizard's form", () => {
  it('checks only the step being left, its sentence as the root error', async () => {
    const user = await wizardResolver(fresh, { step: 'user', today }, options);
    expect(user.errors.root?.message).toBe(REQUIRED_USER_MESSAGE);
    expect(user.errors.firstname?.message).toBe(REQUIRED_USER_MESSAGE);
    expect((await wizardResolver(fresh, { step: 'savings', today }, options)).errors).toEqual({});

    const loan = { ...fresh, ltlPrincipal: '5000' };
    const problems = problemsOfErrors(
      (await wizardResolver(loan, { step: 'long_term', today }, options)).errors,
    );
    expect(problems.message).toBe(LONG_TERM_LOAN_MESSAGE);
    expect(problems.fields.ltlLoanAmount).toBe(LONG_TERM_LOAN_MESSAGE);
  });

  it('hands the values on when the step is fine', async () => {
    const typed = { ...fresh, initialSavings: '100.5' };
    expect(await wizardResolver(typed, { step: 'savings', today }, options)).toEqual({
      values: typed,
      errors: {},
    });
    const refused = await wizardResolver(
      { ...typed, initialSavings: '1.005' },
      { step: 'savings', today },
      options,
    );
    expect(problemsOfErrors(refused.errors)).toEqual({
      fields: { initialSavings: 'Initial savings must have at most two decimals' },
    });
  });
});
