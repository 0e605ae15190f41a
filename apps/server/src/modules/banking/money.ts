import { formatKES } from '@links/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bankAccounts } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import type { MoneyAccount } from '../books/index.js';
import { lockedNetDebit } from '../books/journal.service.js';

export const insufficientFunds = (name: string, balanceCents: number) =>
  `Insufficient funds in ${name}: balance ${formatKES(balanceCents)}.`;

const refuse = (name: string, balanceCents: number, field: string) =>
  unprocessable(
    insufficientFunds(name, balanceCents),
    { [field]: insufficientFunds(name, balanceCents) },
    'INSUFFICIENT_FUNDS',
  );

/**
 * Money received into a money account: a bank account's stored balance rises with it (atomically,
 * so concurrent receipts add up). Cash on hand keeps no stored balance; its journal account is it.
 */
export async function receiveInto(tx: Tx, account: MoneyAccount, amountCents: number): Promise<void> {
  if (account.bankAccountId === null) return;
  await tx
    .update(bankAccounts)
    .set({ balanceCents: sql`${bankAccounts.balanceCents} + ${amountCents}` })
    .where(eq(bankAccounts.id, account.bankAccountId));
}

export interface PayOutOptions {
  /** The 422's field. */
  field?: string;
  /**
   * Whether Cash on hand may go below zero. Loans issued by the spec's calls name no account and may
   * precede any recorded receipt, so they may; a transfer may not (docs/decisions.md).
   */
  cashMayGoNegative?: boolean;
}

/**
 * Money paid out of a money account, refused with 422 `Insufficient funds in <name>: balance KES <x>.`
 * when the account does not hold it. A bank account's balance falls in one conditional update, so
 * concurrent payments queue on its row and none overdraws it.
 */
export async function payOutOf(
  tx: Tx,
  account: MoneyAccount,
  amountCents: number,
  options: PayOutOptions = {},
): Promise<void> {
  const field = options.field ?? 'amount';
  if (account.bankAccountId === null) {
    if (options.cashMayGoNegative) return;
    const balance = await lockedNetDebit(tx, account.id);
    if (balance < amountCents) throw refuse(account.name, balance, field);
    return;
  }
  const [updated] = await tx
    .update(bankAccounts)
    .set({ balanceCents: sql`${bankAccounts.balanceCents} - ${amountCents}` })
    .where(and(eq(bankAccounts.id, account.bankAccountId), gte(bankAccounts.balanceCents, amountCents)))
    .returning({ id: bankAccounts.id });
  if (updated) return;
  const [existing] = await tx
    .select({ name: bankAccounts.name, balanceCents: bankAccounts.balanceCents })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, account.bankAccountId));
  throw refuse(existing?.name ?? account.name, existing?.balanceCents ?? 0, field);
}
