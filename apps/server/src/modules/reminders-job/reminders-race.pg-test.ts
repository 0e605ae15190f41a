import { addDaysIso, settableClock } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deliveries, loanInstallments, outbox } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { issueLongTermLoan, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { outboxAt } from '../outbox/outbox.service.js';
import { runRemindersJob } from './reminders.job.js';

/*
 * The reminders job on two servers of one PostgreSQL database at once (docs/decisions/notifications.md,
 * "Reminders"): each reminder is left once, with one delivery per channel.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
let achieng: SignedIn;
let loanId = 0;

useTwoServers(
  { admin: 'admin', achieng: named('Achieng Otieno') },
  async (scene) => {
    ({ ctx, second, admin, achieng } = scene);
    await setQuorum(ctx, 1);
    await openSavings(ctx, admin, achieng.id, 20_000);
    loanId = (await issueLongTermLoan(ctx, admin, achieng.id, 12_000, '2027-01-05')).loan_id;
  },
  { clock },
);

it('leaves each reminder once when both servers run the job at once, again and again', async () => {
  const [first] = await ctx.database.db
    .select()
    .from(loanInstallments)
    .where(and(eq(loanInstallments.loanId, loanId), eq(loanInstallments.number, 1)));
  const dueOn = first!.dueOn;
  for (const today of [addDaysIso(dueOn, -3), addDaysIso(dueOn, 1)]) {
    const runs = await Promise.all(
      [ctx.database.db, second.database.db, ctx.database.db, second.database.db].map((db) =>
        runRemindersJob(db, outboxAt(clock.now()), today),
      ),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
  }
  // The loan's own issue message is not the job's.
  const left = (await ctx.database.db.select().from(outbox).where(eq(outbox.userId, achieng.id))).filter(
    (m) => m.kind !== 'loan_issued',
  );
  expect(left.map((m) => m.eventKey).sort()).toEqual([
    `installment:${loanId}:1:due`,
    `installment:${loanId}:1:overdue`,
  ]);
  for (const message of left) {
    const queued = await ctx.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.messageId, message.id));
    expect(queued.map((d) => d.channel)).toEqual(['email']);
  }
});
