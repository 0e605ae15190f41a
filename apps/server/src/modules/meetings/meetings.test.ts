import { settableClock, kesToCents as toCents } from '@links/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  cashOnHandId,
  expectBalancesReconcile,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
} from '../../test/money-fixtures.js';
import { useApp } from '../../test/scene.js';

/**
 * docs/decisions/meetings.md: a sheet of 30 members with every column, saved as a draft that survives,
 * submitted (attendance fines included) and approved in one step, posting exactly what was typed; and
 * every refusal of bad input, writing nothing.
 */
const clock = settableClock('2026-03-10T09:00:00+03:00');
const MEMBERS = 30;
let ctx: TestContext;
let treasurer: SignedIn;
let members: SignedIn[];
let cash: number;

useApp(
  async (context) => {
    ctx = context;
    treasurer = await signUp(ctx, 'admin', {
      firstname: 'Grace',
      lastname: 'Treasurer',
      office: 'treasurer',
    });
    members = [];
    for (let i = 0; i < MEMBERS; i++) {
      members.push(await signUp(ctx, 'member', { firstname: `Member${i + 1}`, lastname: 'Kamau' }));
    }
    await openSavings(ctx, treasurer, treasurer.id);
    // Every member saves but the last, who has no savings account.
    for (const member of members.slice(0, MEMBERS - 1)) await openSavings(ctx, treasurer, member.id);
    await issueLongTermLoan(ctx, treasurer, members[0]!.id, 12_000, '2026-01-05');
    await issueShortTermLoan(ctx, treasurer, members[1]!.id, 3_000, '2026-02-05');
    const fines = await as(ctx, treasurer).patch('/settings', {
      late_fine_amount: 50,
      absence_fine_amount: 200,
    });
    expect(fines.statusCode, fines.body).toBe(200);
    cash = await cashOnHandId(ctx, treasurer);
  },
  () => undefined,
  { clock, timeout: 180_000 },
);

type Row = {
  user_id: number;
  attendance: string;
  saving: number;
  long_term: number;
  short_term: number;
  expected: { saving: number; long_term: number; short_term: number };
  transaction_id: number | null;
  fine: number;
};
const api = () => as(ctx, treasurer);
const rowOf = (sheet: { rows: Row[] }, who: SignedIn) => sheet.rows.find((row) => row.user_id === who.id)!;
const savingsOf = async (who: SignedIn) => (await api().get(`/savings/total/${who.id}`)).json();

describe('a meeting’s sheet, from opening to approval', () => {
  let id: number;
  let opened: { rows: Row[]; totals: { total: number } };

  beforeAll(async () => {
    const res = await api().post('/meetings', { date: '2026-03-07' });
    expect(res.statusCode, res.body).toBe(201);
    opened = res.json();
    id = res.json().meeting_id;
  });

  it('opens with every active member present and what they are expected to bring typed in', () => {
    expect(opened.rows).toHaveLength(MEMBERS + 1);
    const saver = rowOf(opened, members[5]!);
    expect(saver).toMatchObject({ attendance: 'present', saving: 2500, long_term: 0, short_term: 0 });
    expect(saver.expected).toEqual({ saving: 2500, long_term: 0, short_term: 0, fines: 0 });
    // Two installments of the long-term loan fall due by March (5 Feb, 5 Mar), one of the short-term.
    expect(rowOf(opened, members[0]!).long_term).toBeGreaterThan(0);
    expect(rowOf(opened, members[1]!).short_term).toBeGreaterThan(0);
    expect(rowOf(opened, members[MEMBERS - 1]!).saving).toBe(0);
    expect(toCents(opened.totals.total)).toBe(
      opened.rows.reduce(
        (sum, row) => sum + toCents(row.saving) + toCents(row.long_term) + toCents(row.short_term),
        0,
      ),
    );
  });

  it('keeps a draft as saved, row by row', async () => {
    const changes = [
      { user_id: members[2]!.id, attendance: 'late', saving: 3000.5, long_term: 0, short_term: 0 },
      { user_id: members[3]!.id, attendance: 'absent', saving: 0, long_term: 0, short_term: 0 },
      { user_id: members[4]!.id, attendance: 'apologised', saving: 1000, long_term: 0, short_term: 0 },
      { user_id: members[0]!.id, attendance: 'present', saving: 2500, long_term: 1500, short_term: 0 },
    ];
    const res = await api().put(`/meetings/${id}/entries`, { account_id: cash, entries: changes });
    expect(res.statusCode, res.body).toBe(200);
    const again = (await api().get(`/meetings/${id}`)).json();
    expect(rowOf(again, members[2]!)).toMatchObject({ attendance: 'late', saving: 3000.5 });
    expect(rowOf(again, members[3]!)).toMatchObject({ attendance: 'absent', saving: 0 });
    expect(rowOf(again, members[0]!)).toMatchObject({ long_term: 1500 });
    expect(again.status).toBe('Draft');
  });

  it('submits one pending transaction per member who paid, and the attendance fines', async () => {
    const before = (await api().get(`/meetings/${id}`)).json();
    const paying = before.rows.filter((row: Row) => row.saving + row.long_term + row.short_term > 0);
    const res = await api().post(`/meetings/${id}/submit`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.status).toBe('Submitted');
    const made = sheet.rows.filter((row: Row) => row.transaction_id !== null);
    expect(made).toHaveLength(paying.length);
    expect(rowOf(sheet, members[2]!).fine).toBe(50);
    expect(rowOf(sheet, members[3]!).fine).toBe(200);
    expect(rowOf(sheet, members[4]!).fine).toBe(0);
    const transaction = (await api().get(`/transactions/${rowOf(sheet, members[0]!).transaction_id}`)).json();
    expect(transaction.transaction_types.map((i: { type: string }) => i.type)).toEqual(['SAVING', 'LTL']);
    const fines = (await api().get(`/fines?user_id=${members[3]!.id}`)).json().fines;
    expect(fines).toEqual([
      expect.objectContaining({ kind: 'attendance', amount: 200, period: 'absent:2026-03-07' }),
    ]);
    // Nothing is approved yet.
    expect(await savingsOf(members[2]!)).toMatchObject({ total_savings: 0 });
  });

  it('refuses a second submit and any change to a submitted sheet', async () => {
    const again = await api().post(`/meetings/${id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEETING_SUBMITTED');
    const change = await api().put(`/meetings/${id}/entries`, {
      entries: [{ user_id: members[6]!.id, attendance: 'present', saving: 1, long_term: 0, short_term: 0 }],
    });
    expect(change.statusCode).toBe(409);
  });

  it('approves the whole sheet in one step, posting exactly what was typed', async () => {
    const submitted = (await api().get(`/meetings/${id}`)).json();
    const res = await api().post(`/meetings/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Approved');
    expect(await savingsOf(members[2]!)).toMatchObject({ total_savings: 3000.5 });
    expect(await savingsOf(members[5]!)).toMatchObject({ total_savings: 2500 });
    const cashBook = (await api().get(`/books/trial-balance`)).json();
    expect(cashBook.total_debit).toBe(cashBook.total_credit);
    const transactions = submitted.rows.filter((row: Row) => row.transaction_id !== null);
    for (const row of transactions) {
      const view = (await api().get(`/transactions/${row.transaction_id}`)).json();
      expect(view.transaction_types.every((i: { status: string }) => i.status === 'Approved')).toBe(true);
    }
    expect(toCents(submitted.totals.total)).toBe(
      transactions.reduce(
        (sum: number, row: Row) =>
          sum + toCents(row.saving) + toCents(row.long_term) + toCents(row.short_term),
        0,
      ),
    );
    await expectBalancesReconcile(ctx);
    const twice = await api().post(`/meetings/${id}/approve`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'MEETING_APPROVED']);
  });

  it('lists the meeting with its figures', async () => {
    const page = (await api().get('/meetings?per_page=5')).json();
    expect(page.meetings[0]).toMatchObject({ meeting_id: id, status: 'Approved', members: MEMBERS + 1 });
    expect(page.pagination).toMatchObject({ page: 1, per_page: 5, total: 1 });
  });
});

describe('refusals', () => {
  let draft: number;

  beforeAll(async () => {
    const res = await api().post('/meetings', { date: '2026-03-08', kind: 'special' });
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json().meeting_id;
  });

  const entry = (overrides: Record<string, unknown>) => ({
    entries: [
      {
        user_id: members[6]!.id,
        attendance: 'present',
        saving: 10,
        long_term: 0,
        short_term: 0,
        ...overrides,
      },
    ],
  });

  it('refuses a meeting in the future, a second of the same kind on a day, and a bad kind', async () => {
    const future = await api().post('/meetings', { date: '2026-03-11' });
    expect([future.statusCode, future.json().fields?.date]).toEqual([422, 'date must not be in the future']);
    const twice = await api().post('/meetings', { date: '2026-03-08', kind: 'special' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'MEETING_EXISTS']);
    expect((await api().post('/meetings', { date: '2026-03-01', kind: 'party\u0000' })).statusCode).toBe(422);
  });

  it('refuses bad amounts, attendance and rows, writing nothing', async () => {
    const before = (await api().get(`/meetings/${draft}`)).body;
    for (const bad of [
      entry({ saving: -1 }),
      entry({ saving: 1.005 }),
      entry({ saving: '10' }),
      entry({ saving: null }),
      entry({ attendance: 'asleep' }),
      entry({ user_id: 2_147_483_648 }),
      entry({ user_id: 'x'.repeat(10_000) }),
      { entries: [entry({}).entries[0], entry({}).entries[0]] },
      { entries: 'everyone' },
      { account_id: 999_999, ...entry({}) },
    ]) {
      const res = await api().put(`/meetings/${draft}/entries`, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 100)).toBe(422);
    }
    expect((await api().get(`/meetings/${draft}`)).body).toBe(before);
  });

  it('refuses a row for someone who has left, naming the row', async () => {
    const gone = await signUp(ctx, 'member', { firstname: 'Gone', lastname: 'Member' });
    await ctx.database.db
      .update(users)
      .set({ status: 'inactive', exitedOn: '2026-03-01' })
      .where(eq(users.id, gone.id));
    const res = await api().put(`/meetings/${draft}/entries`, entry({ user_id: gone.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(['entries.0.user_id']);
  });

  it('refuses a submit whose member cannot take the money, naming them, and writes nothing', async () => {
    const noSavings = members[MEMBERS - 1]!;
    await api().put(`/meetings/${draft}/entries`, entry({ user_id: noSavings.id, saving: 100 }));
    const res = await api().post(`/meetings/${draft}/submit`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Member30 has no savings account');
    const sheet = (await api().get(`/meetings/${draft}`)).json();
    expect(sheet.status).toBe('Draft');
    expect(sheet.rows.every((row: Row) => row.transaction_id === null && row.fine === 0)).toBe(true);
  });

  it('refuses approving a draft, and unknown meetings', async () => {
    const res = await api().post(`/meetings/${draft}/approve`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'MEETING_NOT_SUBMITTED']);
    expect((await api().get('/meetings/999999')).statusCode).toBe(404);
    expect((await api().get('/meetings/2147483648')).statusCode).toBe(404);
    expect((await api().post('/meetings/abc/submit')).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('lets each official and the auditor read, only the officials change, and no member either', async () => {
    const signed = {
      chair: await signUp(ctx, 'admin', { office: 'chair', firstname: 'Chair', lastname: 'Person' }),
      treasurer,
      secretary: await signUp(ctx, 'admin', { office: 'secretary', firstname: 'Sec', lastname: 'Retary' }),
      auditor: await signUp(ctx, 'member', { office: 'auditor', firstname: 'Audrey', lastname: 'Auditor' }),
      member: members[7]!,
      otherMember: members[8]!,
    };
    const { meetings } = (await api().get('/meetings')).json();
    const sheetId = meetings[0].meeting_id;
    const statuses: Record<string, number[]> = {};
    const days = { chair: '2026-03-02', treasurer: '2026-03-03', secretary: '2026-03-04' } as Record<
      string,
      string
    >;
    for (const [name, who] of [['anonymous', undefined], ...Object.entries(signed)] as [
      string,
      SignedIn | undefined,
    ][]) {
      statuses[name] = [
        (await as(ctx, who).get('/meetings')).statusCode,
        (await as(ctx, who).get(`/meetings/${sheetId}`)).statusCode,
        (await as(ctx, who).post('/meetings', { date: days[name] ?? '2026-03-01' })).statusCode,
      ];
    }
    expect(statuses).toEqual({
      anonymous: [401, 401, 401],
      chair: [200, 200, 201],
      treasurer: [200, 200, 201],
      secretary: [200, 200, 201],
      auditor: [200, 200, 403],
      // A member finds the minutes by the list; the sheet, with each member's money, is the officials'.
      member: [200, 403, 403],
      otherMember: [200, 403, 403],
    });
  });
});
