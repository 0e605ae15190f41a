import { type Cents, cents, savingsRequiredByLoans, withdrawableSavings } from '@links/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import { pledgesHeldBy } from '../applications/index.js';
import { principalOwedBy } from '../loans/index.js';
import { savingsOf } from '../savings/savings.service.js';

/** How a member's free savings are worked out (docs/decisions/withdrawals.md, "Free savings"). */
export interface Allowance {
  savings: Cents;
  pledgesHeld: Cents;
  loansRequire: Cents;
  /** What the member's other withdrawals still waiting to be paid set aside. */
  requested: Cents;
  /** Savings − pledges − what the loans require: what a payout may take now. */
  withdrawable: Cents;
  /** What a new request may ask for: the withdrawable savings less the other requests. */
  free: Cents;
}

/** The member's allowance; `except` leaves one withdrawal out of the requests set aside. */
export async function allowanceOf(
  db: DbOrTx,
  userId: number,
  multiplierX100: number,
  except?: number,
): Promise<Allowance> {
  const savings = cents((await savingsOf(db, [userId])).get(userId)?.balanceCents ?? 0);
  const pledgesHeld = (await pledgesHeldBy(db, [userId])).get(userId) ?? cents(0);
  const principal = cents((await principalOwedBy(db, [userId])).get(userId) ?? 0);
  const [waiting] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.status, 'Requested'),
        except === undefined ? undefined : ne(withdrawals.id, except),
      ),
    );
  const requested = cents(Number(waiting?.total ?? 0));
  const withdrawable = withdrawableSavings({
    savings,
    pledgesHeld,
    principalOutstanding: principal,
    multiplierX100,
  });
  return {
    savings,
    pledgesHeld,
    loansRequire: savingsRequiredByLoans(principal, multiplierX100),
    requested,
    withdrawable,
    free: cents(Math.max(0, withdrawable - requested)),
  };
}
