// Seeds the benchmark group's meetings (docs/decisions/meetings.md): five years of monthly meetings,
// each sheet with a row for each of the group's first SHEET_MEMBERS members, approved. Added to a
// database seeded before meetings existed without seeding it anew.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/harness.js';

/** A large group's sheet: the most members this product is made for. */
export const SHEET_MEMBERS = 500;
const MEETINGS = 60;

export async function seedMeetings(database: Database): Promise<void> {
  const [there] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from meetings`);
  if ((there?.n ?? 0) >= MEETINGS) return;
  await database.db.execute(sql`
    insert into meetings (held_on, kind, status, account_id, created_by, submitted_by, submitted_at,
                          approved_by, approved_at, agenda, notes)
    select (date '2026-11-14' - (m || ' months')::interval)::date, 'ordinary', 'Approved',
           (select id from ledger_accounts where system_key = 'cash'),
           admin.id, admin.id, now(), admin.id, now(),
           '1. Opening prayer' || chr(10) || '2. Contributions', 'The treasurer reported the month.'
    from generate_series(0, ${MEETINGS - 1}::int) m,
         (select id from users where role = 'admin' order by id limit 1) admin`);
  await database.db.execute(sql`
    insert into meeting_entries (meeting_id, user_id, attendance, saving_cents, long_term_cents,
                                 short_term_cents, expected_saving_cents)
    select mt.id, u.id,
           (array['present','present','present','late','absent','apologised']::attendance[])[1 + (u.id + mt.id) % 6],
           250000 + (u.id % 5) * 10000, case when u.id % 7 = 0 then 150000 else 0 end, 0, 250000
    from meetings mt
    cross join (select id from users where role = 'member' order by id limit ${SHEET_MEMBERS}) u`);
  await database.db.execute(sql`analyze meetings, meeting_entries`);
}

/** The newest meeting: the sheet the benchmark reads. */
export async function newestMeetingId(database: Database): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from meetings order by held_on desc, id desc limit 1`,
  );
  return row?.id ?? 0;
}
