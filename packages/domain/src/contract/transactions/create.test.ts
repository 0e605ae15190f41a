import { describe, expect, it } from 'vitest';
import { settableClock } from '../../engine/clock.js';
import { createTransactionSchemaFor, decisionSchema, transactionItemInputSchema } from './create.js';

const clock = settableClock('2026-03-10');
const createTransactionSchema = createTransactionSchemaFor(() => clock.today());

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

// docs/decisions/transactions.md, "Creating a transaction"
describe('an item of POST /create-transaction', () => {
  it('reads the amount into cents', () => {
    expect(
      transactionItemInputSchema.parse({
        transaction_type: 'SAVING',
        transaction_amount: 1500.5,
        extra: ' QX12 ',
      }),
    ).toEqual({ transaction_type: 'SAVING', transaction_amount: 150_050, extra: 'QX12' });
    expect(transactionItemInputSchema.parse({ transaction_type: 'STL', transaction_amount: 0.01 })).toEqual({
      transaction_type: 'STL',
      transaction_amount: 1,
      extra: null,
    });
  });

  // docs/decisions/wire.md, "Money on the wire"; docs/decisions/transactions.md, "Creating a transaction"
  it('refuses what the wire and the transaction rules refuse', () => {
    const refused = [
      { transaction_type: 'LOAN', transaction_amount: 10 },
      { transaction_type: 'LTL', transaction_amount: 0 },
      { transaction_type: 'LTL', transaction_amount: -5 },
      { transaction_type: 'LTL', transaction_amount: 1.005 },
      { transaction_type: 'LTL', transaction_amount: '10' },
      { transaction_type: 'LTL', transaction_amount: Number.NaN },
      { transaction_type: 'LTL', transaction_amount: 1_000_000_000.01 },
      { transaction_type: 'LTL', transaction_amount: 10, extra: 'x'.repeat(101) },
    ];
    for (const input of refused) {
      expect(transactionItemInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('POST /create-transaction', () => {
  const valid = {
    user_id: 3,
    total_payed: 1500.75,
    transaction_items: [
      { transaction_type: 'SAVING', transaction_amount: 1000.5 },
      { transaction_type: 'LTL', transaction_amount: 500.25 },
    ],
  };

  it('accepts a total equal to the items to the cent', () => {
    const parsed = createTransactionSchema.parse(valid);
    expect(parsed.total_payed).toBe(150_075);
    expect(parsed.comment).toBeNull();
  });

  it('refuses a total that does not match the items', () => {
    const result = createTransactionSchema.safeParse({ ...valid, total_payed: 1500.74 });
    expect(firstMessage(result)).toBe('total_payed must equal the sum of the items (KES 1,500.75)');
    expect(result.error?.issues[0]?.path).toEqual(['total_payed']);
  });

  it('refuses a date in the future but takes today, as the clock it is given tells', () => {
    expect(createTransactionSchema.safeParse({ ...valid, transaction_date: '2026-03-10' }).success).toBe(
      true,
    );
    expect(
      firstMessage(createTransactionSchema.safeParse({ ...valid, transaction_date: '2026-03-11' })),
    ).toBe('The date cannot be in the future');
    clock.advanceDays(1);
    expect(createTransactionSchema.safeParse({ ...valid, transaction_date: '2026-03-11' }).success).toBe(
      true,
    );
  });

  it("reads a form's blanks as missing, naming the field, and asks for the date when told to", () => {
    const blank = {
      ...valid,
      user_id: '',
      transaction_items: [{ transaction_type: '', transaction_amount: 1 }],
    };
    const messages = createTransactionSchema.safeParse(blank).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['user_id is required', 'transaction_type is required']);
    expect(
      createTransactionSchema.parse({ ...valid, user_id: '3', transaction_date: '' }).transaction_date,
    ).toBe(undefined);
    const dated = createTransactionSchemaFor(() => clock.today(), { dateRequired: true });
    expect(firstMessage(dated.safeParse({ ...valid, transaction_date: '' }))).toBe(
      'transaction_date is required',
    );
    expect(firstMessage(dated.safeParse({ ...valid, transaction_date: '2026-02-30' }))).toBe(
      'transaction_date is not a real date',
    );
  });

  it('refuses a 501-character comment, no items and more than 20 items', () => {
    expect(firstMessage(createTransactionSchema.safeParse({ ...valid, comment: 'x'.repeat(501) }))).toBe(
      'Comment must be at most 500 characters',
    );
    expect(createTransactionSchema.safeParse({ ...valid, comment: 'x'.repeat(500) }).success).toBe(true);
    expect(
      firstMessage(createTransactionSchema.safeParse({ ...valid, total_payed: 0, transaction_items: [] })),
    ).toBe('Add at least one item');
    const many = Array.from({ length: 21 }, () => ({ transaction_type: 'SAVING', transaction_amount: 1 }));
    expect(
      firstMessage(createTransactionSchema.safeParse({ ...valid, total_payed: 21, transaction_items: many })),
    ).toBe('A transaction has at most 20 items');
  });
});

describe('a decision on items', () => {
  it('approves without a reason and rejects only with one', () => {
    expect(decisionSchema.parse({ status: 'Approved' })).toEqual({ status: 'Approved' });
    expect(firstMessage(decisionSchema.safeParse({ status: 'Rejected' }))).toBe(
      'A reason is required to reject',
    );
    expect(decisionSchema.parse({ status: 'Rejected', reason: ' wrong code ' })).toEqual({
      status: 'Rejected',
      reason: 'wrong code',
    });
    expect(decisionSchema.safeParse({ status: 'Pending' }).success).toBe(false);
  });
});
