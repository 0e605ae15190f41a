// Seeds a benchmark group: the members, accounts and loans through the app itself, then the
// transaction history in bulk with SQL that generates rows inside the database (no round trip
// per row), consistent with the books: every approved item has its journal entry, and the
// stored balances, kept totals and monthly figures are computed from those rows.
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, ensureSettings, hashPassword, queryRows } from '../apps/server/src/harness.js';

export interface SeedSize {
  members: number;
  transactions: number;
  /** One transaction in this many is left pending: the approval queue. */
  pendingEvery: number;
  loans: number;
  expenses: number;
}

export const BENCH_PASSWORD = 'Bench@2026';
export const BENCH_ADMIN = 'admin@bench.links';

async function callAs(app: App, token: string, method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await app.inject({
    method,
    url: `/api/links${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Members with one shared password hash (hashing is slow on purpose), and the admin. */
async function addPeople(database: Database, members: number) {
  const hash = await hashPassword(BENCH_PASSWORD);
  await database.db.execute(sql`
    with person as (insert into people (email, password_hash) values (${BENCH_ADMIN}, ${hash}) returning id)
    insert into users (person_id, firstname, lastname, email, role, office)
    select id, 'Bench', 'Admin', ${BENCH_ADMIN}, 'admin', 'treasurer' from person`);
  await database.db.execute(sql`
    insert into people (email, password_hash)
    select 'member' || g || '@bench.links', ${hash} from generate_series(1, ${members}::int) g`);
  await database.db.execute(sql`
    insert into users (person_id, firstname, lastname, email, role)
    select p.id,
           (array['Wanjiru','Otieno','Achieng','Kiprop','Njeri','Mwangi','Akinyi','Baraka','Chebet','Kamau'])[1 + g % 10],
           (array['Kamau','Ouma','Njoroge','Korir','Wambui','Odhiambo','Mutua','Cheruiyot','Wekesa','Karanja'])[1 + (g / 10) % 10] || ' ' || g,
           p.email, 'member'
    from generate_series(1, ${members}::int) g
    join people p on p.email = 'member' || g || '@bench.links'
    order by g`);
}

async function signIn(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email: BENCH_ADMIN, password: BENCH_PASSWORD },
  });
  return res.json().access_token;
}

/** Savings accounts, the till, loans and expenses, through the API as a treasurer would. */
async function openAccounts(app: App, database: Database, size: SeedSize) {
  // Each expense is told to every member, so the seed outlasts an access token: it signs in again
  // before one runs out.
  let token = await signIn(app);
  let signedAt = Date.now();
  const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    if (Date.now() - signedAt > 10 * 60_000) {
      token = await signIn(app);
      signedAt = Date.now();
    }
    return callAs(app, token, method, url, payload);
  };
  const till = await call('POST', '/create-bank-account', {
    name: 'M-Pesa Till',
    amount: 20_000_000,
  });
  await call('PATCH', '/settings', {
    // The till's money account id, the one every call takes (docs/decisions/money-accounts.md).
    default_account_id: till.account_id,
  });
  const members = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where role = 'member' order by id`,
  );
  for (const member of members) {
    await call('POST', '/add-saving', {
      user_id: member.id,
      amount_saved: 0,
      expected_saving: 30000,
    });
  }
  for (let i = 0; i < size.loans; i++) {
    const user_id = members[(i * 7) % members.length]!.id;
    const path = i % 2 ? '/addshorttermloan' : '/addloan';
    const amount = i % 2 ? { principal: 5000 + (i % 10) * 1000 } : { loan_amount: 20000 + (i % 10) * 5000 };
    await call('POST', path, { user_id, date_issued: '2026-06-01', ...amount });
  }
  for (let i = 0; i < size.expenses; i++) {
    await call('POST', '/create-expense', {
      account_id: till.account_id,
      amount: 100 + (i % 50) * 10,
      comment_type: ['Meeting', 'Transport', 'Stationery', 'Bank charges'][i % 4],
      comment: `Expense ${i}`,
    });
  }
  return till.account_id as number;
}

async function addHistory(database: Database, size: SeedSize, tillLedger: number) {
  const n = size.transactions;
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    // The bulk load runs as the schema's owner with the triggers off: the server's own role may do
    // neither (docs/decisions/groups.md, "Row-level security"). Its rows are the default group's.
    await run(sql`set local role none`);
    await run(sql`set local session_replication_role = replica`);
    await run(sql`create temporary table bench_members on commit drop as
      select row_number() over (order by id) - 1 as k, id from users where role = 'member'`);
    const one = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ v: number }>(tx, query))[0]?.v);
    const admin = await one(sql`select id as v from users where role = 'admin'`);
    const first = await one(sql`select coalesce(max(id), 0) + 1 as v from transactions`);
    const members = await one(sql`select count(*)::int as v from bench_members`);
    await run(sql`
      insert into transactions (id, user_id, total_cents, transaction_date, comment, created_by, created_at, status, position)
      select ${first}::int + g - 1, m.id, 10000 + (g % 500) * 100,
             (date '2024-11-01' + (g::bigint * 730 / ${n}::int)::int),
             null, m.id,
             timestamptz '2024-11-01 09:00+03' + (g::bigint * 730 * 86400 / ${n}::int) * interval '1 second',
             case when g % ${size.pendingEvery}::int = 0 then 'Pending' else 'Approved' end,
             g
      from generate_series(1, ${n}::int) g join bench_members m on m.k = g % ${members}::int`);
    await run(sql`
      insert into transaction_items (id, transaction_id, type, amount_cents, extra, status, decided_by, decided_at)
      select t.id, t.id, 'SAVING', t.total_cents, 'QB' || lpad(t.id::text, 8, '0'),
             case when t.status = 'Pending' then 'Pending'::transaction_item_status else 'Approved' end,
             case when t.status = 'Pending' then null else ${admin}::int end,
             case when t.status = 'Pending' then null else t.created_at + interval '1 hour' end
      from transactions t where t.id >= ${first}::int`);
    await run(sql`
      insert into journal_entries (id, key, kind, entry_date, memo, transaction_id, created_by, created_at)
      select t.id + 1000000000, 'item:' || t.id, 'item', t.transaction_date, 'Saving, transaction TRN-' || t.id, t.id, ${admin}::int, t.created_at
      from transactions t where t.id >= ${first}::int and t.status = 'Approved'`);
    await run(sql`
      insert into journal_lines (entry_id, account_id, entry_date, user_id, debit_cents, credit_cents)
      select e.id, ${tillLedger}::int, e.entry_date, null, t.total_cents, 0
      from journal_entries e join transactions t on t.id = e.transaction_id where e.id > 1000000000
      union all
      select e.id, a.id, e.entry_date, t.user_id, 0, t.total_cents
      from journal_entries e join transactions t on t.id = e.transaction_id
      join ledger_accounts a on a.system_key = 'savings' where e.id > 1000000000`);
    // Payouts owed by M-Pesa, one for every twenty transactions (docs/decisions/payouts.md, "Lists"):
    // none completed, so none needs an entry of its own.
    await run(sql`
      insert into payouts (user_id, amount_cents, source, source_id, description, status, phone, attempts, created_at)
      select m.id, 100000 + (g % 50) * 10000, 'withdrawal', g, 'Withdrawal #' || g,
             (array['Pending', 'Sent', 'Failed']::payout_status[])[1 + g % 3],
             '2547' || lpad((g % 100000000)::text, 8, '0'), g % 3,
             timestamptz '2024-11-01 09:00+03' + (g::bigint * 730 * 86400 / ${n}::int * 20) * interval '1 second'
      from generate_series(1, ${n}::int / 20) g join bench_members m on m.k = g % ${members}::int`);
    await keepFigures(tx);
  });
}

/** What the triggers keep, computed from the loaded rows. */
async function keepFigures(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) {
  const run = (query: ReturnType<typeof sql>) => tx.execute(query);
  // The kept balances, counted from the journal's lines as its trigger would have added them
  // (docs/decisions/journal-balances.md, "Balances are kept from the journal"): the load ran with
  // the triggers off.
  await run(sql`
    update account_balances b set balance_cents = x.net
    from (select account_id, sum(debit_cents - credit_cents) as net from journal_lines group by account_id) x
    where x.account_id = b.account_id`);
  await run(sql`
    update savings_balances b set balance_cents = x.net
    from (select s.id, sum(l.credit_cents - l.debit_cents) as net
          from journal_lines l join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
          join savings_accounts s on s.user_id = l.user_id group by s.id) x
    where x.id = b.savings_account_id`);
  await run(
    sql`select setval(pg_get_serial_sequence('transactions', 'id'), (select max(id) from transactions))`,
  );
  await run(
    sql`select setval(pg_get_serial_sequence('transaction_items', 'id'), (select max(id) from transaction_items))`,
  );
  await run(
    sql`select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) from journal_entries))`,
  );
  await run(sql`delete from list_counters where name like 'transactions%'`);
  await run(sql`insert into list_counters (name, n) select 'transactions', count(*) from transactions`);
  await run(sql`
    insert into list_counters (name, n)
    select 'transactions:' || s.status, count(t.id)
    from (values ('Pending'), ('Approved'), ('Partially Approved'), ('Partially Rejected')) s(status)
    left join transactions t on t.status = s.status group by s.status`);
  await run(sql`delete from ledger_daily_totals`);
  await run(sql`
    insert into ledger_daily_totals (account_id, day, debit_cents, credit_cents)
    select account_id, entry_date, sum(debit_cents), sum(credit_cents) from journal_lines group by 1, 2`);
  await run(sql`delete from monthly_collection_totals`);
  await run(sql`
    insert into monthly_collection_totals (month, savings_cents, repayments_cents)
    select date_trunc('month', t.transaction_date)::date,
      coalesce(sum(i.amount_cents) filter (where i.type = 'SAVING'), 0),
      coalesce(sum(i.amount_cents) filter (where i.type <> 'SAVING'), 0)
    from transaction_items i join transactions t on t.id = i.transaction_id
    where i.status = 'Approved' group by 1`);
}

/** Fills an empty database with the benchmark group. */
export async function seed(database: Database, size: SeedSize, log: (line: string) => void) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const started = Date.now();
    await ensureSettings(database.db, 'Bench Savings Group');
    await addPeople(database, size.members);
    const tillId = await openAccounts(app, database, size);
    log(`  members, accounts, ${size.loans} loans and ${size.expenses} expenses in ${seconds(started)}`);
    const bulk = Date.now();
    await addHistory(database, size, tillId);
    log(
      `  ${size.transactions.toLocaleString('en-US')} transactions with items and journal lines in ${seconds(bulk)}`,
    );
    await database.db.execute(sql`analyze`);
  } finally {
    await app.close();
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
