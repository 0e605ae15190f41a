import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/app.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';

/**
 * Every withdrawal endpoint as no one, the member, another member and each office
 * (docs/decisions/withdrawals.md, "Payout"; docs/decisions/offices.md, "The auditor changes nothing").
 */
let s: OfficesScene;
let equity: number;
useOfficesApp(async (scene) => {
  s = scene;
  const bank = await as(s.ctx, s.chair).post('/create-bank-account', {
    name: 'Equity Bank',
    amount: 100_000,
  });
  expect(bank.statusCode, bank.body).toBe(201);
  const { accounts } = (await as(s.ctx, s.chair).get('/books/accounts?money=true')).json();
  equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
  await openSavings(s.ctx, s.chair, s.member.id, 50_000);
});

type Caller = 'anonymous' | 'member' | 'otherMember' | 'chair' | 'treasurer' | 'secretary' | 'auditor';
const CALLERS: Caller[] = [
  'anonymous',
  'member',
  'otherMember',
  'chair',
  'treasurer',
  'secretary',
  'auditor',
];
const who = (caller: Caller): SignedIn | undefined => (caller === 'anonymous' ? undefined : s[caller]);
const ask = (caller: Caller) =>
  as(s.ctx, who(caller)).post('/withdrawals', {
    user_id: s.member.id,
    amount: 100,
    account_id: equity,
    reason: `Asked by ${caller}`,
  });

async function statuses(send: (caller: Caller) => Promise<{ statusCode: number }>) {
  const found: Record<string, number> = {};
  for (const caller of CALLERS) found[caller] = (await send(caller)).statusCode;
  return found;
}

describe('who may do what with withdrawals', () => {
  it('POST /withdrawals: the member for themselves and each official; not another member, nor the auditor', async () => {
    expect(await statuses(ask)).toEqual({
      anonymous: 401,
      // The member never counts towards the quorum: their request waits for an official.
      member: 202,
      otherMember: 403,
      chair: 201,
      treasurer: 201,
      secretary: 201,
      auditor: 403,
    });
  });

  it('GET /withdrawals and the allowance: the member their own, the officials and the auditor everyone’s', async () => {
    const lists = await statuses((caller) => as(s.ctx, who(caller)).get('/withdrawals'));
    expect(lists).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 200,
      chair: 200,
      treasurer: 200,
      secretary: 200,
      auditor: 200,
    });
    const seen = (await as(s.ctx, s.otherMember).get('/withdrawals')).json().withdrawals;
    expect(seen).toEqual([]);
    const allowance = await statuses((caller) =>
      as(s.ctx, who(caller)).get(`/withdrawals/allowance/${s.member.id}`),
    );
    expect(allowance).toEqual({ ...lists, otherMember: 403 });
  });

  it('paying and rejecting: officials only', async () => {
    const [waiting] = (await as(s.ctx, s.chair).get('/withdrawals?status=Requested')).json().withdrawals;
    const pay = await statuses((caller) =>
      as(s.ctx, who(caller)).post(`/withdrawals/${waiting.withdrawal_id}/payment`),
    );
    // The chair's approval pays it; the treasurer and secretary find it paid.
    expect(pay).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      chair: 200,
      treasurer: 409,
      secretary: 409,
      auditor: 403,
    });
    const asked = await ask('member');
    expect(asked.statusCode).toBe(202);
    const [next] = (await as(s.ctx, s.chair).get('/withdrawals?status=Requested')).json().withdrawals;
    const reject = await statuses((caller) =>
      as(s.ctx, who(caller)).post(`/withdrawals/${next.withdrawal_id}/rejection`, { reason: 'No' }),
    );
    expect(reject).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      chair: 200,
      treasurer: 409,
      secretary: 409,
      auditor: 403,
    });
    // The chair's Reject closed the payout that waited for the quorum.
    const closed = (await as(s.ctx, s.chair).get('/approvals?status=rejected')).json().approvals;
    expect(closed.map((a: { kind: string }) => a.kind)).toEqual(['withdrawal']);
  });
});
