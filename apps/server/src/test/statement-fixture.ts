import type { MemberStatement } from '../modules/statements/statement.types.js';

/** A quarter of one member's books: savings with a withdrawal, a long-term loan being repaid, a cleared short-term loan. */
export function sampleStatement(): MemberStatement {
  return {
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
      opening_balance: 12500,
      closing_balance: 14300.5,
      movements: [
        {
          date: '2026-02-05',
          description: 'Monthly contribution',
          amount: 1500,
          balance: 15500.5,
          entry_id: 101,
          dispute: null,
        },
        {
          date: '2026-01-05',
          description: 'Monthly contribution',
          amount: 1500.5,
          balance: 14000.5,
          entry_id: 102,
          dispute: null,
        },
        {
          date: '2026-02-20',
          description: 'Withdrawal',
          amount: -2700,
          balance: 12800.5,
          entry_id: 103,
          dispute: null,
        },
        {
          date: '2026-03-05',
          description: 'Monthly contribution',
          amount: 1500,
          balance: 14300.5,
          entry_id: 104,
          dispute: null,
        },
      ],
    },
    loans: [
      {
        loan_id: 12,
        kind: 'long_term',
        loan_amount: 60000,
        issued_on: '2026-01-10',
        opening_owed: 0,
        closing_owed: 50000,
        amount_due: 53250.75,
        status: 'Uncleared',
        movements: [
          {
            date: '2026-01-10',
            description: 'Loan issued',
            amount: 60000,
            principal: 60000,
            interest: 0,
            balance: 60000,
            entry_id: 105,
            dispute: null,
          },
          {
            date: '2026-02-10',
            description: 'Repayment',
            amount: 5600,
            principal: 5000,
            interest: 600,
            balance: 55000,
            entry_id: 106,
            dispute: null,
          },
          {
            date: '2026-03-10',
            description: 'Repayment',
            amount: 5550,
            principal: 5000,
            interest: 550,
            balance: 50000,
            entry_id: 107,
            dispute: null,
          },
        ],
      },
      {
        loan_id: 31,
        kind: 'short_term',
        loan_amount: 5000,
        issued_on: '2025-12-15',
        opening_owed: 5000,
        closing_owed: 0,
        amount_due: 0,
        status: 'Cleared',
        movements: [
          {
            date: '2026-01-15',
            description: 'Repayment',
            amount: 5500,
            principal: 5000,
            interest: 500,
            balance: 0,
            entry_id: 108,
            dispute: null,
          },
        ],
      },
    ],
    contributions: [],
    share_outs: [],
  };
}

/** The member's line of a share-out of 2025 paid into savings on 15 January 2026. */
export const sampleShareOut: MemberStatement['share_outs'][number] = {
  share_out_id: 3,
  from: '2025-01-01',
  to: '2025-12-31',
  method: 'time_weighted',
  withholding_rate: 0.05,
  distributable: 9000.01,
  total_basis: 240_000,
  payout: 'to_savings',
  paid_on: '2026-01-15',
  basis: 144_000,
  share: 5400.01,
  withholding: 270,
  net: 5130.01,
};

/** The sample statement with `count` savings movements, one a day from its start. */
export function longStatement(count: number): MemberStatement {
  const statement = sampleStatement();
  let balance = statement.savings.opening_balance * 100;
  const start = Date.UTC(2025, 0, 1);
  statement.from = '2025-01-01';
  statement.savings.movements = Array.from({ length: count }, (_, i) => {
    const amount = i % 10 === 9 ? -1200 : 250.25;
    balance += amount * 100;
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const description =
      i % 25 === 0
        ? `Contribution ${i + 1} paid through M-Pesa by a relative on behalf of the member, reference QX${i}`
        : `Contribution ${i + 1}`;
    return { date, description, amount, balance: balance / 100, entry_id: 1_000 + i, dispute: null };
  });
  statement.savings.closing_balance = balance / 100;
  return statement;
}

/** A Welfare fund section of a statement: two contributions of 200 over an opening 400. */
export const sampleWelfareSection: MemberStatement['contributions'][number] = {
  contribution_kind_id: 2,
  name: 'Welfare fund',
  kind: 'fund',
  opening_balance: 400,
  closing_balance: 800,
  movements: [
    {
      date: '2026-02-07',
      description: 'Welfare fund, transaction TRN-31',
      amount: 200,
      balance: 600,
      entry_id: 131,
      dispute: null,
    },
    {
      date: '2026-03-07',
      description: 'Welfare fund, transaction TRN-44',
      amount: 200,
      balance: 800,
      entry_id: 144,
      dispute: null,
    },
  ],
};
