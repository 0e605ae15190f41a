import { settableClock } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { issueLongTermLoan, openSavings } from '../../test/money-fixtures.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { useApp } from '../../test/scene.js';

/**
 * docs/decisions/meetings.md, "Minutes": the secretary writes the agenda, notes and resolutions;
 * every member reads them, and the PDF holds the register, the money, the loans and the votes.
 */
const clock = settableClock('2026-04-10T09:00:00+03:00');
let ctx: TestContext;
let secretary: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let id: number;

useApp(
  async (context) => {
    ctx = context;
    secretary = await signUp(ctx, 'admin', {
      office: 'secretary',
      firstname: 'Sarah',
      lastname: 'Secretary',
    });
    wanjiru = await signUp(ctx, 'member', { firstname: 'Wanjiru', lastname: 'Kamau' });
    baraka = await signUp(ctx, 'member', { firstname: 'Baraka', lastname: 'Mwangi' });
    for (const who of [secretary, wanjiru, baraka]) await openSavings(ctx, secretary, who.id);
    await issueLongTermLoan(ctx, secretary, baraka.id, 20_000, '2026-04-04');
  },
  () => undefined,
  { clock, timeout: 120_000 },
);

const minutes = {
  agenda: '1. Opening prayer\n2. Contributions\n3. Opening a bank account',
  notes: 'The treasurer reported the month’s contributions. Members agreed to open an account.',
  resolutions: [] as Record<string, unknown>[],
};

beforeAll(async () => {
  const res = await as(ctx, secretary).post('/meetings', { date: '2026-04-04' });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().meeting_id;
  minutes.resolutions = [
    {
      text: 'To open an account with Equity Bank, signed by the chair, treasurer and secretary',
      proposed_by: wanjiru.id,
      seconded_by: baraka.id,
      votes_for: 12,
      votes_against: 1,
    },
    {
      text: 'To raise the monthly contribution',
      proposed_by: baraka.id,
      seconded_by: wanjiru.id,
      votes_for: 3,
      votes_against: 9,
    },
  ];
});

describe('the minutes', () => {
  it('are written by an official and read by every member', async () => {
    const saved = await as(ctx, secretary).put(`/meetings/${id}/minutes`, minutes);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await as(ctx, wanjiru).get(`/meetings/${id}/minutes`);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    expect(body).toMatchObject({ agenda: minutes.agenda, notes: minutes.notes, status: 'Draft' });
    expect(body.resolutions).toEqual([
      expect.objectContaining({
        position: 1,
        carried: true,
        proposer: { firstname: 'Wanjiru', lastname: 'Kamau' },
      }),
      expect.objectContaining({ position: 2, carried: false, votes_against: 9 }),
    ]);
    expect(body.attendance).toHaveLength(3);
    expect(body.loans_issued).toEqual([
      expect.objectContaining({ firstname: 'Baraka', kind: 'Long-term', amount: 20_000 }),
    ]);
    expect(body.received.saving).toBe(7500);
  });

  it('replace what was there when saved again', async () => {
    const res = await as(ctx, secretary).put(`/meetings/${id}/minutes`, { ...minutes, resolutions: [] });
    expect(res.json().resolutions).toEqual([]);
    await as(ctx, secretary).put(`/meetings/${id}/minutes`, minutes);
  });

  it('come as a PDF with the register, the money, the loans and the votes', async () => {
    const res = await as(ctx, baraka).get(`/meetings/${id}/minutes.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfPageTexts(res.rawPayload).join('\n');
    for (const expected of [
      'Attendance register',
      'Wanjiru Kamau',
      'Opening a bank account',
      'To open an account with Equity Bank',
      '12 / 1',
      '(not carried)',
      'Long-term',
      '20,000.00',
      '7,500.00',
      'Secretary: signature and date',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('come in Kiswahili when asked (docs/decisions/languages.md, "Documents")', async () => {
    const res = await as(ctx, baraka).get(`/meetings/${id}/minutes.pdf?lang=sw`);
    expect(res.statusCode).toBe(200);
    const text = pdfPageTexts(res.rawPayload).join('\n');
    for (const expected of [
      'Daftari la mahudhurio',
      'Pesa zilizopokelewa',
      'Wanjiru Kamau',
      'Opening a bank account',
      '(halikupita)',
      'Muda mrefu',
      'Katibu: sahihi na tarehe',
      'Ukurasa 1 kati ya',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Attendance register');
    expect(text).not.toContain('Long-term');
    expect((await as(ctx, baraka).get(`/meetings/${id}/minutes.pdf?lang=xx`)).statusCode).toBe(422);
  });

  it('refuse bad input, writing nothing', async () => {
    const before = (await as(ctx, secretary).get(`/meetings/${id}/minutes`)).body;
    const resolution = minutes.resolutions[0]!;
    for (const bad of [
      { resolutions: [{ ...resolution, seconded_by: resolution.proposed_by }] },
      { resolutions: [{ ...resolution, proposed_by: 999_999 }] },
      { resolutions: [{ ...resolution, votes_for: -1 }] },
      { resolutions: [{ ...resolution, votes_for: 1.5 }] },
      { resolutions: [{ ...resolution, text: '' }] },
      { resolutions: [{ ...resolution, text: 'x'.repeat(1001) }] },
      { resolutions: [{ ...resolution, proposed_by: null }] },
      { agenda: 'x'.repeat(5000) },
      { notes: 'bad\u0000notes' },
      { resolutions: 'all of them' },
    ]) {
      const res = await as(ctx, secretary).put(`/meetings/${id}/minutes`, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    expect((await as(ctx, secretary).get(`/meetings/${id}/minutes`)).body).toBe(before);
    const stranger = await as(ctx, secretary).put(`/meetings/${id}/minutes`, {
      resolutions: [{ ...resolution, seconded_by: 999_999 }],
    });
    expect(stranger.json().fields).toEqual({
      'resolutions.0.seconded_by': 'Member 999999 is not a member of the group.',
    });
  });

  it('are written only by officials, and a meeting that is not there is not found', async () => {
    expect((await as(ctx).get(`/meetings/${id}/minutes`)).statusCode).toBe(401);
    expect((await as(ctx).get(`/meetings/${id}/minutes.pdf`)).statusCode).toBe(401);
    expect((await as(ctx, wanjiru).put(`/meetings/${id}/minutes`, minutes)).statusCode).toBe(403);
    expect((await as(ctx, secretary).get('/meetings/999999/minutes')).statusCode).toBe(404);
    expect((await as(ctx, secretary).get('/meetings/999999/minutes.pdf')).statusCode).toBe(404);
  });
});
