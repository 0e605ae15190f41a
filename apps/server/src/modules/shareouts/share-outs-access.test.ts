import { describe, expect, it } from 'vitest';
import { type Callers, OWNER_OR_ADMIN, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { countRows } from '../../test/money-rows.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let ctx: TestContext;
let s: ShareOutYear;
let callers: Callers;
useShareOutYear((scene) => ({ ctx, s, callers } = scene));

const adminOnly = (status: number) => ({ anonymous: 401, member: 403, otherMember: 403, admin: status });
const terms = () => ({ from: s.from, to: s.to, method: 'proportional', withholding_rate: 0.05 });

describe('who may share out and read share-outs', () => {
  it('previews are for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'POST', '/share-outs/preview', terms())).toEqual(adminOnly(200));
  });

  it('a commit is for admins only; a refused one writes nothing', async () => {
    const before = await countRows(ctx.database.db);
    const commit = { ...terms(), payout: 'to_savings' };
    expect(await statusesFor(ctx, callers, 'POST', '/share-outs', commit)).toEqual(adminOnly(201));
    const after = await countRows(ctx.database.db);
    // The admin's commit: one entry paying the shares and one closing the year.
    expect(after.journalEntries).toBe(before.journalEntries + 2);
  });

  it('the list, one share-out and its PDF are for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/share-outs')).toEqual(adminOnly(200));
    const id = (await ctx.app.inject({ url: '/api/links/share-outs', headers: s.admin.headers })).json()
      .share_outs[0].id;
    expect(await statusesFor(ctx, callers, 'GET', `/share-outs/${id}`)).toEqual(adminOnly(200));
    expect(await statusesFor(ctx, callers, 'GET', `/share-outs/${id}?format=pdf`)).toEqual(adminOnly(200));
  });

  it("a member's own lines are for the member and admins", async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/share-outs/user/${s.achieng.id}`)).toEqual(
      OWNER_OR_ADMIN,
    );
    expect(await statusesFor(ctx, callers, 'GET', '/share-outs/user/999999')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 404,
    });
  });

  it('pages a member’s lines on the server', async () => {
    const res = await ctx.app.inject({
      url: `/api/links/share-outs/user/${s.achieng.id}?page=1&per_page=101`,
      headers: s.admin.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('per_page must be between 1 and 100');
  });
});
