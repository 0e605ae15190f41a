import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { type ApplyValues, applicationBody, applyResolver, emptyApplication } from './applyForm';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ApplyValues>;
const resolve = applyResolver((kind) => (kind === 'long_term' ? 24 : 3), i18n.t);

describe('the Apply for loan form', () => {
  it("says the body schema's refusals in the form's words", async () => {
    const { errors } = await resolve({ ...emptyApplication, months: '1.5' }, undefined, options);
    expect(errors.amount?.message).toBe('Amount is required');
    expect(errors.purpose?.message).toBe('Purpose is required');
    expect(errors.months?.message).toBe('Months must be a whole number of months');
  });

  it("refuses more months than the group's term for the kind, as the server does", async () => {
    const asked: ApplyValues = { ...emptyApplication, amount: 5000, purpose: 'Fees', months: '4' };
    expect((await resolve(asked, undefined, options)).errors.months?.message).toBe(
      'Months must be from 1 to 3 for a short-term loan',
    );
    expect((await resolve({ ...asked, kind: 'long_term' }, undefined, options)).errors).toEqual({});
    expect(applicationBody({ ...asked, purpose: ' Fees ', guarantors: [7] })).toEqual({
      kind: 'short_term',
      amount: 5000,
      purpose: 'Fees',
      guarantors: [7],
      months: 4,
    });
  });
});
