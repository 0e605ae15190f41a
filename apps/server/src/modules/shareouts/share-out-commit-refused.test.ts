import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';
import { tableCounts } from '../../test/table-counts.js';

/**
 * Bad input sent to the commit itself (`POST /share-outs`), not only to the preview: every refusal
 * is a clear 4xx and writes nothing: no journal entry or line, no share-out or line, no audit
 * record, no closed period (every table's rows are counted before and after).
 */
let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s, clock } = scene));

const terms = () => ({
  from: s.from,
  to: s.to,
  method: 'proportional',
  withholding_rate: 0.05,
  payout: 'to_savings',
});
/** The tables a commit writes to, named so that a failure says which one moved. */
const WRITTEN_BY_A_COMMIT = [
  'journal_entries',
  'journal_lines',
  'share_outs',
  'share_out_lines',
  'audit_records',
  'period_closings',
];

/** Sends a body (an object, or raw JSON text) and expects a refusal that leaves every table as it was. */
async function expectRefused(
  payload: unknown,
  expected: { status: number; message?: string; field?: string },
  who = s.admin,
) {
  const before = await tableCounts(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/share-outs',
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  expect(res.statusCode, res.body).toBe(expected.status);
  if (expected.message !== undefined) expect(res.json().message).toBe(expected.message);
  if (expected.field !== undefined) expect(res.json().fields).toHaveProperty([expected.field]);
  const after = await tableCounts(ctx.database.db);
  for (const table of WRITTEN_BY_A_COMMIT) expect(after[table], table).toBe(before[table]);
  expect(after).toEqual(before);
}

describe('POST /share-outs refuses bad terms, writing nothing', () => {
  it.each([
    [{ from: '2025-12-31', to: '2025-01-01' }, 'from must not be after to'],
    [{ withholding_rate: 1.5 }, 'withholding_rate must not exceed 1 (100%)'],
    [{ withholding_rate: 1.0001 }, 'withholding_rate must not exceed 1 (100%)'],
    [{ withholding_rate: -0.05 }, 'withholding_rate must not be negative'],
    [{ method: 'equal' }, 'method must be proportional or time_weighted'],
    [{ method: 'Proportional' }, 'method must be proportional or time_weighted'],
    [{ payout: 'cheque' }, 'payout must be to_savings or cash'],
    [{ payout: 'to_savings', account_id: 1 }, 'account_id is only for a cash payout'],
  ])('%j', async (change, message) => {
    await expectRefused({ ...terms(), ...change }, { status: 422, message });
  });

  it('refuses a period that has not ended yet', async () => {
    const tomorrow = new Date(Date.parse(`${clock.today()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expectRefused(
      { ...terms(), to: tomorrow },
      { status: 422, message: 'to must not be in the future' },
    );
  });

  it('refuses a period that made no surplus, into savings and in cash', async () => {
    const message = 'Nothing to share: the period made no surplus';
    // June: only the 999.99 expense; July: nothing at all.
    const june = { from: `${s.year}-06-01`, to: `${s.year}-06-30` };
    const july = { from: `${s.year}-07-01`, to: `${s.year}-07-31` };
    await expectRefused({ ...terms(), ...june }, { status: 422, message });
    await expectRefused({ ...terms(), ...july, method: 'time_weighted' }, { status: 422, message });
    await expectRefused(
      { ...terms(), ...june, payout: 'cash', account_id: s.equity },
      { status: 422, message },
    );
  });
});

describe('POST /share-outs in cash refuses a bad account_id, writing nothing', () => {
  const mustBeId = 'account_id must be a positive whole number';
  const notMoney = 'account_id must be Cash on hand or a bank account of the books.';
  it.each([
    ['abc', mustBeId],
    [0, mustBeId],
    [-1, mustBeId],
    [1.5, mustBeId],
    [2_147_483_648, mustBeId],
    [true, mustBeId],
    [[1], mustBeId],
    [999_999, notMoney],
  ])('account_id %j', async (account_id, message) => {
    await expectRefused(
      { ...terms(), payout: 'cash', account_id },
      { status: 422, message, field: 'account_id' },
    );
  });

  it('an account of the books that holds no money (members’ savings)', async () => {
    const savings = await accountIdByCode(ctx.database.db, '2000');
    await expectRefused(
      { ...terms(), payout: 'cash', account_id: savings },
      { status: 422, message: notMoney, field: 'account_id' },
    );
  });
});

describe('POST /share-outs refuses malformed bodies, writing nothing', () => {
  it.each([
    ['a NUL in method', { method: 'proportional\u0000' }, 'method'],
    ['a NUL in a date', { from: `${'2025-01-01'}\u0000` }, 'from'],
    ['a NUL in a key', { 'pay\u0000out': 'cash' }, 'pay\u0000out'],
  ])('%s', async (_name, change, field) => {
    await expectRefused(
      { ...terms(), ...change },
      { status: 422, message: `${field} must not contain NUL characters` },
    );
  });

  it.each([
    [{ from: 'x'.repeat(100_000) }, 'from must be a date (YYYY-MM-DD)'],
    [{ method: 'p'.repeat(100_000) }, 'method must be proportional or time_weighted'],
    [{ payout: 'c'.repeat(100_000) }, 'payout must be to_savings or cash'],
    [{ account_id: '9'.repeat(100_000), payout: 'cash' }, 'account_id must be a positive whole number'],
  ])('a huge string %#', async (change, message) => {
    await expectRefused({ ...terms(), ...change }, { status: 422, message });
  });

  it('a body over the size limit', async () => {
    await expectRefused({ ...terms(), note: 'x'.repeat(300 * 1024) }, { status: 413 });
  });

  it.each([
    [{ from: null }, 'from is required'],
    [{ to: null }, 'to is required'],
    [{ method: null }, 'method must be proportional or time_weighted'],
    [{ payout: null }, 'payout must be to_savings or cash'],
  ])('null in %j', async (change, message) => {
    await expectRefused({ ...terms(), ...change }, { status: 422, message });
  });

  it.each([
    [{ from: 20250101 }, 'from must be a date (YYYY-MM-DD)'],
    [{ to: ['2025-12-31'] }, 'to must be a date (YYYY-MM-DD)'],
    [{ method: { proportional: true } }, 'method must be proportional or time_weighted'],
    [{ withholding_rate: '0.05' }, 'withholding_rate must be a number'],
    [{ withholding_rate: true }, 'withholding_rate must be a number'],
    [{ payout: 1 }, 'payout must be to_savings or cash'],
  ])('a wrong type in %j', async (change, message) => {
    await expectRefused({ ...terms(), ...change }, { status: 422, message });
  });

  it.each([
    ['an empty object', {}, 422, 'from is required'],
    ['null', 'null', 422, 'Invalid input: expected object, received null'],
    ['an array', '[{"from": "2025-01-01"}]', 422, 'Invalid input: expected object, received array'],
    ['a number', '42', 422, 'Invalid input: expected object, received number'],
    ['a string', '"proportional"', 422, 'Invalid input: expected object, received string'],
    ['broken JSON', '{"from": "2025-01-01",', 400, 'The request body is not valid JSON.'],
  ])('%s as the body', async (_name, payload, status, message) => {
    await expectRefused(payload, { status, message });
  });
});

describe('POST /share-outs is for admins only', () => {
  it('a member is refused with 403 and nothing is written', async () => {
    await expectRefused(terms(), { status: 403 }, s.achieng);
  });

  it('an anonymous caller is refused with 401 and nothing is written', async () => {
    await expectRefused(terms(), { status: 401 }, { headers: { authorization: '' } } as typeof s.admin);
  });
});

describe('after every refusal', () => {
  it('the books still balance and the period is still open: the same terms commit once', async () => {
    await expectBalancesReconcile(ctx);
    expect((await as(ctx, s.admin).get('/share-outs')).json().share_outs).toEqual([]);
    const res = await as(ctx, s.admin).post('/share-outs', terms());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total_share: 9_000.01, total_net: 8_550.01 });
  });
});
