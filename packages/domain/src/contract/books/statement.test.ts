import { describe, expect, it } from 'vitest';
import { memberStatementSchema } from './statement.js';

const statement = {
  group_name: 'Umoja Savings Group',
  member: {
    user_id: 7,
    firstname: 'Wanjiru',
    lastname: 'Korir',
    email: 'wanjiru.korir@demo.links',
    member_number: 'M007',
  },
  from: '2026-01-01',
  to: '2026-03-31',
  savings: {
    opening_balance: 1500,
    closing_balance: 1300.5,
    movements: [
      {
        entry_id: 1,
        dispute: null,
        date: '2026-01-05',
        description: 'Deposit',
        amount: 500.5,
        balance: 2000.5,
      },
      {
        entry_id: 2,
        dispute: null,
        date: '2026-02-05',
        description: 'Withdrawal',
        amount: -700,
        balance: 1300.5,
      },
    ],
  },
  loans: [
    {
      loan_id: 12,
      kind: 'long_term',
      loan_amount: 10000,
      issued_on: '2026-01-10',
      opening_owed: 0,
      closing_owed: 9000,
      amount_due: 9450,
      status: 'Uncleared',
      movements: [
        {
          entry_id: 3,
          dispute: null,
          date: '2026-01-10',
          description: 'Loan issued',
          amount: 10000,
          principal: 10000,
          interest: 0,
          balance: 10000,
        },
        {
          entry_id: 4,
          dispute: null,
          date: '2026-02-10',
          description: 'Repayment',
          amount: 1200,
          principal: 1000,
          interest: 200,
          balance: 9000,
        },
      ],
    },
  ],
  contributions: [
    {
      contribution_kind_id: 2,
      name: 'Welfare fund',
      kind: 'fund',
      opening_balance: 0,
      closing_balance: 200,
      movements: [
        {
          date: '2026-02-07',
          description: 'Welfare fund, transaction TRN-9',
          amount: 200,
          balance: 200,
          entry_id: 19,
          dispute: null,
        },
      ],
    },
  ],
  share_outs: [
    {
      share_out_id: 1,
      from: '2025-01-01',
      to: '2025-12-31',
      method: 'proportional',
      withholding_rate: 0.05,
      distributable: 9000.01,
      total_basis: 48000,
      payout: 'to_savings',
      paid_on: '2026-01-15',
      basis: 12000,
      share: 2250,
      withholding: 112.5,
      net: 2137.5,
    },
  ],
};

describe('memberStatementSchema', () => {
  it('accepts the statement of docs/books.md', () => {
    expect(memberStatementSchema.parse(statement)).toEqual(statement);
  });

  it('refuses amounts with more than two decimals, unknown loan kinds and unreal dates', () => {
    const savings = { ...statement.savings, opening_balance: 0.1 + 0.2 };
    expect(memberStatementSchema.safeParse({ ...statement, savings }).success).toBe(false);
    const loans = [{ ...statement.loans[0], kind: 'medium_term' }];
    expect(memberStatementSchema.safeParse({ ...statement, loans }).success).toBe(false);
    expect(memberStatementSchema.safeParse({ ...statement, to: '2026-02-30' }).success).toBe(false);
  });
});
