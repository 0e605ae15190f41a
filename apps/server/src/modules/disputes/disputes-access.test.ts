import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/app.js';
import { expectNoRecord } from '../../test/audit-rows.js';
import { allDisputes, answer, dispute, pendingSaving, statementEntryIds } from '../../test/dispute-scene.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';

/**
 * Every dispute endpoint as no one, the member, another member and each office, and malformed
 * input (docs/decisions/disputes.md, "Who may dispute", "Answering").
 */
let s: OfficesScene;
let entry: number;
const payments: number[] = [];
useOfficesApp(async (scene) => {
  s = scene;
  await openSavings(s.ctx, s.chair, s.member.id, 5_000);
  [entry] = (await statementEntryIds(s.ctx, s.member)) as [number];
  for (let i = 0; i < 4; i++) payments.push(await pendingSaving(s.ctx, s.member, 100 + i));
});

type Caller = 'anonymous' | 'member' | 'otherMember' | 'chair' | 'treasurer' | 'secretary' | 'auditor';
const CALLERS: Caller[] = [
  'anonymous',
  'otherMember',
  'chair',
  'treasurer',
  'secretary',
  'auditor',
  'member',
];
const who = (caller: Caller): SignedIn | undefined => (caller === 'anonymous' ? undefined : s[caller]);

async function statuses(send: (caller: Caller) => Promise<{ statusCode: number }>) {
  const found: Record<string, number> = {};
  for (const caller of CALLERS) found[caller] = (await send(caller)).statusCode;
  return found;
}

describe('who may do what with disputes', () => {
  it('POST /disputes: only the member whose line it is; to anyone else the line does not exist', async () => {
    expect(await statuses((caller) => dispute(s.ctx, who(caller), { journal_entry_id: entry }))).toEqual({
      anonymous: 401,
      otherMember: 404,
      // An official does not dispute for a member: the line is not theirs.
      chair: 404,
      treasurer: 404,
      secretary: 404,
      // The auditor changes nothing.
      auditor: 403,
      member: 201,
    });
    const refused = await dispute(s.ctx, s.otherMember, { transaction_id: payments[0] });
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Line not found on your statement.' });
  });

  it('GET /disputes: everyone signed in; a member sees only their own', async () => {
    const counts: Record<string, number | undefined> = {};
    const found = await statuses(async (caller) => {
      const res = await as(s.ctx, who(caller)).get('/disputes');
      counts[caller] = res.statusCode === 200 ? res.json().disputes.length : undefined;
      return res;
    });
    expect(found).toEqual({
      anonymous: 401,
      otherMember: 200,
      chair: 200,
      treasurer: 200,
      secretary: 200,
      auditor: 200,
      member: 200,
    });
    expect(counts).toEqual({
      anonymous: undefined,
      otherMember: 0,
      chair: 1,
      treasurer: 1,
      secretary: 1,
      auditor: 1,
      member: 1,
    });
    // A member asking for another's disputes still gets only their own.
    const asked = await as(s.ctx, s.otherMember).get(`/disputes?user_id=${s.member.id}`);
    expect(asked.json().disputes).toEqual([]);
  });

  it('PATCH /disputes/{id}: each writing official; not the members, nor the auditor', async () => {
    const ids: number[] = [];
    for (const payment of payments.slice(0, 3)) {
      const res = await dispute(s.ctx, s.member, { transaction_id: payment });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().dispute_id);
    }
    const body = { status: 'Resolved', answer: 'Corrected in the books.' };
    const refused = await statuses(async (caller) =>
      caller === 'chair' || caller === 'treasurer' || caller === 'secretary'
        ? { statusCode: 0 }
        : answer(s.ctx, who(caller), ids[0] as number, body),
    );
    expect(refused).toMatchObject({ anonymous: 401, otherMember: 403, auditor: 403, member: 403 });
    const offices = ['chair', 'treasurer', 'secretary'] as const;
    const answered = [];
    for (const [i, office] of offices.entries())
      answered.push((await answer(s.ctx, s[office], ids[i] as number, body)).statusCode);
    expect(answered).toEqual([200, 200, 200]);
  });
});

describe('malformed input writes nothing', () => {
  const bad: [string, unknown][] = [
    ['no line', { reason: 'Wrong' }],
    ['both lines', { journal_entry_id: 1, transaction_id: 1, reason: 'Wrong' }],
    ['null ids', { journal_entry_id: null, transaction_id: null, reason: 'Wrong' }],
    ['an id beyond int range', { journal_entry_id: 2_147_483_648, reason: 'Wrong' }],
    ['a negative id', { transaction_id: -4, reason: 'Wrong' }],
    ['an id as words', { transaction_id: 'twelve', reason: 'Wrong' }],
    ['a fractional id', { transaction_id: 1.5, reason: 'Wrong' }],
    ['no reason', { transaction_id: 1 }],
    ['a null reason', { transaction_id: 1, reason: null }],
    ['a blank reason', { transaction_id: 1, reason: '   ' }],
    ['a reason with NUL', { transaction_id: 1, reason: 'paid\u0000more' }],
    ['a huge reason', { transaction_id: 1, reason: 'x'.repeat(100_000) }],
    ['a reason as a number', { transaction_id: 1, reason: 42 }],
    ['a reason as a list', { transaction_id: 1, reason: ['Wrong'] }],
  ];
  it.each(bad)('POST /disputes with %s: 422', async (_name, body) => {
    const before = await allDisputes(s.ctx, s.chair);
    await expectNoRecord(s.ctx, () => as(s.ctx, s.member).post('/disputes', body), 422);
    expect(await allDisputes(s.ctx, s.chair)).toEqual(before);
  });

  it('POST /disputes with a body that is not an object: 4xx, nothing written', async () => {
    const before = await allDisputes(s.ctx, s.chair);
    for (const payload of ['"text"', '[1]', 'null', '{"transaction_id":']) {
      const res = await s.ctx.app.inject({
        method: 'POST',
        url: '/api/links/disputes',
        headers: { ...s.member.headers, 'content-type': 'application/json' },
        payload,
      });
      expect([400, 422], `${payload}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await allDisputes(s.ctx, s.chair)).toEqual(before);
  });

  it('PATCH /disputes/{id} with a bad id or body: 4xx, nothing written', async () => {
    const open = await dispute(s.ctx, s.member, { transaction_id: payments[3] });
    expect(open.statusCode, open.body).toBe(201);
    const id = open.json().dispute_id as number;
    // An id beyond the column's range is a path to nothing (docs/decisions/wire.md, "Server").
    const cases: [string, unknown, number][] = [
      ['2147483648', { status: 'Resolved', answer: 'Ok' }, 404],
      ['0', { status: 'Resolved', answer: 'Ok' }, 422],
      ['abc', { status: 'Resolved', answer: 'Ok' }, 422],
      ['2147483647', { status: 'Resolved', answer: 'Ok' }, 404],
      [String(id), { status: 'Open', answer: 'Ok' }, 422],
      [String(id), { status: null, answer: 'Ok' }, 422],
      [String(id), { status: 'Resolved' }, 422],
      [String(id), { status: 'Resolved', answer: null }, 422],
      [String(id), { status: 'Resolved', answer: '' }, 422],
      [String(id), { status: 'Rejected', answer: 'no\u0000pe' }, 422],
      [String(id), { status: 'Rejected', answer: 'y'.repeat(501) }, 422],
      [String(id), { status: 'Rejected', answer: 7 }, 422],
    ];
    for (const [path, body, status] of cases)
      await expectNoRecord(
        s.ctx,
        () => answer(s.ctx, s.chair, path as unknown as number, body as object),
        status,
      );
    expect((await allDisputes(s.ctx, s.chair)).find((d) => d.dispute_id === id)?.status).toBe('Open');
  });

  it('GET /disputes with a bad filter: 422', async () => {
    for (const query of [
      'status=open',
      'status=',
      'user_id=-1',
      'user_id=2147483648',
      'page=0',
      'sort=amount',
    ])
      expect((await as(s.ctx, s.chair).get(`/disputes?${query}`)).statusCode, query).toBe(422);
  });
});
