import { type LoginAnswer, settableClock } from '@links/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { auditRecords, people, users } from '../../db/schema.js';
import { PASSWORD, type SignedIn } from '../../test/app.js';
import { callerOf } from '../../test/http.js';
import type { OfficesScene } from '../../test/offices-scene.js';
import { openOtherGroup, signUpOfficesInGroup } from '../../test/other-group.js';
import {
  lastMessage,
  MALFORMED_BODIES,
  OWN_PASSWORD,
  resetCodeIn,
  signedInFrom,
  signInWith,
} from '../../test/passwords.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { setMemberStatus } from '../directory/index.js';
import { PASSWORD_ALREADY_SET, RESET_ELSEWHERE } from './invitations.js';
import { NOT_A_MEMBER } from './memberships.js';

// docs/decisions/people.md: one person, one password, a membership in each of their groups.
const clock = settableClock('2026-03-02T07:00:00Z');
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp(CALLERS, (s) => (scene = s), { clock });

let groupB: number;
let bee: OfficesScene;
/** Group 1's member, added to group B too: their membership there. */
let memberInB: number;
let addedToB: { user_id: number; invitation_code: string | null; member_number: string };

const db = () => scene.ctx.database.db;
const nextMinute = () => clock.set(new Date(clock.now().getTime() + 61_000));
const call = callerOf(() => scene.ctx);

async function signIn(email: string, password = PASSWORD): Promise<SignedIn & LoginAnswer> {
  nextMinute();
  const res = await signInWith(scene.ctx, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return signedInFrom(res.json());
}

/** Adds a member to group B through its wizard, as B's treasurer. */
function addToB(email: string, password?: string) {
  return call('POST', '/create-user-account', bee.treasurer, {
    firstname: 'Njeri',
    lastname: 'Wambui',
    email,
    ...(password === undefined ? {} : { password }),
  });
}

beforeAll(async () => {
  groupB = await openOtherGroup(scene.ctx, 'Bidii Women');
  bee = await signUpOfficesInGroup(scene.ctx, groupB, 'Bee');
  const res = await addToB(scene.member.user.email.toUpperCase());
  expect(res.statusCode, res.body).toBe(201);
  addedToB = res.json();
  memberInB = addedToB.user_id;
});

describe('a person in two groups', () => {
  it('is one person with a membership in each, and needs no invitation to the second', async () => {
    // The wizard of group B found the person by their email (in any case) and added a membership.
    expect(addedToB.invitation_code).toBeNull();
    const persons = await db().select().from(people).where(eq(people.email, scene.member.user.email));
    expect(persons).toHaveLength(1);
    const memberships = await runInGroup(groupB, () =>
      db().select().from(users).where(eq(users.personId, persons[0]!.id)),
    );
    expect(memberships.map((m) => [m.id, m.email])).toEqual([[memberInB, scene.member.user.email]]);
    // A new email in group B is a new person, invited as before.
    const fresh = (await addToB('new.person@example.com')).json();
    expect(fresh.invitation_code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Its code is found in group B by no one signed in, and signs the new person in there.
    const code = fresh.invitation_code as string;
    expect((await call('GET', `/invitations/${code}`)).json()).toEqual({
      firstname: 'Njeri',
      has_password: false,
      new_group: null,
    });
    const accepted = await call('POST', `/invitations/${code}/accept`, undefined, { password: OWN_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.users_id).toBe(fresh.user_id);
    expect((await call('GET', '/me', signedInFrom(accepted.json()))).json().users_id).toBe(fresh.user_id);
    expect((await call('GET', `/invitations/${code}`)).statusCode).toBe(404);
  });

  it('signs in once, lands in the last group, and is told both', async () => {
    const first = await signIn(scene.member.user.email);
    expect(first.groups?.map((g) => [g.group_id, g.current])).toEqual([
      [1, true],
      [groupB, false],
    ]);
    expect(first.groups?.[1]).toMatchObject({ name: 'Bidii Women', office: 'member', status: 'active' });
    // Each group numbers its own members: the seventh of group B (docs/decisions/payments.md, "Member numbers").
    expect(first.groups?.[1]?.member_no).toBe('M007');

    const listed = await call('GET', '/me/groups', first);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ groups: first.groups, host: false });

    const moved = await call('POST', '/me/group', first, { group_id: groupB });
    expect(moved.statusCode, moved.body).toBe(200);
    const inB = signedInFrom(moved.json());
    expect(inB.user.users_id).toBe(memberInB);
    expect(moved.headers['set-cookie']).toBeDefined();
    expect((await call('GET', '/me', inB)).json().users_id).toBe(memberInB);
    // The sign-in of group 1 ended with the move.
    expect((await call('GET', '/me', first)).statusCode).toBe(401);
    expect(
      (await call('GET', '/me/groups', inB)).json().groups.map((g: { current: boolean }) => g.current),
    ).toEqual([false, true]);
    // The move is recorded in the group moved into.
    const records = await runInGroup(groupB, () => db().select().from(auditRecords));
    expect(records.some((r) => r.action === 'choose_group' && r.userId === memberInB)).toBe(true);

    // The next sign-in lands where the person last worked.
    const again = await signIn(scene.member.user.email);
    expect(again.user.users_id).toBe(memberInB);
    expect(again.groups?.find((g) => g.current)?.group_id).toBe(groupB);
    const back = await call('POST', '/me/group', again, { group_id: 1 });
    expect(back.json().user.users_id).toBe(scene.member.id);
  });

  it('sees each group’s money only in that group', async () => {
    const inOne = await signIn(scene.member.user.email);
    expect(inOne.user.users_id).toBe(scene.member.id);
    // Group B's membership is not a member of group 1, and the other way round.
    expect((await call('GET', `/savings/total/${memberInB}`, inOne)).statusCode).toBe(403);
    const inB = signedInFrom((await call('POST', '/me/group', inOne, { group_id: groupB })).json());
    expect((await call('GET', `/savings/total/${scene.member.id}`, inB)).statusCode).toBe(403);
    expect((await call('GET', `/savings/total/${memberInB}`, inB)).statusCode).toBe(200);
    await call('POST', '/me/group', inB, { group_id: 1 });
  });

  it('is refused a group they do not belong to, and every malformed choice, writing nothing', async () => {
    const who = await signIn(scene.member.user.email);
    const records = async () => (await db().select({ n: count() }).from(auditRecords))[0]?.n;
    const before = await records();
    const other = await call('POST', '/me/group', scene.otherMember, { group_id: groupB });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: NOT_A_MEMBER, code: 'NOT_A_MEMBER' });
    expect((await call('POST', '/me/group', who, { group_id: 2_000_000 })).statusCode).toBe(403);
    for (const body of [
      ...MALFORMED_BODIES,
      { group_id: 'two' },
      { group_id: 0 },
      { group_id: -1 },
      { group_id: 1.5 },
      { group_id: 2_147_483_648 },
      { group_id: '1\u0000' },
      { group_id: 'x'.repeat(100_000) },
      { group_id: 1, extra: true },
    ]) {
      const res = await call('POST', '/me/group', who, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await records()).toBe(before);
    expect((await call('GET', '/me', who)).statusCode).toBe(200);
    expect((await call('GET', '/me/groups')).statusCode).toBe(401);
    expect((await call('POST', '/me/group', undefined, { group_id: 1 })).statusCode).toBe(401);
    const admin = await call('GET', '/me/groups', scene.admin);
    expect(admin.json().groups.map((g: { group_id: number }) => g.group_id)).toEqual([1]);
  });

  it('keeps their own password: a wizard giving them one is refused and adds no one', async () => {
    const before = await runInGroup(groupB, () => db().select({ n: count() }).from(users));
    const res = await addToB(scene.otherMember.user.email, 'Some-Other-Pass-1!');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('PERSON_ELSEWHERE');
    expect(await runInGroup(groupB, () => db().select({ n: count() }).from(users))).toEqual(before);
    expect((await signInWith(scene.ctx, scene.otherMember.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('is not reset by one group’s officials: the password signs them in elsewhere too', async () => {
    const res = await call('POST', `/users/${memberInB}/password-reset`, bee.treasurer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: RESET_ELSEWHERE, code: 'MEMBER_OF_OTHER_GROUPS' });
    expect((await signInWith(scene.ctx, scene.member.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('changes the one password in one group: the sign-ins of the other group end', async () => {
    const inOne = await signIn(scene.member.user.email);
    const inB = signedInFrom(
      (
        await call('POST', '/me/group', await signIn(scene.member.user.email), {
          group_id: groupB,
        })
      ).json(),
    );
    const changed = await call('POST', '/me/password', inOne, {
      current_password: PASSWORD,
      new_password: OWN_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/me', inOne)).statusCode).toBe(200);
    expect((await call('GET', '/me', inB)).statusCode).toBe(401);
    expect((await signInWith(scene.ctx, scene.member.user.email, PASSWORD)).statusCode).toBe(401);
    nextMinute();
    const withNew = await signInWith(scene.ctx, scene.member.user.email, OWN_PASSWORD);
    expect(withNew.statusCode).toBe(200);

    // A forgotten password: the code goes to the group the sign-in lands in, and sets it for both.
    nextMinute();
    const asked = await call('POST', '/password-resets', undefined, { email: scene.member.user.email });
    expect(asked.statusCode).toBe(202);
    const landing = (withNew.json() as LoginAnswer).groups!.find((g) => g.current)!.group_id;
    const landedAs = landing === 1 ? scene.member.id : memberInB;
    const message = await runInGroup(landing, () => lastMessage(scene.ctx, landedAs, 'password_reset'));
    const done = await call('POST', '/password-resets/confirm', undefined, {
      email: scene.member.user.email,
      code: resetCodeIn(message.body),
      password: PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call('GET', '/me', inOne)).statusCode).toBe(401);
    const finally_ = await signIn(scene.member.user.email, PASSWORD);
    expect(finally_.groups).toHaveLength(2);
  });

  it('signs in only where they are still a member', async () => {
    // The member left group B (an exit's settling is the members module's, here only its outcome).
    await runInGroup(groupB, () =>
      db().transaction((tx) => setMemberStatus(tx, memberInB, 'inactive', '2026-03-02')),
    );
    const who = await signIn(scene.member.user.email);
    expect(who.user.users_id).toBe(scene.member.id);
    expect(who.groups?.map((g) => g.group_id)).toEqual([1]);
    expect((await call('POST', '/me/group', who, { group_id: groupB })).statusCode).toBe(403);
  });

  it('numbers members added at once in one group apart, each group from its own count', async () => {
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addToB(`parallel${i}@example.com`).then((res) => res.json())),
    );
    const numbers = added.map((answer) => answer.member_number as string).sort();
    expect(new Set(numbers).size).toBe(8);
    const before = Number(addedToB.member_number.slice(1));
    expect(numbers.every((n) => Number(n.slice(1)) > before)).toBe(true);
    const one = await call('POST', '/create-user-account', scene.admin, {
      firstname: 'Amani',
      lastname: 'Otieno',
      email: 'amani.one@example.com',
    });
    expect(one.json().member_number).toBe('M004');
  });

  it('keeps a password chosen with one group’s invitation: another group’s invitation is refused', async () => {
    const email = 'two.invitations@example.com';
    const inB = (await addToB(email)).json();
    const inOne = (
      await call('POST', '/create-user-account', scene.admin, { firstname: 'Pili', lastname: 'Mbili', email })
    ).json();
    expect(inB.invitation_code).toMatch(/-/);
    expect(inOne.invitation_code).toMatch(/-/);
    const first = await call('POST', `/invitations/${inOne.invitation_code}/accept`, undefined, {
      password: OWN_PASSWORD,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/invitations/${inB.invitation_code}/accept`, undefined, {
      password: 'Another-Pass-42!',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: PASSWORD_ALREADY_SET, code: 'PASSWORD_ALREADY_SET' });
    nextMinute();
    expect((await signInWith(scene.ctx, email, OWN_PASSWORD)).json().groups).toHaveLength(2);
  });
});
