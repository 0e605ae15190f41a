import { beforeAll, describe, expect, it } from 'vitest';
import { send, statusesFor } from '../../test/access.js';
import type { SignedIn } from '../../test/app.js';
import { leaveFor, storedMessages } from '../../test/inbox-scene.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';

/*
 * docs/decisions/notifications.md, "The inbox": each member, officials too, reads and marks only
 * their own messages; a secret one is never listed.
 */

let s: OfficesScene;
useOfficesApp((ready) => {
  s = ready;
});

const inbox = (who: SignedIn | undefined, query = '') =>
  send(s.ctx, who, 'GET', `/notifications/mine${query}`);
const read = (who: SignedIn | undefined, id: number | string) =>
  send(s.ctx, who, 'POST', `/notifications/${id}/read`);

const callers = () => ({ admin: s.chair, member: s.member, otherMember: s.otherMember });

interface Listed {
  data: { id: number; subject: string; read_at: string | null; link: string | null; kind: string }[];
  pagination: { page: number; per_page: number; total: number; pages: number };
  unread: number;
}

let memberIds: number[];
let otherId: number;
let chairId: number;
let secretId: number;

beforeAll(async () => {
  memberIds = [];
  for (const n of [1, 2, 3]) memberIds.push(await leaveFor(s.ctx, s.member.id, `Receipt ${n}`));
  memberIds.push(
    await leaveFor(s.ctx, s.member.id, 'Guarantee asked', {
      kind: 'guarantor_asked',
      link: '/my-applications',
    }),
  );
  secretId = await leaveFor(s.ctx, s.member.id, 'Reset code 123456', {
    kind: 'password_reset',
    secret: true,
  });
  otherId = await leaveFor(s.ctx, s.otherMember.id, 'Baraka receipt');
  chairId = await leaveFor(s.ctx, s.chair.id, 'Chair receipt');
});

describe('GET /notifications/mine', () => {
  it('answers anyone signed in, anonymous 401', async () => {
    expect(await statusesFor(s.ctx, callers(), 'GET', '/notifications/mine')).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 200,
      admin: 200,
    });
  });

  it("lists the caller's own messages newest first, never a secret one, with the unread count", async () => {
    const res = await inbox(s.member);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Listed;
    expect(body.data.map((m) => m.id)).toEqual([...memberIds].reverse());
    expect(body.data.map((m) => m.id)).not.toContain(secretId);
    expect(JSON.stringify(body)).not.toContain('123456');
    expect(body.unread).toBe(4);
    expect(body.pagination).toEqual({ page: 1, per_page: 10, total: 4, pages: 1 });
    expect(body.data[0]).toMatchObject({
      kind: 'guarantor_asked',
      subject: 'Guarantee asked',
      body: 'Guarantee asked: the whole text.',
      link: '/my-applications',
      read_at: null,
    });
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      ['body', 'created_at', 'id', 'kind', 'link', 'read_at', 'subject'].sort(),
    );
  });

  it('shows officials and other members only their own', async () => {
    for (const [who, own] of [
      [s.otherMember, otherId],
      [s.chair, chairId],
    ] as const) {
      const body = (await inbox(who)).json() as Listed;
      expect(body.data.map((m) => m.id)).toEqual([own]);
      expect(body.unread).toBe(1);
    }
    const auditor = (await inbox(s.auditor)).json() as Listed;
    expect(auditor).toMatchObject({ data: [], unread: 0, pagination: { total: 0 } });
  });

  it('pages the list, the unread count the whole inbox', async () => {
    const second = (await inbox(s.member, '?page=2&per_page=3')).json() as Listed;
    expect(second.data.map((m) => m.id)).toEqual([memberIds[0]]);
    expect(second.pagination).toEqual({ page: 2, per_page: 3, total: 4, pages: 2 });
    expect(second.unread).toBe(4);
    const past = (await inbox(s.member, '?page=9&per_page=3')).json() as Listed;
    expect(past.data).toEqual([]);
  });

  it('refuses a malformed page with 422 naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=-1', 'per_page'],
      ['?page=99999999999999', 'page'],
    ] as const) {
      const res = await inbox(s.member, query);
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
  });
});

describe('POST /notifications/{id}/read', () => {
  it("marks the caller's message read once: again keeps the first time", async () => {
    const [id] = memberIds;
    const first = await read(s.member, id!);
    expect(first.statusCode).toBe(200);
    const marked = first.json();
    expect(marked.message).toMatchObject({ id, subject: 'Receipt 1' });
    expect(marked.message.read_at).toEqual(expect.any(String));
    expect(marked.unread).toBe(3);
    const again = await read(s.member, id!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(marked);
    const listed = (await inbox(s.member)).json() as Listed;
    expect(listed.unread).toBe(3);
    expect(listed.data.find((m) => m.id === id)?.read_at).toBe(marked.message.read_at);
  });

  it("answers 404 for another member's message, officials too, and changes nothing", async () => {
    const before = await storedMessages(s.ctx, s.otherMember.id);
    for (const who of [s.member, s.chair, s.treasurer, s.secretary, s.auditor]) {
      const res = await read(who, otherId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Message not found.');
    }
    expect(await storedMessages(s.ctx, s.otherMember.id)).toEqual(before);
  });

  it('answers 404 for a secret message and for none, 401 anonymous', async () => {
    expect((await read(s.member, secretId)).statusCode).toBe(404);
    expect((await read(s.member, 2_000_000_000)).statusCode).toBe(404);
    expect((await read(undefined, memberIds[1]!)).statusCode).toBe(401);
    const secret = (await storedMessages(s.ctx, s.member.id)).find((m) => m.id === secretId);
    expect(secret?.readAt).toBeNull();
  });

  it('refuses a malformed id with a 4xx and changes nothing', async () => {
    const before = await storedMessages(s.ctx, s.member.id);
    for (const id of ['abc', '0', '-1', '1.5', '%00', '1%00']) {
      const res = await read(s.member, id);
      expect([id, res.statusCode]).toEqual([id, 422]);
    }
    // Beyond any id: no such message.
    for (const id of ['2147483648', '99999999999']) {
      expect([404, 422]).toContain((await read(s.member, id)).statusCode);
    }
    expect(await storedMessages(s.ctx, s.member.id)).toEqual(before);
  });

  it("lets the auditor mark their own messages read: their inbox is theirs, not the group's", async () => {
    const id = await leaveFor(s.ctx, s.auditor.id, 'Auditor receipt');
    const res = await read(s.auditor, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().unread).toBe(0);
  });
});

describe('POST /notifications/read-all', () => {
  it("marks every one of the caller's messages read, and no one else's", async () => {
    const res = await send(s.ctx, s.member, 'POST', '/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 3, unread: 0 });
    expect(((await inbox(s.otherMember)).json() as Listed).unread).toBe(1);
    expect(((await inbox(s.chair)).json() as Listed).unread).toBe(1);
    const secret = (await storedMessages(s.ctx, s.member.id)).find((m) => m.id === secretId);
    expect(secret?.readAt).toBeNull();
    const again = await send(s.ctx, s.member, 'POST', '/notifications/read-all');
    expect(again.json()).toEqual({ marked: 0, unread: 0 });
    expect((await send(s.ctx, undefined, 'POST', '/notifications/read-all')).statusCode).toBe(401);
  });
});
