import { type Clock, cents } from '@links/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { scriptContext } from '../modules/audit/audit.service.js';
import { waiveFine } from '../modules/fines/fines.service.js';
import { runFinesJob } from '../modules/fines-job/fines.job.js';
import { outboxAt } from '../modules/outbox/index.js';
import { runRemindersJob } from '../modules/reminders-job/reminders.job.js';
import { updateSettings } from '../modules/settings/settings.service.js';
import type { DemoCalendar } from './demo-plan.js';

/** Early morning of a demo day, when the hourly jobs first run. */
const morningOf = (date: string) => new Date(`${date}T06:00:00+03:00`);
const clockOn = (date: string): Clock => ({ now: () => morningOf(date), today: () => date });

/** The days of the demo's last month the reminders run on. */
export const REMINDER_DAYS = 30;

/**
 * The reminders job on each day of the demo's last month (docs/decisions/notifications.md,
 * "Reminders"), as steps among the year's payments: each runs before that day's payments, so an
 * installment paid on its day was reminded three days before, and one paid late was told overdue.
 */
export function reminderSteps(db: Db, calendar: DemoCalendar) {
  return Array.from({ length: REMINDER_DAYS + 1 }, (_, i) => calendar.daysAgo(REMINDER_DAYS - i)).map(
    (date) => ({
      date,
      run: async () => {
        await runRemindersJob(db, outboxAt(morningOf(date)), date);
      },
    }),
  );
}

/**
 * Late fines, turned on by the chair a month ago and charged today by the fines job after the
 * month's payments (so no payment the demo made is moved by them), each member told; the chair waives
 * the oldest, its member told too (docs/decisions/lending.md, "Fines"). Answers the fines charged.
 */
export async function lateFinesOfTheMonth(db: Db, adminId: number, calendar: DemoCalendar): Promise<number> {
  const turnedOn = calendar.daysAgo(REMINDER_DAYS);
  await updateSettings(
    db,
    { late_fine_kind: 'fixed', late_fine_amount: cents(10_000) },
    scriptContext(clockOn(turnedOn), adminId),
  );
  const at = morningOf(calendar.today);
  const charged = await runFinesJob(db, calendar.today, at);
  const [oldest] = await queryRows<{ id: number }>(
    db,
    sql`select id from fines order by charged_on, id limit 1`,
  );
  if (oldest) {
    const chair = scriptContext(clockOn(calendar.today), adminId);
    await waiveFine(
      db,
      Number(oldest.id),
      chair,
      'Paid at the meeting on the due day; the slip came in late',
    );
  }
  return charged;
}
