import { todayInGroupZone } from '@links/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import {
  type TransactionFormValues,
  totalCents,
  transactionBody,
  transactionResolver,
} from './transactionForm';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TransactionFormValues>;
const values = (changes: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  user_id: '4',
  transaction_date: todayInGroupZone(),
  comment: '',
  transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 1500.5, extra: '' }],
  ...changes,
});
const messages = (errors: FieldValues) =>
  JSON.parse(JSON.stringify(errors, (key, value) => (key === 'ref' ? undefined : value)));

describe('the transaction form', () => {
  it("says the server's refusals in the form's words, item by item", async () => {
    const resolve = transactionResolver(i18n.t, { dateRequired: true });
    const blank = values({
      user_id: '',
      transaction_date: '',
      transaction_items: [{ transaction_type: '', transaction_amount: undefined, extra: 'x'.repeat(101) }],
    });
    const { errors } = await resolve(blank, undefined, options);
    expect(messages(errors)).toMatchObject({
      user_id: { message: 'User is required' },
      transaction_date: { message: 'Date is required' },
      transaction_items: [
        {
          transaction_type: { message: 'Type is required' },
          transaction_amount: { message: 'Amount is required' },
          extra: { message: 'Reference must be at most 100 characters' },
        },
      ],
    });
  });

  it("leaves the member's date to the server and sums the total exactly", async () => {
    const resolve = transactionResolver(i18n.t, { dateRequired: false });
    const items = [
      { transaction_type: 'SAVING' as const, transaction_amount: 0.1, extra: ' QX12 ' },
      { transaction_type: 'LTL' as const, transaction_amount: 0.2, extra: '' },
    ];
    const typed = values({ transaction_date: '', transaction_items: items });
    expect((await resolve(typed, undefined, options)).errors).toEqual({});
    expect(totalCents(items)).toBe(30);
    expect(transactionBody(typed)).toEqual({
      user_id: 4,
      total_payed: 0.3,
      transaction_items: [
        { transaction_type: 'SAVING', transaction_amount: 0.1, extra: 'QX12' },
        { transaction_type: 'LTL', transaction_amount: 0.2 },
      ],
    });
  });

  it('names a kind only on a CONTRIBUTION item and a merry-go-round only on a ROTATION item', () => {
    // A row keeps what an earlier choice set; only what its type names is sent.
    const items = [
      {
        transaction_type: 'ROTATION' as const,
        rotation_id: 7,
        contribution_kind_id: 2,
        transaction_amount: 500,
        extra: '',
      },
      {
        transaction_type: 'CONTRIBUTION' as const,
        rotation_id: 7,
        contribution_kind_id: 2,
        transaction_amount: 200,
        extra: '',
      },
      {
        transaction_type: 'FINE' as const,
        rotation_id: 7,
        contribution_kind_id: 2,
        transaction_amount: 50,
        extra: '',
      },
    ];
    expect(transactionBody(values({ transaction_items: items })).transaction_items).toEqual([
      { transaction_type: 'ROTATION', rotation_id: 7, transaction_amount: 500 },
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: 2, transaction_amount: 200 },
      { transaction_type: 'FINE', transaction_amount: 50 },
    ]);
  });
});
