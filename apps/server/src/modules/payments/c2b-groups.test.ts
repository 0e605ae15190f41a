import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { c2bBody, callback, type PaymentsGroup, paymentsGroup } from '../../test/mpesa-fixtures.js';
import { openOtherGroup, signUpInGroup } from '../../test/other-group.js';
import { setGroupStatus } from '../groups/index.js';

// docs/decisions/groups.md, "The group of a request": a C2B callback names no group but by its token,
// and acts in the group whose token it carries.
let ctx: TestContext;
let first: PaymentsGroup;
let second: PaymentsGroup;
let secondGroup: number;
let secondAdmin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  first = await paymentsGroup(ctx, await signUp(ctx, 'admin'));
  secondGroup = await openOtherGroup(ctx, 'Second group');
  secondAdmin = await signUpInGroup(ctx, secondGroup, 'admin', {
    firstname: 'Second',
    lastname: 'Chair',
    office: 'chair',
  });
  second = await runInGroup(secondGroup, () => paymentsGroup(ctx, secondAdmin, 0, 'second.mpesa.test'));
}, 120_000);
afterAll(async () => ctx?.close());

describe('C2B callbacks on a deployment of two groups', () => {
  it('records a payment in the group whose token the callback carries, and only there', async () => {
    const member = second.members.get('Wanjiru')!;
    const res = await callback(
      ctx,
      'confirmation',
      second.token,
      c2bBody({ TransID: 'TKG2000001', BillRefNumber: member.memberNumber }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const recorded = await runInGroup(secondGroup, () => second.paymentOf('TKG2000001'));
    expect(recorded).toMatchObject({ userId: member.id });
    expect(await first.paymentOf('TKG2000001')).toBeUndefined();
  });

  it('keeps one group’s receipt apart from the other’s: the same receipt is each group’s once', async () => {
    const body = c2bBody({ TransID: 'TKG2000002', BillRefNumber: 'M002' });
    expect((await callback(ctx, 'confirmation', first.token, body)).statusCode).toBe(200);
    expect((await callback(ctx, 'confirmation', second.token, body)).statusCode).toBe(200);
    expect((await callback(ctx, 'confirmation', second.token, body)).json()).toMatchObject({ ResultCode: 0 });
    expect(await first.paymentOf('TKG2000002')).toBeDefined();
    expect(await runInGroup(secondGroup, () => second.paymentOf('TKG2000002'))).toBeDefined();
  });

  it('answers 404 to a token of no group, and records nothing', async () => {
    const res = await callback(ctx, 'confirmation', `${second.token}x`, c2bBody({ TransID: 'TKG2000003' }));
    expect(res.statusCode).toBe(404);
    expect(await first.paymentOf('TKG2000003')).toBeUndefined();
    expect(await runInGroup(secondGroup, () => second.paymentOf('TKG2000003'))).toBeUndefined();
  });

  it('still records a payment for a suspended group: the money has moved (docs/decisions/groups.md)', async () => {
    await setGroupStatus(ctx.database.db, secondGroup, 'suspended');
    const member = second.members.get('Wanjiru')!;
    const body = c2bBody({ TransID: 'TKG2000004', BillRefNumber: member.memberNumber });
    expect((await callback(ctx, 'confirmation', second.token, body)).json()).toMatchObject({ ResultCode: 0 });
    expect(await runInGroup(secondGroup, () => second.paymentOf('TKG2000004'))).toMatchObject({
      userId: member.id,
    });
    await setGroupStatus(ctx.database.db, secondGroup, 'active');
  });
});
