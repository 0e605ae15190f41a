import type { Db } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { createBankAccountBody, createExpenseBodyFor } from '../modules/banking/banking.schemas.js';
import { createBankAccount } from '../modules/banking/banking.service.js';
import type { DemoCalendar } from './demo-plan.js';

/** The group's accounts and their balances when it started keeping its books in Links. */
const BANK_ACCOUNTS = [
  { name: 'Equity Bank - Umoja Group', amount: 385_000 },
  { name: 'KCB Chama Account', amount: 146_500 },
  { name: 'M-Pesa Till Float', amount: 12_000 },
] as const;

type AccountName = (typeof BANK_ACCOUNTS)[number]['name'];

/** A year of running costs, in the categories of docs/decisions/banking.md, "Expenses". */
const EXPENSES: {
  account: AccountName;
  amount: number;
  comment_type: string;
  comment?: string;
  /** When it was paid: this many months back, on this day. */
  paid: [number, number];
}[] = [
  {
    account: 'Equity Bank - Umoja Group',
    amount: 350,
    comment_type: 'Bank charges',
    comment: 'Ledger fee',
    paid: [11, 5],
  },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 500,
    comment_type: 'Bank charges',
    comment: 'Cheque book',
    paid: [9, 12],
  },
  { account: 'KCB Chama Account', amount: 250, comment_type: 'Bank charges', paid: [8, 3] },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 3_000,
    comment_type: 'Meeting',
    comment: 'Hall hire for the monthly meeting, Kasarani',
    paid: [7, 20],
  },
  {
    account: 'KCB Chama Account',
    amount: 4_500,
    comment_type: 'Meeting',
    comment: 'Tea and mandazi at the AGM',
    paid: [1, 18],
  },
  {
    account: 'M-Pesa Till Float',
    amount: 800,
    comment_type: 'Transport',
    comment: 'Treasurer to the bank, CBD',
    paid: [10, 9],
  },
  {
    account: 'M-Pesa Till Float',
    amount: 2_400,
    comment_type: 'Transport',
    comment: 'Officials to the Kiambu project visit',
    paid: [6, 14],
  },
  {
    account: 'M-Pesa Till Float',
    amount: 1_200,
    comment_type: 'Stationery',
    comment: 'Receipt books and register',
    paid: [5, 7],
  },
  {
    account: 'KCB Chama Account',
    amount: 1_850,
    comment_type: 'Stationery',
    comment: 'Printing the members’ annual statements',
    paid: [1, 22],
  },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 10_000,
    comment_type: 'Welfare',
    comment: 'Support to a bereaved member',
    paid: [4, 16],
  },
  {
    account: 'KCB Chama Account',
    amount: 5_000,
    comment_type: 'Welfare',
    comment: 'Get-well hamper',
    paid: [3, 11],
  },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 7_500,
    comment_type: 'Other',
    comment: 'Audit of the year’s accounts',
    paid: [2, 8],
  },
];

/**
 * Opens the bank accounts with the balances they had when the group started keeping its books in
 * Links (dated that day, against Opening balances), and lists the year's expenses as dated steps
 * for the timeline, each paid through the banking service (docs/decisions/banking.md, "Paying an expense";
 * docs/decisions/books.md, "Double entry").
 */
export async function openBanking(db: Db, admin: SignedInContext, openedOn: string, calendar: DemoCalendar) {
  const accountIds = new Map<string, number>();
  for (const account of BANK_ACCOUNTS) {
    const created = await createBankAccount(db, createBankAccountBody.parse(account), admin, openedOn);
    accountIds.set(account.name, created.account_id);
  }
  const expenses = EXPENSES.map(({ account, paid, ...expense }) => ({
    date: calendar.monthsAgo(paid[0], paid[1]),
    input: createExpenseBodyFor(() => calendar.today).parse({
      ...expense,
      account_id: accountIds.get(account),
      date: calendar.monthsAgo(paid[0], paid[1]),
    }),
  }));
  return { accountIds, expenses, bankAccounts: BANK_ACCOUNTS.length };
}
