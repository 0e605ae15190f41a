import { addSavingBody } from '@links/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { MoneyInput } from '../ui/MoneyInput';
import { amountOfText } from './MoneyField';
import { schemaResolver } from './schemaResolver';
import { showServerErrors } from './serverErrors';
import { errorsInWords, inWords } from './subjects';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const subjects = { user_id: 'User', amount_saved: 'Amount' };
const resolve = (values: FieldValues) => schemaResolver(addSavingBody, subjects)(values, undefined, options);

describe('the money input', () => {
  it('reads typed text as the wire KES number, and an empty field as left out', () => {
    expect(amountOfText('')).toBeUndefined();
    expect(amountOfText('  ')).toBeUndefined();
    expect(amountOfText('1500.50')).toBe(1500.5);
    expect(amountOfText('0')).toBe(0);
    // Kept as typed, so the request schema can say what is wrong with it.
    expect(amountOfText('10.555')).toBe(10.555);
  });

  // docs/spec/validation.md, "Other forms"
  it('carries min 0 and step 0.01, and ties its error to the input', () => {
    const html = renderToStaticMarkup(
      <MoneyInput label="Amount" value="10.555" onChange={() => undefined} error="Amount is required" />,
    );
    expect(html).toContain('min="0"');
    expect(html).toContain('step="0.01"');
    expect(html).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toMatch(/-error$/);
    expect(html).toContain(`id="${describedBy}" class="mt-1 text-sm text-red-600">Amount is required`);
  });

  it("says the request schema's refusals under the form's words for the field", async () => {
    const empty = await resolve({ user_id: '', amount_saved: undefined });
    expect(empty.errors.user_id?.message).toBe('User is required');
    expect(empty.errors.amount_saved?.message).toBe('Amount is required');

    const decimals = await resolve({ user_id: '4', amount_saved: 10.555 });
    expect(decimals.errors.amount_saved?.message).toBe('Amount must have at most two decimals');
    expect(decimals.errors.user_id).toBeUndefined();

    const negative = await resolve({ user_id: '4', amount_saved: -1 });
    expect(negative.errors.amount_saved?.message).toBe('Amount must not be negative');
  });

  it('hands valid values over as the wire body, in KES rather than cents', async () => {
    const valid = await resolve({ user_id: '4', amount_saved: 1500.5 });
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ user_id: '4', amount_saved: 1500.5 });
  });
});

describe("a form's words for the wire's messages", () => {
  it('replaces only a leading field name that has words', () => {
    expect(inWords('amount_saved is required', 'amount_saved', subjects)).toBe('Amount is required');
    expect(inWords('This member already has an account.', 'user_id', subjects)).toBe(
      'This member already has an account.',
    );
    expect(inWords('comment is too long', 'comment', subjects)).toBe('comment is too long');
  });

  it('rewrites nested errors by their own field name', () => {
    const errors = {
      transaction_items: [
        { transaction_amount: { type: 'custom', message: 'transaction_amount must be more than 0' } },
      ],
    };
    errorsInWords(errors, { transaction_amount: 'Amount' });
    expect(errors.transaction_items[0]?.transaction_amount.message).toBe('Amount must be more than 0');
  });

  it("puts a refusal's named fields under the form's fields", () => {
    const setError = vi.fn();
    const refusal = new ApiError('refused', 422, {
      message: 'amount_saved must be more than 0',
      fields: { amount_saved: 'amount_saved must be more than 0', other: 'not on this form' },
    });
    const shown = showServerErrors(refusal, setError, ['user_id', 'amount_saved'], subjects);
    expect(shown).toEqual(['amount_saved must be more than 0']);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith('amount_saved', {
      type: 'server',
      message: 'Amount must be more than 0',
    });
    expect(showServerErrors(new Error('offline'), setError, ['user_id'], subjects)).toEqual([]);
  });
});
