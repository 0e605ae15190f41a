/** The five kinds of account of double entry (docs/decisions/books.md, "Double entry"). */
export const accountTypes = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * Which side an account grows on. Assets and expenses are debit accounts; liabilities, equity and
 * income are credit accounts.
 */
export function normalSide(type: AccountType): 'debit' | 'credit' {
  return type === 'asset' || type === 'expense' ? 'debit' : 'credit';
}

/** An account's balance in its normal direction, from its debit and credit totals. */
export function balanceInNormalDirection(type: AccountType, debitCents: number, creditCents: number): number {
  return normalSide(type) === 'debit' ? debitCents - creditCents : creditCents - debitCents;
}

/** The accounts every group's books have, with stable codes (docs/books.md). */
export const systemAccounts = {
  cash: { code: '1000', name: 'Cash on hand', type: 'asset' },
  loans: { code: '1200', name: 'Loans to members', type: 'asset' },
  savings: { code: '2000', name: "Members' savings", type: 'liability' },
  withholding: { code: '2100', name: 'Withholding tax payable', type: 'liability' },
  opening: { code: '3000', name: 'Opening balances', type: 'equity' },
  retained: { code: '3100', name: 'Retained earnings', type: 'equity' },
  interest: { code: '4000', name: 'Loan interest', type: 'income' },
  fines: { code: '4100', name: 'Fines', type: 'income' },
  otherIncome: { code: '4200', name: 'Other income', type: 'income' },
} as const satisfies Record<string, { code: string; name: string; type: AccountType }>;

/** The liability a payout by M-Pesa waits in (docs/decisions/payouts.md, "The books"), opened on first use. */
export const PAYOUTS_DUE_ACCOUNT = { code: '2150', name: 'Payouts due', type: 'liability' } as const;

/** The balance sheet's line for the surplus not yet closed to Retained earnings: no account of its own. */
export const SURPLUS_TO_DATE = 'Surplus to date';

/**
 * The names the books give the accounts they open themselves, by code (docs/decisions/languages.md,
 * "Data on screen"): while an account still bears its given name, a screen may show it in the reader's
 * language; a name an official gave is shown as given.
 */
export const standardAccountNames: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(systemAccounts), PAYOUTS_DUE_ACCOUNT].map((account) => [account.code, account.name]),
);

export type SystemAccountKey = keyof typeof systemAccounts;

/** Bank accounts are numbered 1101, 1102, … in the order they are opened; expense categories 5001, 5002, … */
export function bankAccountCode(sequence: number): string {
  return `11${String(sequence).padStart(2, '0')}`;
}
export function expenseAccountCode(sequence: number): string {
  return `5${String(sequence).padStart(3, '0')}`;
}

/** Expense categories are one account each, whatever their case or surrounding spaces. */
export function expenseCategoryKey(commentType: string): string {
  return commentType.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Where each kind of contribution keeps its money (docs/decisions/contribution-kinds.md, "Books
 * accounts"): a savings kind is a member liability beside Members' savings (2001, 2002, …), a fund a
 * pooled liability (2201, …), a fee income (4301, …).
 */
export const contributionAccountRanges = {
  savings: { first: 2001, last: 2099, type: 'liability' },
  fund: { first: 2201, last: 2299, type: 'liability' },
  fee: { first: 4301, last: 4399, type: 'income' },
} as const satisfies Record<string, { first: number; last: number; type: AccountType }>;

/**
 * Each merry-go-round's clearing account (docs/decisions/rotations.md, "The books"): a liability the
 * round's money waits in until its pot is paid, 2301, 2302, …
 */
export const rotationAccountRange = { first: 2301, last: 2399, type: 'liability' } as const;

/** The code of the next account of a range, after the highest taken (null when none); undefined when full. */
export function nextCodeIn(
  range: { first: number; last: number },
  highestTaken: string | null,
): string | undefined {
  const next = highestTaken === null ? range.first : Number(highestTaken) + 1;
  return next >= range.first && next <= range.last ? String(next) : undefined;
}
