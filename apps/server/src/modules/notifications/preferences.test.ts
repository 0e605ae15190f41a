import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { send, statusesFor } from '../../test/access.js';
import type { SignedIn } from '../../test/app.js';
import { expectNoRecord, expectOneRecord } from '../../test/audit-rows.js';
import { leaveFor } from '../../test/inbox-scene.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';

/*
 * docs/decisions/notifications.md, "Preferences": each member chooses their own channels and
 * language; SMS needs a phone on file; a change is audited, a refusal writes nothing.
 */

let s: OfficesScene;
useOfficesApp((ready) => {
  s = ready;
});

const get = (who: SignedIn | undefined) => send(s.ctx, who, 'GET', '/me/preferences');
const patch = (who: SignedIn | undefined, body: unknown) =>
  send(s.ctx, who, 'PATCH', '/me/preferences', body);
const callers = () => ({ admin: s.chair, member: s.member, otherMember: s.otherMember });

const stored = async (id: number) => {
  const [row] = await s.ctx.database.db
    .select({ channels: users.channels, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
};
const setPhone = (id: number, phone: string | null) =>
  s.ctx.database.db.update(users).set({ phone }).where(eq(users.id, id));

describe('GET /me/preferences', () => {
  it("answers the caller's own: both channels and English at first, and whether a phone is on file", async () => {
    expect(await statusesFor(s.ctx, callers(), 'GET', '/me/preferences')).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 200,
      admin: 200,
    });
    expect((await get(s.member)).json()).toEqual({
      channels: ['email', 'sms'],
      language: 'en',
      has_phone: false,
    });
  });
});

describe('PATCH /me/preferences', () => {
  it('sets the language, audited, for the caller only; messages are then written in it', async () => {
    const record = await expectOneRecord(s.ctx, () => patch(s.member, { language: 'sw' }));
    expect(record).toMatchObject({
      userId: s.member.id,
      memberId: s.member.id,
      action: 'update_preferences',
      entity: 'user',
      entityId: s.member.id,
      before: { language: 'en' },
      after: { language: 'sw' },
    });
    expect((await get(s.member)).json()).toMatchObject({ language: 'sw' });
    expect((await get(s.otherMember)).json()).toMatchObject({ language: 'en' });
    const id = await leaveFor(s.ctx, s.member.id, 'Risiti');
    const listed = (await send(s.ctx, s.member, 'GET', '/notifications/mine')).json();
    expect(listed.data.find((m: { id: number }) => m.id === id)).toBeDefined();
    const [row] = await s.ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, s.member.id));
    expect(row?.language).toBe('sw');
  });

  it('sets the channels as the whole choice: one, or none (the inbox only)', async () => {
    const res = await patch(s.member, { channels: ['email'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channels: ['email'], language: 'sw', has_phone: false });
    expect((await patch(s.member, { channels: [] })).json()).toMatchObject({ channels: [] });
    expect(await stored(s.member.id)).toEqual({ channels: [], language: 'sw' });
    expect(await stored(s.otherMember.id)).toEqual({ channels: ['email', 'sms'], language: 'en' });
  });

  it('writes nothing when nothing changes', async () => {
    await expectNoRecord(s.ctx, () => patch(s.member, { channels: [], language: 'sw' }), 200);
  });

  it('refuses SMS without a phone on file with 422 on channels, and takes it with one', async () => {
    const before = await stored(s.member.id);
    const refused = await patch(s.member, { channels: ['email', 'sms'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PHONE_REQUIRED',
      fields: { channels: 'SMS needs a phone number on file. Ask an official to add yours first.' },
    });
    expect(await stored(s.member.id)).toEqual(before);
    await setPhone(s.member.id, '254712345678');
    const taken = await patch(s.member, { channels: ['sms', 'email'] });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ channels: ['email', 'sms'], language: 'sw', has_phone: true });
  });

  it('refuses unknown channels and languages with 422 naming the field, and writes nothing', async () => {
    const before = await stored(s.member.id);
    const cases: [unknown, string][] = [
      [{ channels: ['fax'] }, 'channels'],
      [{ channels: ['email', 'whatsapp'] }, 'channels'],
      [{ channels: 'email' }, 'channels'],
      [{ channels: null }, 'channels'],
      [{ channels: ['email', 'email', 'sms'] }, 'channels'],
      [{ channels: [null] }, 'channels'],
      [{ channels: ['email\u0000'] }, 'channels'],
      [{ channels: Array.from({ length: 1000 }, () => 'email') }, 'channels'],
      [{ language: 'fr' }, 'language'],
      [{ language: 'SW' }, 'language'],
      [{ language: 42 }, 'language'],
      [{ language: null }, 'language'],
      [{ language: 'x'.repeat(100_000) }, 'language'],
      [{ language: 'en\u0000' }, 'language'],
    ];
    for (const [body, field] of cases) {
      const { statusCode, body: text } = await patch(s.member, body);
      expect([JSON.stringify(body).slice(0, 60), statusCode]).toEqual([
        JSON.stringify(body).slice(0, 60),
        422,
      ]);
      // A NUL character is refused where it is, before the field is read: `channels.0`.
      const named = Object.keys(JSON.parse(text).fields ?? {}).map((key) => key.split('.')[0]);
      expect(named, text).toContain(field);
    }
    for (const body of [{}, null, [], { colour: 'red' }]) {
      await expectNoRecord(s.ctx, () => patch(s.member, body), 422);
    }
    await expectNoRecord(s.ctx, () => patch(s.member, 'sw'), 415);
    expect(await stored(s.member.id)).toEqual(before);
  });

  it("is each member's own: anonymous 401, every office and the auditor change only their own", async () => {
    expect((await patch(undefined, { language: 'sw' })).statusCode).toBe(401);
    for (const who of [s.chair, s.treasurer, s.secretary, s.auditor, s.otherMember]) {
      const res = await patch(who, { language: 'sw', channels: ['email'] });
      expect(res.statusCode).toBe(200);
      expect(await stored(who.id)).toEqual({ channels: ['email'], language: 'sw' });
    }
    expect((await get(s.member)).json()).toEqual({
      channels: ['email', 'sms'],
      language: 'sw',
      has_phone: true,
    });
  });
});
