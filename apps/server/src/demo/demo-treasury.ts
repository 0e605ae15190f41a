import { centsToKes } from '@links/domain';
import type { Db } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { transferBodyFor } from '../modules/banking/banking.schemas.js';
import { transferMoney } from '../modules/banking/transfers.js';
import { systemAccountId } from '../modules/books/chart.js';
import { netDebit } from '../modules/books/journal.service.js';
import type { Random } from './random.js';

/** What the treasurer keeps on the M-Pesa till for paying small expenses. */
const TILL_FLOAT_CENTS = 10_000_00;

/** The group's money accounts in the books, by role. */
export interface DemoAccounts {
  cash: number;
  equity: number;
  kcb: number;
  till: number;
}

/** The accounts by their money account ids, the ids `/create-bank-account` answers. */
export async function demoAccounts(db: Db, bankIds: Map<string, number>): Promise<DemoAccounts> {
  const bank = (name: string) => bankIds.get(name) as number;
  return {
    cash: await systemAccountId(db, 'cash'),
    equity: bank('Equity Bank - Umoja Group'),
    kcb: bank('KCB Chama Account'),
    till: bank('M-Pesa Till Float'),
  };
}

/**
 * How the treasurer runs the group's money: most members pay to the M-Pesa till, some hand cash in
 * at the meeting; at each month's end the till is swept to Equity above its float and the cash is
 * banked at KCB; loans are paid from whichever bank holds the money.
 */
export function createTreasurer(
  db: Db,
  accounts: DemoAccounts,
  random: Random,
  admin: SignedInContext,
  today: string,
) {
  const transferBody = transferBodyFor(() => today);
  async function move(from: number, to: number, cents: number, date: string, memo: string) {
    if (cents <= 0) return;
    const input = transferBody.parse({
      from_account_id: from,
      to_account_id: to,
      amount: centsToKes(cents),
      date,
      memo,
    });
    await transferMoney(db, input, admin);
  }
  async function cover(target: number, cents: number, date: string) {
    for (const from of [accounts.equity, accounts.kcb, accounts.till].filter((a) => a !== target)) {
      const short = cents - (await netDebit(db, target));
      if (short <= 0) return;
      const available = await netDebit(db, from);
      await move(from, target, Math.min(short, available), date, 'Funds moved between the group’s banks');
    }
  }
  return {
    /** Where a member's payment arrives. */
    receivingAccount: () => (random.chance(0.2) ? accounts.cash : accounts.till),

    async monthEnd(date: string) {
      const till = await netDebit(db, accounts.till);
      await move(
        accounts.till,
        accounts.equity,
        till - TILL_FLOAT_CENTS,
        date,
        'M-Pesa till swept to Equity',
      );
      const cash = await netDebit(db, accounts.cash);
      await move(accounts.cash, accounts.kcb, cash, date, 'Meeting cash banked at KCB');
    },

    /** Tops a bank account up from the others, so that it can pay `cents` on `date`. */
    cover,

    /** The account a loan is paid from: Equity, topped up from the other banks; else the cash box. */
    async payingAccount(cents: number, date: string): Promise<number> {
      await cover(accounts.equity, cents, date);
      return (await netDebit(db, accounts.equity)) >= cents ? accounts.equity : accounts.cash;
    },
  };
}
export type Treasurer = ReturnType<typeof createTreasurer>;
