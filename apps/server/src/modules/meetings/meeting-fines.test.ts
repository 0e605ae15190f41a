import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { chargeFine, finesJobContext } from '../fines/fines.service.js';

/**
 * docs/decisions/meetings.md, "Fines paid at the meeting": the fines column, pre-filled with what each
 * member owes in fines, kept by a save that leaves it out, refused above what is owed on submit, and
 * paid by a FINE item when the sheet is approved.
 */
const clock = settableClock('2026-06-20T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;

usePeopleApp(
  { amina: named('Amina Chair', 'admin'), wanjiru: named('Wanjiru Kamau'), baraka: named('Baraka Mwangi') },
  async (scene) => {
    ({ ctx, amina, wanjiru, baraka } = scene);
    for (const [who, amount, key] of [
      [wanjiru, 200, 'a'],
      [baraka, 100, 'b'],
    ] as const) {
      await runInGroup(1, () =>
        chargeFine(
          ctx.database.db,
          {
            chargeKey: `meeting-fines-test:${key}`,
            userId: who.id,
            loanId: null,
            kind: 'attendance',
            period: `absent:2026-05-09`,
            chargedOn: '2026-05-09',
            amountCents: amount * 100,
          },
          finesJobContext(new Date()),
        ),
      );
    }
  },
  { clock },
);

type Row = { user_id: number; fines: number; expected: { fines: number }; transaction_id: number | null };
const rowOf = (sheet: { rows: Row[] }, who: SignedIn) => sheet.rows.find((row) => row.user_id === who.id)!;
const row = (who: SignedIn, extra: Record<string, unknown>) => ({
  user_id: who.id,
  attendance: 'present',
  saving: 0,
  long_term: 0,
  short_term: 0,
  ...extra,
});

describe('fines paid at the meeting', () => {
  it('are typed in from what each member owes, kept when a save leaves them out, and paid on approval', async () => {
    const opened = await as(ctx, amina).post('/meetings', { date: '2026-06-13' });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().meeting_id;
    expect(rowOf(opened.json(), wanjiru)).toMatchObject({ fines: 200, expected: { fines: 200 } });
    expect(rowOf(opened.json(), amina).fines).toBe(0);
    expect(opened.json().totals.fines).toBe(300);
    // A save without fines keeps them; one with them replaces them.
    const kept = await as(ctx, amina).put(`/meetings/${id}/entries`, { entries: [row(wanjiru, {})] });
    expect(rowOf(kept.json(), wanjiru).fines).toBe(200);
    const typed = await as(ctx, amina).put(`/meetings/${id}/entries`, {
      entries: [row(baraka, { fines: 100.01 })],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const refused = await as(ctx, amina).post(`/meetings/${id}/submit`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Baraka');
    await as(ctx, amina).put(`/meetings/${id}/entries`, { entries: [row(baraka, { fines: 60 })] });
    const submitted = await as(ctx, amina).post(`/meetings/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const transaction = (
      await as(ctx, amina).get(`/transactions/${rowOf(submitted.json(), wanjiru).transaction_id}`)
    ).json().transaction;
    expect(
      transaction.transaction_types.map((i: { type: string; amount: number }) => [i.type, i.amount]),
    ).toEqual([['FINE', 200]]);
    expect((await as(ctx, amina).post(`/meetings/${id}/approve`)).statusCode).toBe(200);
    const fines = (await as(ctx, amina).get('/fines?per_page=100')).json().fines as {
      user_id: number;
      paid: number;
    }[];
    expect(fines.find((f) => f.user_id === wanjiru.id)?.paid).toBe(200);
    expect(fines.find((f) => f.user_id === baraka.id)?.paid).toBe(60);
    const minutes = (await as(ctx, wanjiru).get(`/meetings/${id}/minutes`)).json();
    expect(minutes.received.fines).toBe(260);
    await expectBalancesReconcile(ctx);
  });

  it('refuses fines below zero or with three decimals in a save', async () => {
    const opened = await as(ctx, amina).post('/meetings', { date: '2026-06-14' });
    const id = opened.json().meeting_id;
    for (const fines of [-1, 1.005, 'ten', null]) {
      const res = await as(ctx, amina).put(`/meetings/${id}/entries`, { entries: [row(wanjiru, { fines })] });
      expect(res.statusCode, String(fines)).toBe(422);
    }
  });
});
