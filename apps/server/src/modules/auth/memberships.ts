import { formatMemberNumber, type GroupChoice } from '@links/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { findPersonByEmail, type Membership, membershipsOf, type Person } from '../directory/index.js';
import { groupsOf } from '../groups/index.js';

/*
 * A person's memberships as sign-in sees them (docs/decisions/people.md, "Signing in" and
 * "Choosing a group"): which one a sign-in lands in, and the groups the person may switch to.
 */

export const NOT_A_MEMBER = 'You are not a member of that group.';

/**
 * The memberships a person may sign in with: those of members who have not left, in groups that
 * have started (a group registered from /signup waits for its confirmation: docs/decisions/signup.md).
 */
export async function liveMemberships(db: Db, personId: number): Promise<Membership[]> {
  const memberships = (await membershipsOf(db, personId)).filter((m) => m.status === 'active');
  const waiting = new Set(
    (
      await groupsOf(
        db,
        memberships.map((m) => m.groupId),
      )
    )
      .filter((group) => group.status === 'pending')
      .map((group) => group.id),
  );
  return memberships.filter((m) => !waiting.has(m.groupId));
}

/**
 * Where a sign-in lands: the group the person last worked in while they are still a member there,
 * else their oldest group. Undefined when they belong to no group any more.
 */
export function landingOf(person: Pick<Person, 'lastGroupId'>, live: Membership[]): Membership | undefined {
  return live.find((m) => m.groupId === person.lastGroupId) ?? live[0];
}

/** The person's groups, for the login answer and `GET /me/groups`, the current one marked. */
export async function groupChoices(
  db: Db,
  live: Membership[],
  currentGroupId: number,
): Promise<GroupChoice[]> {
  const groups = await groupsOf(
    db,
    live.map((m) => m.groupId),
  );
  const found = new Map(groups.map((g) => [g.id, g]));
  return live.flatMap((m) => {
    const group = found.get(m.groupId);
    // A pending group is no choice yet (docs/decisions/signup.md, "Confirming").
    if (!group || group.status === 'pending') return [];
    return [
      {
        group_id: m.groupId,
        name: group.name,
        office: m.office,
        member_no: formatMemberNumber(m.memberNo),
        status: group.status,
        current: m.groupId === currentGroupId,
      },
    ];
  });
}

/**
 * The membership `POST /me/group` switches to: one of the person's, of a member who has not left;
 * any other group, one that does not exist included, is a 403. A suspended group may be chosen: its
 * members still read and download there (docs/decisions/groups.md, "Groups").
 */
export function membershipToChoose(live: Membership[], groupId: number): Membership {
  const membership = live.find((m) => m.groupId === groupId);
  if (!membership) throw forbidden(NOT_A_MEMBER, 'NOT_A_MEMBER');
  return membership;
}

/**
 * The membership an email's person is reached by when no one is signed in (a forgotten password):
 * the one their sign-in lands in. Undefined for an unknown email or a person who left every group.
 */
export async function landingOfEmail(
  db: Db,
  email: string,
): Promise<{ personId: number; membership: Membership } | undefined> {
  const person = await findPersonByEmail(db, email);
  if (!person) return undefined;
  const membership = landingOf(person, await liveMemberships(db, person.id));
  return membership && { personId: person.id, membership };
}
