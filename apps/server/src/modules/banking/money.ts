import { formatKES } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bankAccounts } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import { bankBalance, type MoneyAccount } from '../books/index.js';
import { lockedNetDebit } from '../books/journal.service.js';

export const insufficientFunds = (name: string, balanceCents: number) =>
  `Insufficient funds in ${name}: balance ${formatKES(balanceCents)}.`;

const refuse = (name: string, balanceCents: number, field: string) =>
  unprocessable(
    insufficientFunds(name, balanceCents),
    { [field]: insufficientFunds(name, balanceCents) },
    'INSUFFICIENT_FUNDS',
  );

export interface PayOutOptions {
  /** The 422's field. */
  field?: string;
}

/**
 * Checks that a money account holds what is about to be paid out of it, refusing with 422
 * `Insufficient funds in <name>: balance KES <x>.` when it does not. The account's row is locked
 * first, so concurrent payments check one after the other; the posting that follows lowers the
 * balance (docs/decisions/journal-balances.md, "Balances never below zero").
 */
export async function payOutOf(
  tx: Tx,
  account: MoneyAccount,
  amountCents: number,
  options: PayOutOptions = {},
): Promise<void> {
  const field = options.field ?? 'amount';
  if (account.bankAccountId === null) {
    const balance = await lockedNetDebit(tx, account.id);
    if (balance < amountCents) throw refuse(account.name, balance, field);
    return;
  }
  const [bank] = await tx
    .select({ name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, account.bankAccountId))
    .for('update');
  // Read after the lock, in a statement of its own: the balance as the payment before left it.
  const balance = await bankBalance(tx, account.bankAccountId);
  if (balance < amountCents) throw refuse(bank?.name ?? account.name, balance, field);
}

/** A money account's balance in cents, read in the caller's transaction after a payment. */
export async function moneyBalance(tx: Tx, account: MoneyAccount): Promise<number> {
  if (account.bankAccountId === null) return lockedNetDebit(tx, account.id);
  return bankBalance(tx, account.bankAccountId);
}
