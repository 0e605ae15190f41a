import zlib from 'node:zlib';
import { normalizeInvitationCode } from '@links/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../../db/client.js';
import { createTestApp, nextAddress, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { lastMessage, OWN_PASSWORD, resetCodeIn } from '../../test/passwords.js';
import { readBackupArchive } from '../backup/archive.js';

// docs/decisions/passwords.md, "Backups, exports and logs": one-time codes reach no log line,
// backup or export; only the answer or the message meant to carry them.
let ctx: TestContext;
let admin: SignedIn;
const lines: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => lines.push(line) } });
  admin = await signUp(ctx, 'admin');
  const api = as(ctx, admin);
  const created = await api.post('/create-user-account', {
    firstname: 'Siri',
    lastname: 'Kuu',
    email: 'siri@example.com',
  });
  expect(created.statusCode, created.body).toBe(201);
  const invited = created.json();
  const second = await api.post('/create-user-account', {
    firstname: 'Pili',
    lastname: 'Kuu',
    email: 'pili@example.com',
  });
  const pending = second.json();
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/links${url}`, payload, remoteAddress: nextAddress() });
  expect((await inject('GET', `/invitations/${invited.invitation_code}`)).statusCode).toBe(200);
  expect(
    (await inject('POST', `/invitations/${invited.invitation_code}/accept`, { password: OWN_PASSWORD }))
      .statusCode,
  ).toBe(200);
  expect((await inject('POST', '/password-resets', { email: 'siri@example.com' })).statusCode).toBe(202);
  const code = resetCodeIn((await lastMessage(ctx, invited.user_id, 'password_reset')).body);
  // A code still open at the backup: the reset is confirmed after it.
  expect((await inject('POST', '/password-resets', { email: 'pili@example.com' })).statusCode).toBe(202);
  const openCode = resetCodeIn((await lastMessage(ctx, pending.user_id, 'password_reset')).body);
  const reset = await api.post(`/users/${pending.user_id}/password-reset`);
  secrets.push(
    invited.invitation_code,
    normalizeInvitationCode(invited.invitation_code) ?? '',
    pending.invitation_code,
    normalizeInvitationCode(pending.invitation_code) ?? '',
    reset.json().invitation_code,
    normalizeInvitationCode(reset.json().invitation_code) ?? '',
    code,
    openCode,
  );
  expect(
    (
      await inject('POST', '/password-resets/confirm', {
        email: 'siri@example.com',
        code,
        password: 'Nyingine-Tena-8!',
      })
    ).statusCode,
  ).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

const holdsNoSecret = (text: string, where: string) => {
  for (const secret of secrets)
    expect(text.includes(secret), `${where}: a code of ${secret.length} characters`).toBe(false);
  expect(text).not.toContain('Your invitation to Links');
  expect(text).not.toContain('password reset code');
};

describe('one-time codes', () => {
  it('are in no log line; an invitation’s URL is logged with [code]', () => {
    const text = lines.join('');
    holdsNoSecret(text, 'the log');
    expect(text).toContain('/api/links/invitations/[code]');
  });

  it('are in no backup: the outbox, invitations and reset codes are left out', async () => {
    const api = as(ctx, admin);
    expect((await api.post('/admin/backup')).statusCode).toBe(201);
    const download = await api.get('/admin/backups/latest/download');
    expect(download.statusCode).toBe(200);
    const tar = zlib.gunzipSync(download.rawPayload).toString('latin1');
    holdsNoSecret(tar, 'the backup');
    const backup = readBackupArchive(download.rawPayload, knownMigrations());
    expect(backup.tables.get('outbox')).toEqual([]);
    expect(backup.tables.get('invitations')).toEqual([]);
    expect(backup.tables.get('password_resets')).toEqual([]);
    expect(backup.tables.get('users')).toHaveLength(3);
  });

  it('are in no export: those tables are left out whole', async () => {
    const res = await as(ctx, admin).get('/export');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).not.toContain('outbox.csv');
    expect(Object.keys(files)).not.toContain('invitations.csv');
    expect(Object.keys(files)).not.toContain('password_resets.csv');
    expect(Object.keys(files)).toContain('users.csv');
    holdsNoSecret(
      Object.values(files)
        .map((file) => strFromU8(file))
        .join('\n'),
      'the export',
    );
  });
});
