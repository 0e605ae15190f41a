import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { createTestApp, signInAgain, type TestContext } from '../../test/app.js';
import { decide, expectSentForApproval } from '../../test/approvals-scene.js';
import { type OfficesScene, setOffice, signUpOffices, stillSignedIn } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { tableCounts } from '../../test/table-counts.js';

/*
 * A change of office is a request that needs the quorum (docs/decisions/approvals.md, "Kinds"):
 * with two approvals required, no official promotes or demotes anyone alone.
 */

async function quorumOfTwo(): Promise<OfficesScene> {
  const ctx: TestContext = await createTestApp();
  const scene = await signUpOffices(ctx);
  await setQuorum(ctx, 2);
  return scene;
}

const officeOf = async (s: OfficesScene, userId: number) =>
  (await send(s.ctx, s.chair, 'GET', '/get-users'))
    .json()
    .users.find((u: { users_id: number }) => u.users_id === userId)?.office;

describe('a change of office with a quorum of two', () => {
  it('waits for a second official, who carries it out once; the member is signed out then', async () => {
    const s = await quorumOfTwo();
    try {
      const asked = await setOffice(s.ctx, s.chair, s.member.id, 'secretary');
      const id = expectSentForApproval(asked, 1);
      expect(asked.json()).toMatchObject({ kind: 'office_change' });
      expect(await officeOf(s, s.member.id)).toBe('member');
      expect(await stillSignedIn(s.ctx, s.member)).toBe(true);
      // The maker again: 409; the member concerned cannot vote, nor can the auditor.
      expect((await decide(s.ctx, s.chair, id, { decision: 'Approve' })).statusCode).toBe(409);
      expect((await decide(s.ctx, s.member, id, { decision: 'Approve' })).statusCode).toBe(403);
      expect((await decide(s.ctx, s.auditor, id, { decision: 'Approve' })).statusCode).toBe(403);
      const done = await decide(s.ctx, s.treasurer, id, { decision: 'Approve' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'Approved' });
      expect(await officeOf(s, s.member.id)).toBe('secretary');
      expect(await stillSignedIn(s.ctx, s.member)).toBe(false);
      const again = await signInAgain(s.ctx, s.member);
      expect(again.user).toMatchObject({ role: 'admin', office: 'secretary' });
      expect((await decide(s.ctx, s.secretary, id, { decision: 'Approve' })).statusCode).toBe(409);
    } finally {
      await s.ctx.close();
    }
  });

  it('never counts an official raised to an office, but counts one stepping down like any other', async () => {
    const s = await quorumOfTwo();
    try {
      // Raised: the member made treasurer never votes on it.
      const raised = expectSentForApproval(await setOffice(s.ctx, s.chair, s.member.id, 'treasurer'), 1);
      expect((await decide(s.ctx, s.member, raised, { decision: 'Approve' })).statusCode).toBe(403);
      // The treasurer asks to step down: their own approval counts, a second official completes it.
      const own = await setOffice(s.ctx, s.treasurer, s.treasurer.id, 'member');
      const id = expectSentForApproval(own, 1);
      expect((await decide(s.ctx, s.treasurer, id, { decision: 'Approve' })).statusCode).toBe(409);
      expect((await decide(s.ctx, s.chair, id, { decision: 'Approve' })).statusCode).toBe(200);
      expect(await officeOf(s, s.treasurer.id)).toBe('member');
      // Refused at once, writing nothing, when the trial run is refused: an unknown user.
      const before = await tableCounts(s.ctx.database.db);
      expect((await setOffice(s.ctx, s.secretary, 2_147_483_647, 'chair')).statusCode).toBe(404);
      expect((await setOffice(s.ctx, s.secretary, s.member.id, 'president')).statusCode).toBe(422);
      expect((await setOffice(s.ctx, s.auditor, s.member.id, 'chair')).statusCode).toBe(403);
      expect(await tableCounts(s.ctx.database.db)).toEqual(before);
    } finally {
      await s.ctx.close();
    }
  });

  it('leaves no official of two able to remove the other alone: the one removed may refuse', async () => {
    const s = await quorumOfTwo();
    try {
      // Down to two officials, the chair and the treasurer.
      const secretaryOut = expectSentForApproval(
        await setOffice(s.ctx, s.chair, s.secretary.id, 'member'),
        1,
      );
      expect((await decide(s.ctx, s.treasurer, secretaryOut, { decision: 'Approve' })).statusCode).toBe(200);
      // The chair alone cannot make the treasurer a member: it waits, and the treasurer refuses.
      const removal = expectSentForApproval(await setOffice(s.ctx, s.chair, s.treasurer.id, 'member'), 1);
      expect(await officeOf(s, s.treasurer.id)).toBe('treasurer');
      const refused = await decide(s.ctx, s.treasurer, removal, {
        decision: 'Reject',
        reason: 'Not agreed at a meeting',
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({ status: 'Rejected' });
      expect(await officeOf(s, s.treasurer.id)).toBe('treasurer');
      // Nor demote them to auditor, an office that changes nothing.
      expectSentForApproval(await setOffice(s.ctx, s.chair, s.treasurer.id, 'auditor'), 1);
      expect(await officeOf(s, s.treasurer.id)).toBe('treasurer');
    } finally {
      await s.ctx.close();
    }
  });

  it('changes the phone with the request, and nothing when the office change is refused', async () => {
    const s = await quorumOfTwo();
    try {
      const asked = await send(s.ctx, s.chair, 'PATCH', `/users/${s.otherMember.id}`, {
        office: 'treasurer',
        phone: '0712345678',
      });
      expectSentForApproval(asked, 1);
      const listed = (await send(s.ctx, s.chair, 'GET', '/get-users')).json().users;
      const phoneOf = async () =>
        (await send(s.ctx, s.chair, 'GET', '/get-users'))
          .json()
          .users.find((u: { users_id: number }) => u.users_id === s.otherMember.id);
      expect(listed.find((u: { users_id: number }) => u.users_id === s.otherMember.id)).toMatchObject({
        office: 'member',
        phone: '254712345678',
      });
      // A second request for the same member's office while one waits: 409, and the phone stays.
      const second = await send(s.ctx, s.secretary, 'PATCH', `/users/${s.otherMember.id}`, {
        office: 'secretary',
        phone: '0722000000',
      });
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({ code: 'APPROVAL_PENDING' });
      expect(await phoneOf()).toMatchObject({ phone: '254712345678', office: 'member' });
    } finally {
      await s.ctx.close();
    }
  });
});
