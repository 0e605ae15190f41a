import { addDaysIso, formatKES, settableClock } from '@links/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fines, loanInstallments, outbox, users } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { issueLongTermLoan, openSavings, setFines } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { runFinesJob } from '../fines-job/fines.job.js';
import { messagesFor, outboxAt } from '../outbox/outbox.service.js';
import { runRemindersJob } from './reminders.job.js';

/*
 * The reminders job (docs/decisions/notifications.md, "Reminders"): an installment due in three days
 * and one overdue, each told once in the member's language however often the job runs, never to a
 * member who left; and the fines charged and waived (docs/decisions/notifications.md, "Kinds").
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let achieng: SignedIn;
let baraka: SignedIn;
let kip: SignedIn;
const loanOf = new Map<number, number>();
let dueOn = '';
let amountOf = new Map<number, number>();

usePeopleApp(
  {
    admin: 'admin',
    achieng: named('Achieng Otieno'),
    baraka: named('Baraka Mwangi'),
    kip: named('Kiprono Left'),
  },
  async (scene) => {
    ({ ctx, admin, achieng, baraka, kip } = scene);
    await setQuorum(ctx, 1);
    for (const who of [achieng, baraka, kip]) {
      await openSavings(ctx, admin, who.id, 20_000);
      loanOf.set(who.id, (await issueLongTermLoan(ctx, admin, who.id, 12_000, '2027-01-05')).loan_id);
    }
    await setFines(ctx, admin, { late_fine_amount: 200, missed_contribution_fine: 0 });
    const db = ctx.database.db;
    await db.update(users).set({ language: 'sw' }).where(eq(users.id, baraka.id));
    await db.update(users).set({ status: 'inactive', exitedOn: '2027-01-06' }).where(eq(users.id, kip.id));
  },
  { clock },
);

beforeAll(async () => {
  const firsts = await ctx.database.db
    .select()
    .from(loanInstallments)
    .where(and(inArray(loanInstallments.loanId, [...loanOf.values()]), eq(loanInstallments.number, 1)))
    .orderBy(asc(loanInstallments.loanId));
  dueOn = firsts[0]!.dueOn;
  amountOf = new Map(firsts.map((row) => [row.loanId, row.interestCents + row.principalCents]));
});

const run = (today: string) => runRemindersJob(ctx.database.db, outboxAt(clock.now()), today);
const remindersOf = (who: SignedIn, kind: 'installment_due' | 'installment_overdue') =>
  messagesFor(ctx.database.db, who.id, kind);

describe('an installment falling due', () => {
  it('is not told more than three days before', async () => {
    expect(await run(addDaysIso(dueOn, -4))).toBe(0);
  });

  it('is told three days before, in each member’s language, never to a member who left', async () => {
    expect(await run(addDaysIso(dueOn, -3))).toBe(2);
    const loan = loanOf.get(achieng.id)!;
    const [told] = await remindersOf(achieng, 'installment_due');
    expect(told).toMatchObject({
      eventKey: `installment:${loan}:1:due`,
      language: 'en',
      link: '/member-ltl',
      sms: `Reminder: installment 1 of loan #${loan}, ${formatKES(amountOf.get(loan)!)}, is due on ${dateEn(dueOn)}. Pay on time to avoid a late fine.`,
    });
    const swLoan = loanOf.get(baraka.id)!;
    const [sw] = await remindersOf(baraka, 'installment_due');
    expect(sw?.sms).toBe(
      `Kumbusho: awamu ya 1 ya mkopo #${swLoan}, ${formatKES(amountOf.get(swLoan)!)}, inalipwa tarehe ${dateSw(dueOn)}. Lipa mapema kuepuka faini.`,
    );
    expect((await messagesFor(ctx.database.db, kip.id)).filter((m) => m.kind !== 'loan_issued')).toEqual([]);
  });

  it('is told once however often the job runs, at once or on the days after', async () => {
    const twice = await Promise.all([run(addDaysIso(dueOn, -3)), run(addDaysIso(dueOn, -3))]);
    expect(twice).toEqual([0, 0]);
    expect(await run(addDaysIso(dueOn, -2))).toBe(0);
    expect(await run(dueOn)).toBe(0);
    expect(await remindersOf(achieng, 'installment_due')).toHaveLength(1);
    expect(await remindersOf(baraka, 'installment_due')).toHaveLength(1);
  });
});

describe('an installment overdue', () => {
  it('is told once when it becomes overdue, with the fine that may follow', async () => {
    const [first, second] = await Promise.all([run(addDaysIso(dueOn, 1)), run(addDaysIso(dueOn, 1))]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    expect(await run(addDaysIso(dueOn, 2))).toBe(0);
    const loan = loanOf.get(achieng.id)!;
    const [told] = await remindersOf(achieng, 'installment_overdue');
    expect(told).toMatchObject({
      eventKey: `installment:${loan}:1:overdue`,
      sms: `Installment 1 of loan #${loan} is overdue since ${dateEn(dueOn)}: ${formatKES(amountOf.get(loan)!)} unpaid. A late fine of KES 200.00 may follow. Please pay now.`,
    });
    const swLoan = loanOf.get(baraka.id)!;
    const sw = await remindersOf(baraka, 'installment_overdue');
    expect(sw.map((m) => m.sms)).toEqual([
      `Awamu ya 1 ya mkopo #${swLoan} imechelewa tangu ${dateSw(dueOn)}: bado ${formatKES(amountOf.get(swLoan)!)}. Faini ya KES 200.00 inaweza kutozwa. Lipa sasa.`,
    ]);
    expect((await messagesFor(ctx.database.db, kip.id)).filter((m) => m.kind !== 'loan_issued')).toEqual([]);
  });

  it('is not told again a week on, nor at a first run long after', async () => {
    expect(await run(addDaysIso(dueOn, 8))).toBe(0);
    expect(await remindersOf(achieng, 'installment_overdue')).toHaveLength(1);
  });
});

describe('fines', () => {
  let fineId = 0;

  it('tell the member of a late fine charged, naming the installment', async () => {
    const charged = await runFinesJob(ctx.database.db, addDaysIso(dueOn, 1), clock.now());
    expect(charged).toBeGreaterThanOrEqual(2);
    const loan = loanOf.get(achieng.id)!;
    const [told] = await messagesFor(ctx.database.db, achieng.id, 'fine_charged');
    const [fine] = await ctx.database.db.select().from(fines).where(eq(fines.userId, achieng.id));
    fineId = fine!.id;
    expect(told).toMatchObject({
      eventKey: `fine:${fineId}:charged`,
      sms: `A fine of KES 200.00 was charged on ${dateEn(addDaysIso(dueOn, 1))}: the installment of loan #${loan} due on ${dateEn(dueOn)} is unpaid.`,
    });
    const swLoan = loanOf.get(baraka.id)!;
    const [sw] = await messagesFor(ctx.database.db, baraka.id, 'fine_charged');
    expect(sw?.sms).toBe(
      `Faini ya KES 200.00 imetozwa ${dateSw(addDaysIso(dueOn, 1))}: awamu ya mkopo #${swLoan} iliyopaswa kulipwa ${dateSw(dueOn)} bado haijalipwa.`,
    );
    // A second run charges nothing more and tells no one again.
    await runFinesJob(ctx.database.db, addDaysIso(dueOn, 1), clock.now());
    expect(await messagesFor(ctx.database.db, achieng.id, 'fine_charged')).toHaveLength(1);
  });

  it('tell the member of a fine waived, with the reason', async () => {
    const res = await as(ctx, admin).post(`/fines/${fineId}/waive`, { reason: 'Paid on time by M-Pesa' });
    expect(res.statusCode, res.body).toBe(200);
    const [told] = await messagesFor(ctx.database.db, achieng.id, 'fine_waived');
    expect(told).toMatchObject({
      eventKey: `fine:${fineId}:waived`,
      subject: 'Your fine was waived',
      sms: `Your fine of ${dateEn(addDaysIso(dueOn, 1))} was waived: KES 200.00 you no longer owe. Reason: Paid on time by M-Pesa`,
    });
    const refused = await as(ctx, admin).post(`/fines/${fineId}/waive`, { reason: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(await messagesFor(ctx.database.db, achieng.id, 'fine_waived')).toHaveLength(1);
  });

  it('leave nothing when a waiver is refused', async () => {
    const [sw] = await ctx.database.db.select().from(fines).where(eq(fines.userId, baraka.id));
    const before = await ctx.database.db.select().from(outbox);
    expect((await as(ctx, baraka).post(`/fines/${sw!.id}/waive`, { reason: 'Mine' })).statusCode).toBe(403);
    expect((await as(ctx, admin).post(`/fines/${sw!.id}/waive`, { reason: '' })).statusCode).toBe(422);
    expect((await as(ctx, admin).post('/fines/2147483648/waive', { reason: 'x' })).statusCode).toBeLessThan(
      500,
    );
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before.length);
  });
});

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_SW = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'];
const dateIn = (months: string[]) => (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m! - 1]} ${y}`;
};
const dateEn = dateIn(MONTHS_EN);
const dateSw = dateIn(MONTHS_SW);
