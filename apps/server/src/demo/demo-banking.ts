import type { Db } from '../db/client.js';
import { createBankAccountBody, createExpenseBody } from '../modules/banking/banking.schemas.js';
import { createBankAccount, createExpense } from '../modules/banking/banking.service.js';

/** The group's accounts and their balances when it started keeping its books in Links. */
const BANK_ACCOUNTS = [
  { name: 'Equity Bank - Umoja Group', amount: 185_000 },
  { name: 'KCB Chama Account', amount: 96_500 },
  { name: 'M-Pesa Till Float', amount: 12_000 },
] as const;

type AccountName = (typeof BANK_ACCOUNTS)[number]['name'];

/** A year of running costs, in the categories of decisions §5. */
const EXPENSES: { account: AccountName; amount: number; comment_type: string; comment?: string }[] = [
  { account: 'Equity Bank - Umoja Group', amount: 350, comment_type: 'Bank charges', comment: 'Ledger fee' },
  { account: 'Equity Bank - Umoja Group', amount: 500, comment_type: 'Bank charges', comment: 'Cheque book' },
  { account: 'KCB Chama Account', amount: 250, comment_type: 'Bank charges' },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 3_000,
    comment_type: 'Meeting',
    comment: 'Hall hire for the monthly meeting, Kasarani',
  },
  {
    account: 'KCB Chama Account',
    amount: 4_500,
    comment_type: 'Meeting',
    comment: 'Tea and mandazi at the AGM',
  },
  {
    account: 'M-Pesa Till Float',
    amount: 800,
    comment_type: 'Transport',
    comment: 'Treasurer to the bank, CBD',
  },
  {
    account: 'M-Pesa Till Float',
    amount: 2_400,
    comment_type: 'Transport',
    comment: 'Officials to the Kiambu project visit',
  },
  {
    account: 'M-Pesa Till Float',
    amount: 1_200,
    comment_type: 'Stationery',
    comment: 'Receipt books and register',
  },
  {
    account: 'KCB Chama Account',
    amount: 1_850,
    comment_type: 'Stationery',
    comment: 'Printing the members’ annual statements',
  },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 10_000,
    comment_type: 'Welfare',
    comment: 'Support to a bereaved member',
  },
  { account: 'KCB Chama Account', amount: 5_000, comment_type: 'Welfare', comment: 'Get-well hamper' },
  {
    account: 'Equity Bank - Umoja Group',
    amount: 7_500,
    comment_type: 'Other',
    comment: 'Audit of the year’s accounts',
  },
];

/** Opens the bank accounts and pays the expenses through the banking services (decisions §5). */
export async function openBanking(db: Db, adminId: number) {
  const accountIds = new Map<string, number>();
  for (const account of BANK_ACCOUNTS) {
    const created = await createBankAccount(db, createBankAccountBody.parse(account), adminId);
    accountIds.set(account.name, created.account_id);
  }
  for (const { account, ...expense } of EXPENSES) {
    const input = createExpenseBody.parse({ ...expense, account_id: accountIds.get(account) });
    await createExpense(db, input, adminId);
  }
  return { bankAccounts: BANK_ACCOUNTS.length, expenses: EXPENSES.length };
}
