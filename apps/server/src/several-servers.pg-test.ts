import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './db/client.js';
import { findBalanceDifferences } from './modules/books/balance-check.js';
import { insertUser } from './modules/directory/directory.service.js';
import { ensureSettings } from './modules/settings/settings.service.js';
import { createEmptyPostgresDatabase } from './test/database.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';

const PASSWORD = 'Chama-Pesa-7x!';
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let database: Database;
let one: ServerProcess;
let two: ServerProcess;
let adminId: number;
let memberId: number;

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('links_servers');
  database = await openDatabase({ kind: 'postgres', url: empty.url });
  await ensureSettings(database.db, 'Umoja Savings Group');
  const insert = async (firstname: string, lastname: string, email: string, role: 'admin' | 'member') =>
    (await insertUser(database.db, { firstname, lastname, email, role, password: PASSWORD })).id;
  adminId = await insert('Amina', 'Otieno', 'amina@example.com', 'admin');
  memberId = await insert('Baraka', 'Mwangi', 'baraka@example.com', 'member');
  // Neither server is given JWT_SECRET: they must agree on one through the database.
  const env = { DATABASE_URL: empty.url, TRUST_PROXY: '1' };
  [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.close();
  await empty?.drop();
});

let addresses = 0;
async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/links${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.60.0.${++addresses % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await call(server, 'POST', '/login', undefined, { email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.access_token;
}

describe('two server processes on one PostgreSQL database', () => {
  it('accept each other’s sign-ins without a configured secret', async () => {
    const token = await signIn(one, 'baraka@example.com');
    const me = await call(two, 'GET', '/me', token);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ users_id: memberId, email: 'baraka@example.com' });
    const login = await call(two, 'POST', '/login', undefined, {
      email: 'baraka@example.com',
      password: PASSWORD,
    });
    const refreshed = await call(one, 'POST', '/token/refresh', undefined, {
      refresh_token: login.json.refresh_token,
    });
    expect(refreshed.status).toBe(200);
  });

  it('apply a transaction once when approvals of it reach both servers at once', async () => {
    const [adminOne, adminTwo] = await Promise.all([
      signIn(one, 'amina@example.com'),
      signIn(two, 'amina@example.com'),
    ]);
    const opened = await call(one, 'POST', '/add-saving', adminOne, {
      user_id: memberId,
      amount_saved: 0,
      expected_saving: 30000,
    });
    expect(opened.status).toBe(201);
    const created = await call(two, 'POST', '/create-transaction', adminTwo, {
      user_id: memberId,
      total_payed: 2500.5,
      transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 2500.5 }],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.transaction_id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? two : one, 'PATCH', `/transactions/savings/${id}/status`, i % 2 ? adminTwo : adminOne, {
          status: 'Approved',
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(answers.reduce((sum, r) => sum + r.json.updated_items, 0)).toBe(1);
    const total = await call(two, 'GET', `/savings/total/${memberId}`, adminTwo);
    expect(total.json.total_savings).toBe(2500.5);
    expect(await findBalanceDifferences(database.db)).toEqual([]);
  });

  it('never overdraw a bank account with expenses sent to both servers at once', async () => {
    const [adminOne, adminTwo] = await Promise.all([
      signIn(one, 'amina@example.com'),
      signIn(two, 'amina@example.com'),
    ]);
    const account = await call(one, 'POST', '/create-bank-account', adminOne, {
      name: 'Petty cash',
      amount: 1000,
    });
    expect(account.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(i % 2 ? two : one, 'POST', '/create-expense', i % 2 ? adminTwo : adminOne, {
          account_id: account.json.account_id,
          amount: 70,
          comment_type: 'Meeting',
        }),
      ),
    );
    const applied = answers.filter((r) => r.status === 201).length;
    expect(answers.filter((r) => r.status === 422).length).toBe(40 - applied);
    expect(applied).toBe(14); // 14 × 70 = 980 of the 1,000 KES
    const accounts = await call(two, 'GET', '/all-bank-accounts', adminTwo);
    const petty = accounts.json.accounts.find(
      (a: { account_id: number }) => a.account_id === account.json.account_id,
    );
    expect(petty.amount).toBe(20);
    expect(await findBalanceDifferences(database.db)).toEqual([]);
  });

  it('record one payment when the same C2B confirmation reaches both servers 20 times at once', async () => {
    const admin = await signIn(one, 'amina@example.com');
    const bank = await call(one, 'POST', '/create-bank-account', admin, { name: 'M-Pesa Paybill' });
    const accounts = await call(two, 'GET', '/books/accounts?money=true', admin);
    const ledger = accounts.json.accounts.find((a: { id: number }) => a.id === bank.json.account_id);
    const settings = await call(one, 'PATCH', '/settings', admin, {
      mpesa_shortcode: '600123',
      mpesa_account_id: ledger.id,
    });
    expect(settings.status, JSON.stringify(settings.json)).toBe(200);
    const { token } = (await call(two, 'POST', '/payments/c2b/token', admin)).json;
    const confirmation = JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: 'TKP0CESS01',
      TransTime: '20261015093000',
      TransAmount: '1500.00',
      BusinessShortCode: '600123',
      BillRefNumber: 'M002',
      InvoiceNumber: '',
      OrgAccountBalance: '1500.00',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 102',
      FirstName: 'BARAKA',
      MiddleName: '',
      LastName: 'MWANGI',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? two : one).url}/api/links/payments/c2b/confirmation/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: confirmation,
        }).then(async (r) => ({ status: r.status, json: (await r.json()) as { ResultCode: number } })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.json.ResultCode === 0)).toBe(true);
    const [row] = await queryRows<{ payments: number; items: number }>(
      database.db,
      sql`select (select count(*)::int from incoming_payments where receipt = 'TKP0CESS01') as payments,
                 (select count(*)::int from transaction_items where extra = 'TKP0CESS01') as items`,
    );
    expect(row).toEqual({ payments: 1, items: 1 });
  });

  it('count sign-in attempts from one address across both servers', async () => {
    const address = '10.61.0.1';
    let n = 0;
    // A different email each time, so that only the per-address limit can refuse.
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/links/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `nobody${++n}@example.com`, password: 'wrong' }),
      }).then((r) => r.status);
    // The limit counts per minute with a sliding estimate across the minute's edge: start the burst
    // early in a minute, so that a slow, loaded machine still sends all of it within one minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push(await attempt(i % 2 ? two : one));
    expect(codes).toEqual(codes.map(() => 401));
    expect(await attempt(one)).toBe(429);
    expect(await attempt(two)).toBe(429);
    expect(adminId).toBeGreaterThan(0);
  }, 90_000);
});
