import { type Cents, cents, createRotationBody } from '@links/domain';
import type { Db } from '../db/client.js';
import type { SignedInContext } from '../modules/audit/audit.service.js';
import { createRotation } from '../modules/rotations/rotations.service.js';
import { createTransactionsService } from '../modules/transactions/transactions.service.js';
import type { EnrolledMember } from './demo-payments.js';
import type { DemoCalendar } from './demo-plan.js';

export const ROTATION_MEMBERS = 8;
const AMOUNT = 1_000;

/**
 * A merry-go-round of eight members (docs/decisions/rotations.md), KES 1,000 a month from four months
 * ago: rounds 1 to 3 paid out when everyone had paid, round 4 open with five of the eight paid. Answers
 * the transactions it made.
 */
export async function demoRotation(
  db: Db,
  treasurer: SignedInContext,
  members: EnrolledMember[],
  calendar: DemoCalendar,
): Promise<number> {
  const circle = members.slice(0, ROTATION_MEMBERS).map((member) => member.userId);
  const input = createRotationBody.parse({
    name: 'Mama mboga circle',
    amount_per_member: AMOUNT,
    every: 'month',
    start_date: calendar.monthsAgo(3, 5),
    order: circle,
  });
  const { rotation_id: rotationId } = await createRotation(db, input, treasurer);
  const transactions = createTransactionsService(db);
  const pay = async (userId: number, date: string) => {
    const amount: Cents = cents(AMOUNT * 100);
    const id = await transactions.create(
      treasurer,
      {
        user_id: userId,
        total_payed: amount,
        transaction_date: date,
        comment: 'Merry-go-round',
        transaction_items: [
          { transaction_type: 'ROTATION', transaction_amount: amount, extra: null, rotation_id: rotationId },
        ],
      },
      calendar.today,
    );
    await transactions.decide(treasurer, 'rotations', id, { status: 'Approved' });
  };
  let made = 0;
  for (const [monthsAgo, paying] of [
    [3, circle],
    [2, circle],
    [1, circle],
    [0, circle.slice(0, 5)],
  ] as const) {
    for (const userId of paying) {
      await pay(userId, monthsAgo === 0 ? calendar.daysAgo(1) : calendar.monthsAgo(monthsAgo, 5));
      made++;
    }
  }
  return made;
}
