import { addDaysIso, type LoginAnswer, todayInGroupZone } from '@links/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { findBalanceDifferences } from '../modules/books/balance-check.js';
import { nextAddress, signUp, type TestContext } from '../test/app.js';
import { as } from '../test/http.js';
import { usePeopleApp } from '../test/scene.js';
import { countWizardRows } from '../test/wizard-rows.js';
import { buildDemoGroup, DemoRefusedError, type DemoSummary } from './demo-group.js';

const PASSWORD = 'Umoja-Demo-2026';
const today = todayInGroupZone();
const REFUSAL = /already has \d+ users?: the demo fills only an empty database/;

let ctx: TestContext;
let summary: DemoSummary;
usePeopleApp(
  {},
  async (scene) => {
    ({ ctx } = scene);
    summary = await buildDemoGroup(ctx.database.db, today);
  },
  { timeout: 180_000 },
);

async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as LoginAnswer;
  return { ...answer, headers: { authorization: `Bearer ${answer.access_token}` } };
}

interface ListedTransaction {
  status: string;
  transaction_types: { status: string }[];
}

async function allTransactions(admin: Awaited<ReturnType<typeof signIn>>) {
  const listed: ListedTransaction[] = [];
  for (let page = 1; ; page++) {
    const res = await as(ctx, admin).get(`/transactions?page=${page}&per_page=100`);
    const body = res.json() as { transactions: ListedTransaction[]; pagination: { pages: number } };
    listed.push(...body.transactions);
    if (page >= body.pagination.pages) return listed;
  }
}

describe('npm run demo: the Umoja Savings Group', () => {
  it('names the group and lets the admin and every member sign in with the demo password', async () => {
    expect(summary).toMatchObject({ groupName: 'Umoja Savings Group', adminEmail: 'admin@demo.links' });
    const admin = await signIn('admin@demo.links');
    expect(admin.user.role).toBe('admin');
    const settings = await as(ctx, admin).get('/settings');
    expect(settings.json().group_name).toBe('Umoja Savings Group');
    const member = await signIn(summary.memberEmail);
    expect(member.user.role).toBe('member');
    expect(summary.memberEmail).toBe(
      `${member.user.firstname}.${member.user.lastname}@demo.links`.toLowerCase(),
    );
  });

  it('has a chair, a treasurer, a secretary and an auditor, each signing in with the demo password', async () => {
    expect((await signIn('admin@demo.links')).user).toMatchObject({ role: 'admin', office: 'chair' });
    const { treasurer, secretary, auditor } = summary.officers;
    expect((await signIn(treasurer)).user).toMatchObject({ role: 'admin', office: 'treasurer' });
    expect((await signIn(secretary)).user).toMatchObject({ role: 'admin', office: 'secretary' });
    expect((await signIn(auditor)).user).toMatchObject({ role: 'member', office: 'auditor' });
    expect((await signIn(summary.memberEmail)).user).toMatchObject({ role: 'member', office: 'member' });
  });

  it('has about 30 members, each with a member account and a savings account', async () => {
    const admin = await signIn('admin@demo.links');
    const users = (await as(ctx, admin).get('/get-users?status=all&per_page=100')).json().users as {
      role: string;
      email: string;
    }[];
    const members = users.filter((u) => u.email !== 'admin@demo.links');
    expect(members.length).toBeGreaterThanOrEqual(28);
    expect(members.length).toBeLessThanOrEqual(32);
    expect(members.every((m) => /^[a-z]+\.[a-z]+@demo\.links$/.test(m.email))).toBe(true);
    const accounts = (await as(ctx, admin).get('/allacounts')).json().accounts as unknown[];
    const savings = (await as(ctx, admin).get('/all-savings')).json().savings as { amount_saved: number }[];
    expect(accounts).toHaveLength(members.length);
    expect(savings).toHaveLength(members.length);
    // Everyone has savings but the member who left, whose savings were paid out.
    expect(savings.filter((s) => s.amount_saved === 0)).toHaveLength(1);
  });

  it('has one member who left: inactive, out of the member list, paid out, unable to sign in', async () => {
    const admin = await signIn('admin@demo.links');
    const left = (await as(ctx, admin).get('/get-users?status=inactive')).json().users as {
      users_id: number;
      firstname: string;
      lastname: string;
      email: string;
    }[];
    expect(left.map((u) => `${u.firstname} ${u.lastname}`)).toEqual([summary.leftGroup]);
    const [gone] = left;
    const listed = (await as(ctx, admin).get('/get-users')).json().users as { users_id: number }[];
    expect(listed.map((u) => u.users_id)).not.toContain(gone?.users_id);
    const preview = (await as(ctx, admin).get(`/members/${gone?.users_id}/exit`)).json();
    expect(preview).toMatchObject({ status: 'inactive', savings: 0, owed: 0 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: gone?.email, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('has long- and short-term loans in every state: repaying, cleared and fresh', async () => {
    const admin = await signIn('admin@demo.links');
    for (const [list, payments, uncleared, cleared] of [
      ['/all-loans', '/loan-payments/long-term', 'Uncleared', 'Cleared'],
      ['/all-shorttermloans', '/loan-payments/short-term', 'uncleared', 'cleared'],
    ] as const) {
      const loans = (await as(ctx, admin).get(list)).json().loans as { id: number; status: string }[];
      const paid = new Set(
        ((await as(ctx, admin).get(payments)).json().payments as { loan_id: number }[]).map((p) => p.loan_id),
      );
      const open = loans.filter((l) => l.status === uncleared);
      expect(
        open.some((l) => paid.has(l.id)),
        `${list}: an uncleared loan being repaid`,
      ).toBe(true);
      expect(
        open.some((l) => !paid.has(l.id)),
        `${list}: a fresh loan`,
      ).toBe(true);
      expect(
        loans.some((l) => l.status === cleared && paid.has(l.id)),
        `${list}: a cleared loan`,
      ).toBe(true);
    }
    const longTerm = (await as(ctx, admin).get('/all-loans')).json().loans as { loan_amount: number }[];
    expect(
      longTerm.some((l) => l.loan_amount === 300000),
      'a loan brought in by the wizard',
    ).toBe(true);
  });

  it('has a year of approved contributions, some pending, some rejected, and a dozen expenses', async () => {
    const admin = await signIn('admin@demo.links');
    const transactions = await allTransactions(admin);
    expect(transactions.length).toBe(summary.transactions);
    expect(transactions.length).toBeGreaterThan(300);
    const statuses = new Set(transactions.map((t) => t.status));
    expect([...statuses].sort()).toEqual([
      'Approved',
      'Partially Approved',
      'Partially Rejected',
      'Pending',
      'Reversed',
    ]);
    // One contribution typed with the wrong amount, reversed and entered again (docs/decisions/reversals.md).
    expect(transactions.filter((t) => t.status === 'Reversed')).toEqual([
      expect.objectContaining({
        total_payed: 20_000,
        reversal: expect.objectContaining({ reason: 'Typed 20,000 for 2,000' }),
      }),
    ]);
    const items = transactions.flatMap((t) => t.transaction_types.map((i) => i.status));
    expect(items.filter((s) => s === 'Rejected').length).toBeGreaterThanOrEqual(2);
    expect(items.filter((s) => s === 'Pending').length).toBeGreaterThanOrEqual(3);
    const expenses = (await as(ctx, admin).get('/all-expenses')).json().expenses as unknown[];
    const banks = (await as(ctx, admin).get('/all-bank-accounts')).json().accounts as unknown[];
    expect(expenses).toHaveLength(12);
    expect(banks.length).toBeGreaterThanOrEqual(2);
  });

  it('takes M-Pesa on its paybill: live payments and a statement, one stranger’s payment waiting', async () => {
    const admin = await signIn('admin@demo.links');
    const settings = (await as(ctx, admin).get('/settings')).json();
    expect(settings).toMatchObject({ mpesa_shortcode: '600742', mpesa_account_id: expect.any(Number) });
    const payments = (await as(ctx, admin).get('/payments?per_page=100')).json().payments as {
      source: string;
      status: string;
      suggestions: unknown[];
    }[];
    expect(payments).toHaveLength(summary.mpesaPayments);
    expect(payments.filter((p) => p.source === 'c2b')).toHaveLength(3);
    expect(payments.filter((p) => p.status === 'Unmatched')).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'Approved')).toHaveLength(4);
    expect(payments.filter((p) => p.status === 'Pending approval')).toHaveLength(4);
    const users = (await as(ctx, admin).get('/get-users')).json().users as { phone: string | null }[];
    expect(users.filter((user) => user.phone !== null).length).toBeGreaterThanOrEqual(28);
    const reconciliation = (await as(ctx, admin).get(`/reconciliation/${settings.mpesa_account_id}`)).json();
    expect(reconciliation.statement).toMatchObject({ lines: 10 });
  });

  it('needs two officials for money out, with a large expense waiting for the treasurer', async () => {
    const admin = await signIn('admin@demo.links');
    expect((await as(ctx, admin).get('/settings')).json().approvals_required).toBe(2);
    const treasurer = await signIn(summary.officers.treasurer);
    expect(treasurer.user.role).toBe('admin');
    const pending = (await as(ctx, treasurer).get('/approvals?status=pending')).json();
    expect(pending.approvals).toHaveLength(1);
    expect(pending.approvals[0]).toMatchObject({
      kind: 'expense',
      amount: 18_500,
      maker_name: 'Grace Wanjiku',
      approvals_required: 2,
      approvals: [{ firstname: 'Grace', decision: 'Approve' }],
    });
  });

  it('has one withdrawal of savings, paid after a second official approved it', async () => {
    const admin = await signIn('admin@demo.links');
    const { withdrawals } = (await as(ctx, admin).get('/withdrawals')).json();
    expect(withdrawals).toEqual([
      expect.objectContaining({ amount: 2_000, status: 'Paid', account_name: 'Equity Bank - Umoja Group' }),
    ]);
  });

  it('reconciles every stored balance with the ledger', async () => {
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('keeps books that look like a real year: money in the banks, interest earned, costs by category', async () => {
    const admin = await signIn('admin@demo.links');
    const api = as(ctx, admin);
    const sheet = (await api.get('/books/balance-sheet')).json();
    expect(sheet.assets_total).toBe(sheet.liabilities_total + sheet.equity_total);
    const year = (await api.get(`/books/income-statement?from=2000-01-01`)).json();
    expect(year.income[0]).toMatchObject({ code: '4000', name: 'Loan interest' });
    expect(year.income_total).toBeGreaterThan(50_000);
    expect(year.expenses.map((e: { name: string }) => e.name).sort()).toEqual([
      'Bank charges',
      'Meeting',
      'Other',
      'Stationery',
      'Transport',
      'Welfare',
    ]);
    const money = (await api.get('/books/accounts?money=true')).json().accounts;
    expect(money.map((a: { name: string }) => a.name)).toEqual([
      'Cash on hand',
      'Equity Bank - Umoja Group',
      'KCB Chama Account',
      'M-Pesa Till Float',
    ]);
    // No money account ever held less than nothing: every month's close is at or above zero.
    const lows = await queryRows<{ code: string; low: string }>(
      ctx.database.db,
      sql`select a.code, min(x.balance)::text as low from (
            select account_id, sum(sum(debit_cents - credit_cents)) over (partition by account_id order by entry_date) as balance
            from journal_lines group by account_id, entry_date) x
          join ledger_accounts a on a.id = x.account_id
          where a.system_key = 'cash' or a.bank_account_id is not null group by a.code`,
    );
    expect(lows.filter((row) => Number(row.low) < 0)).toEqual([]);
    const book = (await api.get(`/books/cash-book/${money[3].id}?from=2000-01-01`)).json();
    expect(
      book.movements.filter((m: { memo: string }) => m.memo === 'M-Pesa till swept to Equity').length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('has a month of reminders, fines and money out in the members’ outbox', async () => {
    const db = ctx.database.db;
    const kinds = await queryRows<{ kind: string; n: number; first: string; last: string }>(
      db,
      sql`select kind, count(*)::int as n, min(created_at)::text as first, max(created_at)::text as last
          from outbox group by kind`,
    );
    const of = new Map(kinds.map((row) => [row.kind, row]));
    const monthAgo = addDaysIso(today, -31);
    for (const kind of ['installment_due', 'installment_overdue']) {
      expect(of.get(kind)?.n, kind).toBeGreaterThan(3);
      expect(of.get(kind)!.first.slice(0, 10) >= monthAgo, kind).toBe(true);
      expect(of.get(kind)!.first.slice(0, 10) < of.get(kind)!.last.slice(0, 10), kind).toBe(true);
    }
    expect(of.get('fine_charged')?.n).toBeGreaterThan(0);
    expect(of.get('fine_waived')?.n).toBe(1);
    expect(of.get('member_exited')?.n).toBe(1);
    expect(of.get('withdrawal_paid')?.n).toBe(1);
    const [told] = await queryRows<{ events: number; active: number; per_event: number }>(
      db,
      sql`select count(distinct event_key)::int as events,
            (select count(*)::int from users where status = 'active') as active,
            max(n)::int as per_event
          from (select event_key, count(*) as n from outbox where kind = 'money_out' group by event_key) e`,
    );
    // Each expense, the withdrawal and the exit's refund; each told to every member active then.
    expect(told!.events).toBeGreaterThanOrEqual(summary.expenses + 2);
    expect(told!.per_event).toBe(told!.active + 1);
    const [exit] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from outbox where event_key like 'money_out:exit_refund:%'`,
    );
    expect(exit!.n).toBe(told!.active);
  });

  it('holds six months of meeting sheets with their minutes and attendance fines', async () => {
    const admin = await signIn(summary.adminEmail);
    const { meetings } = (await as(ctx, admin).get('/meetings?per_page=20')).json();
    expect(meetings).toHaveLength(summary.meetings);
    expect(summary.meetings).toBe(6);
    for (const meeting of meetings as { meeting_id: number; status: string; attended: number }[]) {
      expect(meeting.status).toBe('Approved');
      expect(meeting.attended).toBeGreaterThan(10);
      const minutes = (await as(ctx, admin).get(`/meetings/${meeting.meeting_id}/minutes`)).json();
      expect(minutes.agenda).toContain('Opening prayer');
      expect(minutes.resolutions).toHaveLength(1);
    }
    const fines = (await as(ctx, admin).get('/fines?per_page=100')).json().fines as { kind: string }[];
    expect(fines.some((fine) => fine.kind === 'attendance')).toBe(true);
  });

  it('runs a merry-go-round of eight in its fourth round: three pots paid out, the fourth collecting', async () => {
    const admin = await signIn(summary.adminEmail);
    const { rotations } = (await as(ctx, admin).get('/rotations')).json();
    expect(rotations).toHaveLength(1);
    const rotation = (await as(ctx, admin).get(`/rotations/${rotations[0].rotation_id}`)).json();
    expect(
      rotation.rounds.map((r: { status: string; received: number }) => [r.status, r.received]).slice(0, 5),
    ).toEqual([
      ['Released', 8_000],
      ['Released', 8_000],
      ['Released', 8_000],
      ['Open', 5_000],
      ['Upcoming', 0],
    ]);
    expect(rotation.members.filter((m: { owes: number }) => m.owes === 1_000)).toHaveLength(3);
  });

  it('keeps a welfare fund, brought to each meeting, that paid one hospital claim', async () => {
    const admin = await signIn(summary.adminEmail);
    const kinds = (await as(ctx, admin).get('/contribution-kinds')).json().contribution_kinds;
    const welfare = kinds.find((kind: { name: string }) => kind.name === 'Welfare fund');
    expect(welfare).toMatchObject({ kind: 'fund', expected_amount: 200, expected_every: 'meeting' });
    const { claims } = (await as(ctx, admin).get(`/fund-claims?contribution_kind_id=${welfare.id}`)).json();
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: 'Paid', claim_type: 'Hospital', amount: 5_000 });
    // Each meeting brought 200 from everyone who came; the claim took 5,000 of it.
    const { meetings } = (await as(ctx, admin).get('/meetings?per_page=20')).json();
    let brought = 0;
    for (const meeting of meetings as { meeting_id: number }[]) {
      const sheet = (await as(ctx, admin).get(`/meetings/${meeting.meeting_id}`)).json();
      brought += sheet.totals.contributions.find(
        (c: { contribution_kind_id: number }) => c.contribution_kind_id === welfare.id,
      ).amount;
    }
    expect(brought).toBeGreaterThan(5_000);
    expect(welfare.balance).toBe(brought - 5_000);
  });

  it('refuses a second run and leaves the group as it was', async () => {
    const before = await countWizardRows(ctx.database.db);
    await expect(buildDemoGroup(ctx.database.db, today)).rejects.toThrow(REFUSAL);
    expect(await countWizardRows(ctx.database.db)).toEqual(before);
  });
});

describe('npm run demo on a database in use', () => {
  let other: TestContext;
  usePeopleApp({}, (scene) => ({ ctx: other } = scene));

  it('refuses a database that has a single user, writing nothing', async () => {
    await signUp(other, 'admin');
    const before = await countWizardRows(other.database.db);
    const attempt = buildDemoGroup(other.database.db, today);
    await expect(attempt).rejects.toBeInstanceOf(DemoRefusedError);
    await expect(attempt).rejects.toThrow(
      'This database already has 1 user: the demo fills only an empty database',
    );
    expect(await countWizardRows(other.database.db)).toEqual(before);
  });
});

/** What the group is made of, without ids or timestamps: two runs on the same day must agree. */
async function fingerprint(db: Db) {
  const members = await queryRows(db, sql`select firstname, lastname, email, role from users order by id`);
  const loans = await queryRows(
    db,
    sql`select u.email, l.kind, l.loan_amount_cents, l.principal_cents, l.issued_on, l.status,
          b.principal_outstanding_cents, b.interest_outstanding_cents
        from loans l join users u on u.id = l.user_id join loan_balances b on b.loan_id = l.id order by l.id`,
  );
  const items = await queryRows(
    db,
    sql`select u.email, t.transaction_date, t.total_cents, i.type, i.amount_cents, i.status, i.extra
        from transaction_items i join transactions t on t.id = i.transaction_id
        join users u on u.id = t.user_id order by i.id`,
  );
  return { members, loans, items };
}

describe('npm run demo is deterministic', () => {
  let again: TestContext;
  usePeopleApp({}, (scene) => ({ ctx: again } = scene));

  it('builds the very same group on another empty database', async () => {
    await buildDemoGroup(again.database.db, today);
    const first = await fingerprint(ctx.database.db);
    const second = await fingerprint(again.database.db);
    expect(second.members).toEqual(first.members);
    expect(second.loans).toEqual(first.loans);
    expect(second.items).toEqual(first.items);
  }, 180_000);
});
