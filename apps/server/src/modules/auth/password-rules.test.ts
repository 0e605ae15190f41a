import { COMMON_PASSWORD_MESSAGE, PASSWORD_MESSAGE, systemClock } from '@links/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { PASSWORD, type TestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { CALLERS, usePeopleApp } from '../../test/scene.js';
import { newMembers } from '../../test/wizard-rows.js';
import { firstRun } from './first-run.js';

let scene: { ctx: TestContext } & Record<keyof typeof CALLERS, { headers: { authorization: string } }>;
usePeopleApp(CALLERS, (s) => {
  scene = s;
});

/** docs/decisions/password-rules.md, "Password rules": each refused password and the message it gets. */
const REFUSED: [string, string][] = [
  ['chama-pesa-7x!', PASSWORD_MESSAGE], // no upper-case letter
  ['CHAMA-PESA-7X!', PASSWORD_MESSAGE], // no lower-case letter
  ['Chama-Pesa-xx!', PASSWORD_MESSAGE], // no digit
  ['ChamaPesa7x', PASSWORD_MESSAGE], // no other character
  ['Ch-7x!a', PASSWORD_MESSAGE], // 7 characters
  ['P@ssw0rd', COMMON_PASSWORD_MESSAGE], // on the list
  ['Password123!', COMMON_PASSWORD_MESSAGE], // on the list, with an ending
  ['Jennifer1990!', COMMON_PASSWORD_MESSAGE],
];
/** Input that is not a password at all: a 4xx, never a 5xx. */
const MALFORMED: unknown[] = [
  null,
  12345678,
  ['Chama-Pesa-7x!'],
  { p: 1 },
  'Chama\u0000Pesa-7x!',
  `Aa1!${'x'.repeat(200)}`,
];

const userCount = async () => (await scene.ctx.database.db.select({ n: count() }).from(users))[0]?.n;

describe('a new member’s password (POST /create-user-account)', () => {
  const newMember = newMembers('Achieng', 'Odhiambo');
  const create = (payload: unknown, headers: Record<string, string> = scene.admin.headers) =>
    scene.ctx.app.inject({
      method: 'POST',
      url: '/api/links/create-user-account',
      payload: payload as object,
      headers,
    });

  it('is refused for each missing kind, short, common, with the message, and writes nothing', async () => {
    const before = await userCount();
    for (const [password, message] of REFUSED) {
      const res = await create(newMember({ password }));
      expect(res.statusCode, password).toBe(422);
      expect(res.json().fields, password).toEqual({ password: message });
    }
    // null is no password at all: the member gets an invitation (docs/decisions/passwords.md).
    for (const password of MALFORMED.filter((value) => value !== null)) {
      const res = await create(newMember({ password }));
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
    }
    expect(await userCount()).toBe(before);
  });

  it('is taken when it holds the four kinds and is not common; only an admin may create', async () => {
    const payload = newMember({ password: 'Mti-Mkubwa-9!' });
    expect((await create(payload, {})).statusCode).toBe(401);
    expect((await create(payload, scene.member.headers)).statusCode).toBe(403);
    expect((await create(payload, scene.otherMember.headers)).statusCode).toBe(403);
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    const login = await scene.ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: payload.email, password: 'Mti-Mkubwa-9!' },
      remoteAddress: '10.200.0.1',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the first admin’s password (POST /setup)', () => {
  it('is refused the same way, before anything is written', async () => {
    // Set up already: a refused password is still a 422 first, for anyone.
    const setUp = (password: unknown, headers = {}) =>
      scene.ctx.app.inject({
        method: 'POST',
        url: '/api/links/setup',
        payload: {
          group_name: 'Umoja',
          firstname: 'Ada',
          lastname: 'Otieno',
          email: 'ada@example.com',
          password,
        },
        headers,
      });
    for (const [password, message] of REFUSED) {
      const res = await setUp(password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().fields, password).toEqual({ password: message });
    }
    for (const password of MALFORMED) expect((await setUp(password)).statusCode).toBe(422);
    for (const headers of [{}, scene.member.headers, scene.otherMember.headers, scene.admin.headers]) {
      expect((await setUp(PASSWORD, headers)).statusCode).toBe(409);
      const status = await scene.ctx.app.inject({ url: '/api/links/setup', headers });
      expect(status.json()).toEqual({ needed: false, code_needed: false });
    }
  });
});

describe('the environment’s first admin (LINKS_ADMIN_PASSWORD)', () => {
  it('stops the start with the rule’s message for a weak or common password', async () => {
    const database = await createTestDatabase();
    try {
      const start = (password: string) => {
        const config = loadConfig({ LINKS_ADMIN_EMAIL: 'boss@example.com', LINKS_ADMIN_PASSWORD: password });
        const noSession = async () => {
          throw new Error('no session at start');
        };
        return firstRun(database.db, config, systemClock, noSession).bootstrapAdmin();
      };
      await expect(start('Password123!')).rejects.toThrow(
        `LINKS_ADMIN_EMAIL/LINKS_ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`,
      );
      await expect(start('short')).rejects.toThrow(
        `LINKS_ADMIN_EMAIL/LINKS_ADMIN_PASSWORD: ${PASSWORD_MESSAGE}`,
      );
      expect(await start('Mti-Mkubwa-9!')).toBe('created');
    } finally {
      await database.close();
    }
  });
});
