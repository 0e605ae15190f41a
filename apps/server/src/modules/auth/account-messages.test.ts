import {
  invitationMessage,
  newDeviceSignInMessage,
  passwordChangedMessage,
  passwordResetByOfficialMessage,
  passwordResetMessage,
  resetLinkPath,
  settableClock,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownDevices } from '../../db/schema.js';
import { nextAddress, PASSWORD, type SignedIn, signInAgain } from '../../test/app.js';
import { as } from '../../test/http.js';
import { channelsOf, onlyMessage, setLanguage, setPhone, textOf } from '../../test/messages.js';
import { OTHER_PASSWORD, OWN_PASSWORD } from '../../test/passwords.js';
import { setQuorum } from '../../test/quorum.js';
import { named, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { newMembers } from '../../test/wizard-rows.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * docs/decisions/notifications.md, "Account messages" and "A sign-in from a new device": each in
 * the member's language, the SMS carrying the code.
 */
const clock = settableClock('2026-03-02T07:00:00Z');
const PEOPLE = {
  admin: 'admin',
  amina: named('Amina Wairimu'),
  juma: named('Juma Mwangi'),
  baraka: named('Baraka Ouma'),
  neema: named('Neema Achieng'),
} as const;
let scene: PeopleScene<typeof PEOPLE>;
usePeopleApp(
  PEOPLE,
  async (s) => {
    scene = s;
    await setQuorum(s.ctx, 1);
    await setLanguage(s.ctx, s.juma.id, 'sw');
    await setLanguage(s.ctx, s.neema.id, 'sw');
    await setPhone(s.ctx, s.juma.id, '254712000222');
  },
  { clock },
);

const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  scene.ctx.app.inject({
    method: 'POST',
    url: `/api/links${url}`,
    payload,
    headers,
    remoteAddress: nextAddress(),
  });
const signIn = (who: SignedIn, password: string, headers: Record<string, string> = {}) =>
  post(
    '/login',
    { email: who.user.email, password },
    { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile Safari/537.36', ...headers },
  );
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  return cookies.find((c) => c.startsWith('device='))?.split(';')[0] ?? '';
};

describe('an invitation', () => {
  it('is written with its code and link, the SMS carrying the code', async () => {
    const admin = await signInAgain(scene.ctx, scene.admin);
    const res = await as(scene.ctx, admin).post(
      '/create-user-account',
      newMembers('Njeri', 'Wambui')({ password: undefined }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    const message = await onlyMessage(scene.ctx, answer.user_id, 'invitation');
    expect(textOf(message)).toEqual(
      invitationMessage('en', {
        firstname: 'Njeri',
        url: answer.invitation_url,
        code: answer.invitation_code,
        expiresAt: new Date(answer.invitation_expires_at),
      }),
    );
    expect(message.sms).toContain(answer.invitation_code);
    expect(message.secret).toBe(true);
  });
});

describe('a password reset', () => {
  it('by code: the code in the member’s language, then word of the change, each once', async () => {
    for (const [who, language, firstname] of [
      [scene.amina, 'en', 'Amina'],
      [scene.juma, 'sw', 'Juma'],
    ] as const) {
      later(16);
      const asked = await post('/password-resets', { email: who.user.email });
      expect(asked.statusCode).toBe(202);
      const message = await onlyMessage(scene.ctx, who.id, 'password_reset');
      const code = /\b(\d{6})\b/.exec(message.sms)?.[1] ?? '';
      expect(textOf(message)).toEqual(
        passwordResetMessage(language, {
          firstname,
          code,
          url: resetLinkPath(who.user.email, code),
          expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
        }),
      );
      expect(await channelsOf(scene.ctx, message.id)).toEqual(
        language === 'sw' ? ['email', 'sms'] : ['email'],
      );
      const confirmed = await post('/password-resets/confirm', {
        email: who.user.email,
        code,
        password: OWN_PASSWORD,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const changed = await onlyMessage(scene.ctx, who.id, 'password_changed');
      expect(textOf(changed)).toEqual(
        passwordChangedMessage(language, { firstname, at: clock.now(), how: 'reset' }),
      );
    }
  });

  it('by an official: the invitation code in Kiswahili for a member who reads it', async () => {
    const admin = await signInAgain(scene.ctx, scene.admin);
    const res = await as(scene.ctx, admin).post(`/users/${scene.juma.id}/password-reset`, {});
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    const message = await onlyMessage(scene.ctx, scene.juma.id, 'password_reset_by_official');
    expect(textOf(message)).toEqual(
      passwordResetByOfficialMessage('sw', {
        firstname: 'Juma',
        url: answer.invitation_url,
        code: answer.invitation_code,
        expiresAt: new Date(answer.invitation_expires_at),
      }),
    );
  });
});

describe('a password changed by the member', () => {
  it('tells them once, in their language', async () => {
    const signedIn = await signIn(scene.amina, OWN_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const before = (await messagesFor(scene.ctx.database.db, scene.amina.id, 'password_changed')).length;
    const res = await post(
      '/me/password',
      { current_password: OWN_PASSWORD, new_password: OTHER_PASSWORD },
      { authorization: `Bearer ${signedIn.json().access_token}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const messages = await messagesFor(scene.ctx.database.db, scene.amina.id, 'password_changed');
    expect(messages).toHaveLength(before + 1);
    expect(textOf(messages.at(-1)!)).toEqual(
      passwordChangedMessage('en', { firstname: 'Amina', at: clock.now(), how: 'changed' }),
    );
  });
});

describe('a sign-in from a new device', () => {
  it('tells the member once per device, never for a device they signed in from before', async () => {
    // The sign-in that made each member noted their first device, which is not news.
    for (const [who, language, firstname] of [
      [scene.baraka, 'en', 'Baraka'],
      [scene.neema, 'sw', 'Neema'],
    ] as const) {
      const password = PASSWORD;
      expect(await messagesFor(scene.ctx.database.db, who.id, 'new_device_sign_in')).toEqual([]);
      const first = await signIn(who, password);
      expect(first.statusCode, first.body).toBe(200);
      const device = deviceCookieOf(first);
      expect(device).toMatch(/^device=[A-Za-z0-9_-]{43}$/);
      const message = await onlyMessage(scene.ctx, who.id, 'new_device_sign_in');
      expect(textOf(message)).toEqual(
        newDeviceSignInMessage(language, { firstname, at: clock.now(), device: 'Chrome on Android' }),
      );
      expect(message.link).toBe('/change-password');
      // The same browser again, any number of times: known.
      for (let i = 0; i < 2; i++) {
        later(1);
        const again = await signIn(who, password, { cookie: device });
        expect(again.statusCode).toBe(200);
        expect(deviceCookieOf(again)).toBe(device);
      }
      expect(await messagesFor(scene.ctx.database.db, who.id, 'new_device_sign_in')).toHaveLength(1);
      const devices = await scene.ctx.database.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, who.id));
      expect(devices.map((d) => d.name).sort()).toContain('Chrome on Android');
      expect(JSON.stringify(devices)).not.toContain(device.slice('device='.length));
    }
  });

  it('a malformed device cookie is a new device; a refused sign-in notes nothing', async () => {
    const before = await scene.ctx.database.db.select().from(knownDevices);
    const refused = await signIn(scene.amina, 'not-the-password', { cookie: 'device=x' });
    expect(refused.statusCode).toBe(401);
    expect(await scene.ctx.database.db.select().from(knownDevices)).toHaveLength(before.length);
    expect(deviceCookieOf(refused)).toBe('');
  });
});
