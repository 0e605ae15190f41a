import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { auditOfRequest, expectNoRecord } from '../../test/audit-rows.js';
import { as } from '../../test/http.js';
import { usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
usePeopleApp(
  { admin: 'admin', member: 'member', other: 'member' },
  (scene) => ({ ctx, admin, member, other } = scene),
);

const setPhone = (userId: number, phone: string | null) =>
  as(ctx, admin).patch(`/users/${userId}`, { phone });

describe('PATCH /users/{userId} writes one member record of the phone', () => {
  it('records a phone set, changed and cleared, each with the phone before and after', async () => {
    const set = await auditOfRequest(ctx, () => setPhone(member.id, '0712 345 678'));
    expect(set.response.statusCode, set.response.body).toBe(200);
    expect(set.rows).toHaveLength(1);
    expect(set.rows[0]).toMatchObject({
      action: 'update',
      entity: 'member',
      entityId: member.id,
      memberId: member.id,
      userId: admin.id,
      role: 'admin',
      before: { phone: null },
      after: { phone: '254712345678' },
    });

    const changed = await auditOfRequest(ctx, () => setPhone(member.id, '+254 110 000 001'));
    expect(changed.response.statusCode).toBe(200);
    expect(changed.rows.map((row) => [row.before, row.after])).toEqual([
      [{ phone: '254712345678' }, { phone: '254110000001' }],
    ]);

    const cleared = await auditOfRequest(ctx, () => setPhone(member.id, null));
    expect(cleared.response.statusCode).toBe(200);
    expect(cleared.rows.map((row) => [row.before, row.after])).toEqual([
      [{ phone: '254110000001' }, { phone: null }],
    ]);
  });

  it('writes nothing for the same phone again, nor for a refused change (409, 404, 422)', async () => {
    expect((await setPhone(other.id, '0722 000 222')).statusCode).toBe(200);
    const refused = [
      [() => setPhone(other.id, '0722000222'), 200],
      [() => setPhone(member.id, '0722000222'), 409],
      [() => setPhone(999_999, '0733000333'), 404],
      [() => setPhone(member.id, '12345'), 422],
      [() => as(ctx, member).patch(`/users/${member.id}`, { phone: '0744000444' }), 403],
    ] as const;
    for (const [send, status] of refused) await expectNoRecord(ctx, send, status);
  });
});

describe('POST /payments/c2b/token writes one settings record that never holds the token', () => {
  it('records the first token as generated and the next as rotated, never the token or its hash', async () => {
    for (const [before, after] of [
      ['not set', 'generated'],
      ['set', 'rotated'],
    ]) {
      const { response, rows } = await auditOfRequest(ctx, () => as(ctx, admin).post('/payments/c2b/token'));
      expect(response.statusCode, response.body).toBe(200);
      const token = response.json().token as string;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'rotate',
        entity: 'settings',
        entityId: 1,
        userId: admin.id,
        role: 'admin',
        memberId: null,
        before: { c2b_callback_urls: before },
        after: { c2b_callback_urls: after },
      });
      const written = JSON.stringify(rows[0]);
      expect(written).not.toContain(token);
      expect(written).not.toMatch(/token|hash/i);
    }
  });

  it('writes nothing when a member asks for it (403)', () =>
    expectNoRecord(ctx, () => as(ctx, member).post('/payments/c2b/token'), 403));
});
