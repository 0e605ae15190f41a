import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';

/**
 * docs/decisions/meetings.md, "Merry-go-rounds on the sheet": a column for each merry-go-round
 * collecting, typed in with what each of its members owes, nothing for the others; submitted as
 * ROTATION items; approving the sheet fills the round and pays its pot.
 */
const clock = settableClock('2026-08-20T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let otieno: SignedIn;
let rotationId: number;

usePeopleApp(
  {
    amina: named('Amina Chair', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
    otieno: named('Otieno Odhiambo'),
  },
  async (scene) => {
    ({ ctx, amina, wanjiru, baraka, otieno } = scene);
    const res = await as(ctx, amina).post('/rotations', {
      name: 'Sheet pot',
      amount_per_member: 500,
      every: 'meeting',
      start_date: '2026-08-01',
      order: [wanjiru.id, baraka.id, amina.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    rotationId = res.json().rotation_id;
  },
  { clock },
);

type Row = {
  user_id: number;
  transaction_id: number | null;
  rotations: { rotation_id: number; amount: number; expected: number }[];
};
const rowOf = (sheet: { rows: Row[] }, who: SignedIn) => sheet.rows.find((row) => row.user_id === who.id)!;
const row = (who: SignedIn, rotations: unknown) => ({
  user_id: who.id,
  attendance: 'present',
  saving: 0,
  long_term: 0,
  short_term: 0,
  rotations,
});

describe('merry-go-rounds on the meeting sheet', () => {
  it('are typed in, submitted as ROTATION items, and fill the round, whose pot is paid on approval', async () => {
    const opened = await as(ctx, amina).post('/meetings', { date: '2026-08-15' });
    expect(opened.statusCode, opened.body).toBe(201);
    const sheet = opened.json();
    const id = sheet.meeting_id;
    expect(sheet.rotations).toEqual([{ rotation_id: rotationId, name: 'Sheet pot' }]);
    expect(rowOf(sheet, wanjiru).rotations).toEqual([
      { rotation_id: rotationId, amount: 500, expected: 500, member: true },
    ]);
    expect(rowOf(sheet, otieno).rotations).toEqual([
      { rotation_id: rotationId, amount: 0, expected: 0, member: false },
    ]);
    expect(sheet.totals.rotations).toEqual([{ rotation_id: rotationId, amount: 1_500 }]);
    const outsider = await as(ctx, amina).put(`/meetings/${id}/entries`, {
      entries: [row(otieno, [{ rotation_id: rotationId, amount: 500 }])],
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.body).toContain('entries.0.rotations.0.rotation_id');
    const unknown = await as(ctx, amina).put(`/meetings/${id}/entries`, {
      entries: [row(wanjiru, [{ rotation_id: 99_999, amount: 5 }])],
    });
    expect(unknown.statusCode).toBe(422);
    const submitted = await as(ctx, amina).post(`/meetings/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const transaction = (
      await as(ctx, amina).get(`/transactions/${rowOf(submitted.json(), baraka).transaction_id}`)
    ).json().transaction;
    expect(
      transaction.transaction_types.map((i: { type: string; rotation_id: number | null }) => [
        i.type,
        i.rotation_id,
      ]),
    ).toEqual([['ROTATION', rotationId]]);
    expect((await as(ctx, amina).post(`/meetings/${id}/approve`)).statusCode).toBe(200);
    const rotation = (await as(ctx, wanjiru).get(`/rotations/${rotationId}`)).json();
    expect(rotation.rounds[0]).toMatchObject({ status: 'Released', released: 1_500 });
    const minutes = (await as(ctx, wanjiru).get(`/meetings/${id}/minutes`)).json();
    expect(minutes.received.rotations).toEqual([
      { rotation_id: rotationId, name: 'Sheet pot', amount: 1_500 },
    ]);
    await expectBalancesReconcile(ctx);
  });

  it('refuses a payment above what the member owes on submit, naming them', async () => {
    const opened = await as(ctx, amina).post('/meetings', { date: '2026-08-16' });
    const id = opened.json().meeting_id;
    const saved = await as(ctx, amina).put(`/meetings/${id}/entries`, {
      entries: [row(baraka, [{ rotation_id: rotationId, amount: 600 }])],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await as(ctx, amina).post(`/meetings/${id}/submit`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Baraka');
  });
});
