import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryKeys } from '../../test/journal-rows.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s, clock } = scene));

const preview = (input: Record<string, unknown>) => as(ctx, s.admin).post('/share-outs/preview', input);
const year = () => ({ from: s.from, to: s.to });

describe('POST /share-outs/preview, the worked example to the cent', () => {
  it('shares the surplus in proportion to the savings at the end of the year, 5% withheld', async () => {
    const res = await preview({ ...year(), method: 'proportional', withholding_rate: 0.05 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: s.from,
      to: s.to,
      method: 'proportional',
      withholding_rate: 0.05,
      distributable: 9_000.01,
      total_basis: 48_000,
      members: [
        {
          user_id: s.achieng.id,
          name: 'Achieng Otieno',
          basis: 12_000,
          share: 2_250,
          withholding: 112.5,
          net: 2_137.5,
        },
        {
          user_id: s.baraka.id,
          name: 'Baraka Mwangi',
          basis: 12_000,
          share: 2_250,
          withholding: 112.5,
          net: 2_137.5,
        },
        {
          user_id: s.chebet.id,
          name: 'Chebet Kiprop',
          basis: 24_000,
          share: 4_500.01,
          withholding: 225,
          net: 4_275.01,
        },
        { user_id: s.daudi.id, name: 'Daudi Njoroge', basis: 0, share: 0, withholding: 0, net: 0 },
      ],
      total_share: 9_000.01,
      total_withholding: 450,
      total_net: 8_550.01,
    });
  });

  it('weighs each month-end balance for the time-weighted method', async () => {
    const res = await preview({ ...year(), method: 'time_weighted', withholding_rate: 0.05 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(
      answer.members.map((m: { basis: number; share: number; withholding: number; net: number }) => m),
    ).toEqual([
      {
        user_id: s.achieng.id,
        name: 'Achieng Otieno',
        basis: 144_000,
        share: 5_400.01,
        withholding: 270,
        net: 5_130.01,
      },
      {
        user_id: s.baraka.id,
        name: 'Baraka Mwangi',
        basis: 72_000,
        share: 2_700,
        withholding: 135,
        net: 2_565,
      },
      { user_id: s.chebet.id, name: 'Chebet Kiprop', basis: 24_000, share: 900, withholding: 45, net: 855 },
      { user_id: s.daudi.id, name: 'Daudi Njoroge', basis: 0, share: 0, withholding: 0, net: 0 },
    ]);
    expect(answer).toMatchObject({
      total_basis: 240_000,
      total_share: 9_000.01,
      total_withholding: 450,
      total_net: 8_550.01,
    });
  });

  it('withholds nothing when no rate is sent', async () => {
    const res = await preview({ ...year(), method: 'proportional' });
    expect(res.json()).toMatchObject({ withholding_rate: 0, total_withholding: 0, total_net: 9_000.01 });
  });

  it('writes nothing', async () => {
    const before = await entryKeys(ctx.database.db);
    await preview({ ...year(), method: 'proportional', withholding_rate: 0.05 });
    expect(await entryKeys(ctx.database.db)).toEqual(before);
    const list = await as(ctx, s.admin).get('/share-outs');
    expect(list.json().share_outs).toEqual([]);
  });
});

describe('bad input is a clear 4xx', () => {
  it.each([
    [{ from: '2025-12-31', to: '2025-01-01', method: 'proportional' }, 'from must not be after to'],
    [
      { from: '2025-01-01', to: '2025-12-31', method: 'equal' },
      'method must be proportional or time_weighted',
    ],
    [
      { from: '2025-01-01', to: '2025-12-31', method: 'proportional', withholding_rate: 1.5 },
      'withholding_rate must not exceed 1 (100%)',
    ],
    [
      { from: '2025-01-01', to: '2025-12-31', method: 'proportional', withholding_rate: -0.05 },
      'withholding_rate must not be negative',
    ],
    [
      { from: '2025-01-01', to: '2025-12-31', method: 'proportional', withholding_rate: 0.00001 },
      'withholding_rate must be a whole number of hundredths of a percent (0.0001)',
    ],
    [{ from: '2025-02-30', to: '2025-12-31', method: 'proportional' }, 'from is not a real date'],
    [{ to: '2025-12-31', method: 'proportional' }, 'from is required'],
  ])('refuses %j', async (input, message) => {
    const res = await preview(input);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses a period that has not ended yet', async () => {
    const tomorrow = new Date(Date.parse(`${clock.today()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await preview({ from: s.from, to: tomorrow, method: 'proportional' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'to must not be in the future',
      fields: { to: 'to must not be in the future' },
    });
  });

  it('refuses a period that made no surplus', async () => {
    // June: only the 999.99 expense.
    const res = await preview({ from: `${s.year}-06-01`, to: `${s.year}-06-30`, method: 'proportional' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Nothing to share: the period made no surplus');
    const empty = await preview({ from: `${s.year}-07-01`, to: `${s.year}-07-31`, method: 'time_weighted' });
    expect(empty.json().message).toBe('Nothing to share: the period made no surplus');
  });

  it('is for admins only', async () => {
    const res = await as(ctx, s.achieng).post('/share-outs/preview', { ...year(), method: 'proportional' });
    expect(res.statusCode).toBe(403);
  });
});
