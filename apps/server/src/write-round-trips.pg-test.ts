import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOKS_CLOSING } from './modules/books/closed-period.js';
import type { TestContext } from './test/app.js';
import { as } from './test/http.js';
import { submit } from './test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from './test/mpesa-fixtures.js';
import { tableCounts } from './test/table-counts.js';

// docs/decisions/speed.md, "A posting in one statement": an approval and a C2B confirmation are
// counted in the statements they send to PostgreSQL, the check of the caller's sign-in included;
// these figures hold what was reached, so that a statement more is seen.
const MOST_FOR_AN_APPROVAL = 16;
const MOST_FOR_A_CONFIRMATION = 18;
/** The statements sent behind others of their connection leave this many round trips. */
const MOST_ROUND_TRIPS_FOR_AN_APPROVAL = 11;
const MOST_ROUND_TRIPS_FOR_A_CONFIRMATION = 12;

let ctx: TestContext;
let group: PaymentsGroup;
usePaymentsGroup((scene) => ({ ctx, group } = scene));

/**
 * Every statement any connection of this process sends while counting is on (patched before any
 * connects), and how many of them went behind another of the same connection still unanswered
 * (docs/decisions/speed.md, "Statements sent together"): those cost no round trip of their own.
 */
const sent: string[] = [];
/** Message streams sent, each ending in one Sync, and those sent behind another still unanswered. */
let streams = 0;
let sentBehind = 0;
let counting = false;
const unanswered = new WeakMap<pg.Client, number>();
const query = pg.Client.prototype.query;
/** A statement sent with others ahead of it (db/scope-with-statement.ts). */
type WithAhead = { text: string; sentAhead?: string[]; callback: (...a: unknown[]) => void };
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (!counting) return (query as (...a: unknown[]) => unknown).apply(this, args);
  const first = args[0] as string | { text?: string };
  const waiting = unanswered.get(this) ?? 0;
  const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
  if (first instanceof pg.Query) {
    const statement = first as unknown as WithAhead;
    sent.push(...(statement.sentAhead ?? []), statement.text);
    const callback = statement.callback;
    statement.callback = (...a: unknown[]) => {
      answered();
      callback(...a);
    };
  }
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (!(result instanceof Promise) && !(first instanceof pg.Query)) return result;
  if (!(first instanceof pg.Query)) {
    sent.push(typeof first === 'string' ? first : (first.text ?? ''));
    (result as Promise<unknown>).then(answered, answered);
  }
  streams++;
  if (waiting > 0) sentBehind++;
  unanswered.set(this, waiting + 1);
  return result;
} as typeof query;
afterAll(() => {
  pg.Client.prototype.query = query;
});

/** The statements `work` sends and its round trips, with the answer it gave. */
async function statementsOf<T>(
  work: () => Promise<T>,
): Promise<{ answer: T; statements: string[]; roundTrips: number }> {
  sent.length = 0;
  streams = 0;
  sentBehind = 0;
  counting = true;
  try {
    const answer = await work();
    return { answer, statements: [...sent], roundTrips: streams - sentBehind };
  } finally {
    counting = false;
  }
}

describe('round trips of a write (PostgreSQL)', () => {
  it('approves a savings payment in at most its figure of statements, in one transaction', async () => {
    const member = group.members.get('Wanjiru')!;
    // Two of them: the first approval plans the statements, the second is the one counted.
    const first = await submit(ctx, group.admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 10 },
    ]);
    const second = await submit(ctx, group.admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 20 },
    ]);
    const approve = (id: number) =>
      as(ctx, group.admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect((await approve(first)).statusCode).toBe(200);
    const { answer, statements, roundTrips } = await statementsOf(() => approve(second));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().updated_items).toBe(1);
    expect(statements.filter((s) => /^begin/i.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^commit/i.test(s))).toHaveLength(1);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MOST_FOR_AN_APPROVAL);
    expect(roundTrips).toBeLessThanOrEqual(MOST_ROUND_TRIPS_FOR_AN_APPROVAL);
  });

  it('refuses a posting while the books of its group are being closed, and writes nothing though the posting was sent', async () => {
    const member = group.members.get('Wanjiru')!;
    const [other, id] = [
      await submit(ctx, group.admin, member.id, [{ transaction_type: 'SAVING', transaction_amount: 20 }]),
      await submit(ctx, group.admin, member.id, [{ transaction_type: 'SAVING', transaction_amount: 30 }]),
    ];
    // A closing holds its group's lock alone (docs/share-out.md): the posting's try of it is refused.
    const closing = new pg.Client({ connectionString: ctx.database.url });
    await closing.connect();
    let before: Record<string, number> = {};
    try {
      // Another group's closing holds nothing up here (docs/decisions/groups.md, "Groups").
      await closing.query("select pg_advisory_lock(hashtext('links.period_closing:2'))");
      const posted = await as(ctx, group.admin).patch(`/transactions/savings/${other}/status`, {
        status: 'Approved',
      });
      expect(posted.statusCode, posted.body).toBe(200);
      await closing.query("select pg_advisory_lock(hashtext('links.period_closing:1'))");
      before = await tableCounts(ctx.database.db);
      const refused = await as(ctx, group.admin).patch(`/transactions/savings/${id}/status`, {
        status: 'Approved',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(BOOKS_CLOSING);
    } finally {
      await closing.end();
    }
    expect(await tableCounts(ctx.database.db)).toEqual(before);
    // Still pending: approved now, once.
    const approved = await as(ctx, group.admin).patch(`/transactions/savings/${id}/status`, {
      status: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().updated_items).toBe(1);
    expect((await tableCounts(ctx.database.db)).journal_entries).toBe(before.journal_entries! + 1);
  });

  it('records a C2B confirmation in at most its figure of statements', async () => {
    const member = group.members.get('Achieng')!;
    const confirm = (receipt: string) =>
      callback(
        ctx,
        'confirmation',
        group.token,
        c2bBody({ TransID: receipt, BillRefNumber: member.memberNumber }),
      );
    expect((await confirm('TKCOUNT001')).statusCode).toBe(200);
    const { answer, statements, roundTrips } = await statementsOf(() => confirm('TKCOUNT002'));
    expect(answer.json()).toMatchObject({ ResultCode: 0 });
    expect(await group.paymentOf('TKCOUNT002')).toBeDefined();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MOST_FOR_A_CONFIRMATION);
    expect(roundTrips).toBeLessThanOrEqual(MOST_ROUND_TRIPS_FOR_A_CONFIRMATION);
  });
});
