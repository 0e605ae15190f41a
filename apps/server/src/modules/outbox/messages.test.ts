import { settableClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, deliveries, outbox } from '../../db/schema.js';
import { send } from '../../test/access.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { type ChannelServers, startChannelServers } from '../../test/channel-servers.js';
import { type OfficesScene, signUpOffices } from '../../test/offices-scene.js';
import { deliveriesOf, givePhone, leaveMessage } from '../../test/outbox-messages.js';
import { tableCounts } from '../../test/table-counts.js';

// docs/decisions/notifications.md, "The officials' outbox".

const clock = settableClock('2026-12-01T06:00:00Z');
let servers: ChannelServers;
let ctx: TestContext;
let s: OfficesScene;
let failedId: number;
let secretId: number;

beforeAll(async () => {
  servers = await startChannelServers();
  ctx = await createTestApp(servers.env, { clock });
  s = await signUpOffices(ctx);
  await givePhone(ctx.database.db, s.member.id, '254712345678');
  await givePhone(ctx.database.db, s.chair.id, '254722000111');
  servers.at.mode = 'status403';
  failedId = (await leaveMessage(ctx.database.db, clock, s.member.id, { body: 'Tumepokea KES 500.00.' })).id;
  secretId = (
    await leaveMessage(ctx.database.db, clock, s.otherMember.id, {
      kind: 'invitation',
      subject: 'Your invitation',
      body: 'Your code is K7Q9ZP',
      secret: true,
    })
  ).id;
  await ctx.app.services.delivery.deliverDue();
  servers.reset();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await servers?.close();
});

const counts = () => tableCounts(ctx.database.db);

describe('GET /messages', () => {
  it('is the officials’ and the auditor’s: anonymous 401, members 403', async () => {
    const statuses = async (who: keyof OfficesScene | undefined) =>
      (await send(ctx, who ? (s[who] as never) : undefined, 'GET', '/messages')).statusCode;
    expect({
      anonymous: await statuses(undefined),
      member: await statuses('member'),
      otherMember: await statuses('otherMember'),
      chair: await statuses('chair'),
      treasurer: await statuses('treasurer'),
      secretary: await statuses('secretary'),
      auditor: await statuses('auditor'),
    }).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      chair: 200,
      treasurer: 200,
      secretary: 200,
      auditor: 200,
    });
  });

  it('lists messages with their deliveries and failure reasons, newest first, paged', async () => {
    const res = await send(ctx, s.treasurer, 'GET', '/messages?per_page=10');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.pagination).toMatchObject({ page: 1, per_page: 10, total: 2 });
    const [secret, failed] = page.messages;
    expect(failed).toMatchObject({
      message_id: failedId,
      user_id: s.member.id,
      firstname: 'Wanjiru',
      kind: 'payment_approved',
      body: 'Tumepokea KES 500.00.',
      status: 'failed',
    });
    expect(failed.deliveries).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', error: null }),
      expect.objectContaining({ channel: 'sms', status: 'failed', error: 'SMS: InvalidPhoneNumber (403)' }),
    ]);
    expect(secret).toMatchObject({
      message_id: secretId,
      secret: true,
      body: null,
      sms: null,
      status: 'sent',
    });
    expect(res.body).not.toContain('K7Q9ZP');
  });

  it('filters by member, status, kind and days', async () => {
    const ids = async (query: string) =>
      (await send(ctx, s.auditor, 'GET', `/messages?${query}`))
        .json()
        .messages.map((m: { message_id: number }) => m.message_id);
    expect(await ids(`user_id=${s.member.id}`)).toEqual([failedId]);
    expect(await ids('q=baraka')).toEqual([secretId]);
    expect(await ids('q=nobody-of-that-name')).toEqual([]);
    expect(await ids('status=failed')).toEqual([failedId]);
    expect(await ids('status=sent')).toEqual([secretId, failedId]);
    expect(await ids('status=queued')).toEqual([]);
    expect(await ids('kind=invitation')).toEqual([secretId]);
    expect(await ids('from=2026-12-01&to=2026-12-01')).toEqual([secretId, failedId]);
    expect(await ids('from=2026-12-02')).toEqual([]);
    expect(await ids('sort=created_at')).toEqual([failedId, secretId]);
  });

  it('downloads as CSV without a secret’s text', async () => {
    const res = await send(ctx, s.chair, 'GET', '/messages?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SMS: InvalidPhoneNumber (403)');
    expect(res.body).not.toContain('K7Q9ZP');
  });

  it('refuses malformed filters with a 422', async () => {
    for (const query of [
      'status=lost',
      'kind=Not%20a%20kind',
      'user_id=99999999999',
      'user_id=abc',
      'from=2026-13-01',
      'from=2026-12-05&to=2026-12-01',
      `kind=${'a'.repeat(5000)}`,
      'kind=a%00b',
      'per_page=1000',
    ]) {
      const res = await send(ctx, s.chair, 'GET', `/messages?${query}`);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
    }
  });
});

describe('POST /messages/{id}/resend', () => {
  it('is the writing officials’: anonymous 401, members and the auditor 403, nothing written', async () => {
    const before = await counts();
    for (const who of [undefined, s.member, s.otherMember, s.auditor]) {
      const res = await send(ctx, who, 'POST', `/messages/${failedId}/resend`, {});
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    expect(await counts()).toEqual(before);
    expect((await deliveriesOf(ctx.database.db, failedId)).sms?.status).toBe('failed');
  });

  it('queues the failed deliveries again from their first attempt, audited, and they go', async () => {
    const res = await send(ctx, s.secretary, 'POST', `/messages/${failedId}/resend`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ requeued: 1, resent: { message_id: failedId, status: 'queued' } });
    const sms = (await deliveriesOf(ctx.database.db, failedId)).sms;
    expect(sms).toMatchObject({ status: 'queued', attempts: 0, error: null });
    const [audit] = await ctx.database.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.entity, 'message'));
    expect(audit).toMatchObject({
      action: 'resend',
      entityId: failedId,
      memberId: s.member.id,
      userId: s.secretary.id,
    });
    expect(audit?.before).toEqual({ sms: 'failed' });
    expect(audit?.after).toEqual({ sms: 'queued' });
    await ctx.app.services.delivery.deliverDue();
    expect((await deliveriesOf(ctx.database.db, failedId)).sms?.status).toBe('sent');
    expect(servers.at.sent).toHaveLength(1);
    expect(servers.smtp.mails).toHaveLength(0);
  });

  it('409 when nothing failed; 404 for no such message; 422 for a bad id; nothing written', async () => {
    const before = await counts();
    const again = await send(ctx, s.chair, 'POST', `/messages/${failedId}/resend`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_RESEND');
    for (const id of ['999999', '99999999999']) {
      expect((await send(ctx, s.chair, 'POST', `/messages/${id}/resend`, {})).statusCode, id).toBe(404);
    }
    for (const id of ['0', '-1', 'abc', '1.5']) {
      expect((await send(ctx, s.chair, 'POST', `/messages/${id}/resend`, {})).statusCode, id).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the channels on /settings', () => {
  it('GET /settings/channels says which are set up, never a key or a password', async () => {
    const res = await send(ctx, s.auditor, 'GET', '/settings/channels');
    expect(res.json()).toEqual({
      email: { configured: true, from: 'Umoja Savings <no-reply@umoja.example>' },
      sms: { configured: true, sender_id: 'UMOJA' },
    });
    expect(res.body).not.toContain(servers.env.AT_API_KEY);
    expect(res.body).not.toContain('smtp-test-password');
    expect((await send(ctx, s.member, 'GET', '/settings/channels')).statusCode).toBe(403);
    expect((await send(ctx, undefined, 'GET', '/settings/channels')).statusCode).toBe(401);
  });

  it('a test e-mail and a test SMS reach the official asking, at once', async () => {
    servers.reset();
    const email = await send(ctx, s.chair, 'POST', '/settings/channels/test', { channel: 'email' });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json()).toMatchObject({ channel: 'email', status: 'sent', reason: null });
    expect(servers.smtp.mails.map((m) => m.to)).toEqual([[s.chair.user.email]]);
    expect(servers.smtp.mails[0]?.subject).toBe('Test Group: e-mail test');
    const sms = await send(ctx, s.chair, 'POST', '/settings/channels/test', { channel: 'sms' });
    expect(sms.json()).toMatchObject({
      channel: 'sms',
      status: 'sent',
      provider_id: servers.at.sent[0]?.messageId,
    });
    expect(servers.at.sent[0]?.to).toBe('+254722000111');
    const [left] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, sms.json().message_id));
    expect(left?.kind).toBe('channel_test');
    expect(
      await ctx.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.messageId, left?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('a provider refusing the test: failed with the reason', async () => {
    servers.at.mode = 'status406';
    const res = await send(ctx, s.treasurer, 'POST', '/settings/channels/test', { channel: 'sms' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ channel: 'Your profile has no phone number' });
    const chair = await send(ctx, s.chair, 'POST', '/settings/channels/test', { channel: 'sms' });
    expect(chair.json()).toMatchObject({ status: 'failed', reason: 'SMS: UserInBlacklist (406)' });
    servers.reset();
  });

  it('refuses members, the auditor, unknown channels and malformed bodies; nothing written', async () => {
    const before = await counts();
    const test = (who: Parameters<typeof send>[1], body: unknown) =>
      send(ctx, who, 'POST', '/settings/channels/test', body);
    expect((await test(undefined, { channel: 'email' })).statusCode).toBe(401);
    expect((await test(s.member, { channel: 'email' })).statusCode).toBe(403);
    expect((await test(s.auditor, { channel: 'email' })).statusCode).toBe(403);
    for (const body of [
      {},
      { channel: 'fax' },
      { channel: null },
      { channel: 1 },
      { channel: 'sms\u0000' },
      { channel: 'x'.repeat(100_000) },
    ]) {
      const res = await test(s.chair, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('without channels', () => {
  it('the app works as today: the test message waits, queued, and the job sends nothing', async () => {
    const bare = await createTestApp({}, { clock });
    try {
      const scene = await signUpOffices(bare);
      expect((await send(bare, scene.chair, 'GET', '/settings/channels')).json()).toEqual({
        email: { configured: false, from: null },
        sms: { configured: false, sender_id: null },
      });
      const res = await send(bare, scene.chair, 'POST', '/settings/channels/test', { channel: 'email' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'queued' });
      expect(res.json().reason).toContain('E-mail is not set up');
      expect(await bare.app.services.delivery.deliverDue()).toMatchObject({ ran: false, sent: 0 });
      const list = (await send(bare, scene.chair, 'GET', '/messages?status=queued')).json();
      expect(list.messages.map((m: { kind: string }) => m.kind)).toEqual(['channel_test']);
    } finally {
      await bare.close();
    }
  });
});
