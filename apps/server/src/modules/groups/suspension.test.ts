import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { bankAccounts } from '../../db/schema.js';
import { GROUP_SUSPENDED } from '../../lib/guards.js';
import { callerOf } from '../../test/http.js';
import type { OfficesScene } from '../../test/offices-scene.js';
import { openOtherGroup, signUpOfficesInGroup } from '../../test/other-group.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { setGroupStatus } from './index.js';

// docs/decisions/groups.md, "Suspended groups": a suspended group reads and downloads, and changes
// nothing; its members' own accounts still change; another group goes on.
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp(CALLERS, (s) => (scene = s));
let groupB: number;
let bee: OfficesScene;

const call = callerOf(() => scene.ctx);
const bankRows = async () => (await scene.ctx.database.db.select({ n: count() }).from(bankAccounts))[0]?.n;
const newBank = (who: { headers: object }) =>
  call('POST', '/create-bank-account', who, { name: 'Till', amount: 10 });

beforeAll(async () => {
  groupB = await openOtherGroup(scene.ctx, 'Bidii Women');
  bee = await signUpOfficesInGroup(scene.ctx, groupB, 'Bee');
});

describe('a suspended group', () => {
  it('refuses every change of the group with 423, writing nothing, and still reads and downloads', async () => {
    expect(await setGroupStatus(scene.ctx.database.db, 1, 'suspended')).toBe(true);
    const before = await bankRows();
    const refused = await newBank(scene.admin);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ message: GROUP_SUSPENDED, code: 'GROUP_SUSPENDED' });
    const applied = await call('POST', '/loan-applications', scene.member, { amount: 1000 });
    expect(applied.statusCode).toBe(423);
    expect(await bankRows()).toBe(before);

    expect((await call('GET', `/statements/${scene.member.id}`, scene.member)).statusCode).toBe(200);
    const exported = await call('GET', '/export', scene.admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('zip');
    const groups = (await call('GET', '/me/groups', scene.member)).json().groups;
    expect(groups).toEqual([expect.objectContaining({ group_id: 1, status: 'suspended', current: true })]);
    // One's own account still changes: the password's refusal is about the body, not the group.
    expect((await call('POST', '/me/password', scene.member, {})).statusCode).toBe(422);
  });

  it('stops no other group', async () => {
    const res = await newBank(bee.treasurer);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await runInGroup(groupB, () => bankRows());
    expect(rows).toBe(1);
  });

  it('changes again once resumed', async () => {
    expect(await setGroupStatus(scene.ctx.database.db, 1, 'active')).toBe(true);
    expect((await newBank(scene.admin)).statusCode).toBe(201);
    expect(await setGroupStatus(scene.ctx.database.db, 2_000_000, 'suspended')).toBe(false);
  });
});
