import { settableClock } from '@links/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import {
  type ChannelServers,
  startChannelServers,
  TEST_MAIL_FROM,
  TEST_SENDER_ID,
} from '../../test/channel-servers.js';
import { deliveriesOf, givePhone, leaveMessage } from '../../test/outbox-messages.js';
import { createChannels } from './channels/index.js';
import { MAX_ATTEMPTS } from './delivery.service.js';

// docs/decisions/notifications.md, "Channels" and "Delivery": against a real SMTP server and a
// real HTTP server speaking Africa's Talking, started here.

const clock = settableClock('2026-12-01T06:00:00Z');
let servers: ChannelServers;
let ctx: TestContext;
let member: SignedIn;

beforeAll(async () => {
  servers = await startChannelServers();
  ctx = await createTestApp(servers.env, { clock });
  member = await signUp(ctx, 'member', { firstname: 'Wanjiru', lastname: 'Kamau' });
  await givePhone(ctx.database.db, member.id, '254712345678');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await servers?.close();
});
beforeEach(() => servers.reset());

const deliverDue = () => ctx.app.services.delivery.deliverDue();
const minutesLater = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));

describe('a message left for a member', () => {
  it('arrives by e-mail with its subject and body, and by SMS with its text and the fields', async () => {
    const message = await leaveMessage(ctx.database.db, clock, member.id, {
      subject: 'Malipo yamepokelewa',
      body: 'Tumepokea KES 1,500.00. Akiba yako sasa ni KES 12,000.00. Risiti R-0042.',
    });
    expect(await deliverDue()).toEqual({ ran: true, sent: 2, failed: 0, retried: 0 });

    expect(servers.smtp.mails).toHaveLength(1);
    const [mail] = servers.smtp.mails;
    expect(mail?.to).toEqual([member.user.email]);
    expect(mail?.from).toBe('no-reply@umoja.example');
    expect(mail?.user).toBe('links');
    expect(mail?.subject).toBe('Malipo yamepokelewa');
    expect(mail?.text).toContain('Akiba yako sasa ni KES 12,000.00. Risiti R-0042.');
    expect(mail?.raw).toContain('Umoja Savings');

    expect(servers.at.requests).toHaveLength(1);
    const [request] = servers.at.requests;
    expect(request?.path).toBe('/version1/messaging');
    expect(request?.apiKey).toBe(servers.env.AT_API_KEY);
    expect(request?.accept).toBe('application/json');
    expect(request?.contentType).toContain('application/x-www-form-urlencoded');
    expect(request?.fields).toEqual({
      username: 'sandbox',
      to: '+254712345678',
      message: message.sms,
      from: TEST_SENDER_ID,
    });

    const sent = await deliveriesOf(ctx.database.db, message.id);
    expect(sent.email).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(sent.email?.providerId).toMatch(/@/);
    expect(sent.email?.sentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(sent.sms).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerId: servers.at.sent[0]?.messageId,
    });
    expect(TEST_MAIL_FROM).toContain('no-reply@umoja.example');
  });

  it('is sent once, however many times the job runs', async () => {
    await leaveMessage(ctx.database.db, clock, member.id);
    await Promise.all([deliverDue(), deliverDue(), deliverDue()]);
    await deliverDue();
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.at.sent).toHaveLength(1);
  });
});

describe('Africa’s Talking refusing', () => {
  for (const mode of ['http401', 'http500'] as const) {
    it(`${mode}: each attempt retried after a longer wait, then failed with the last reason`, async () => {
      const message = await leaveMessage(ctx.database.db, clock, member.id);
      servers.at.mode = mode;
      await deliverDue();
      let sms = (await deliveriesOf(ctx.database.db, message.id)).sms;
      expect(sms).toMatchObject({ status: 'queued', attempts: 1 });
      expect(sms?.error).toContain(mode === 'http401' ? '401' : '500');
      expect(sms?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000);
      // Not yet due: nothing is tried.
      await deliverDue();
      expect(servers.at.requests).toHaveLength(1);
      for (const wait of [1, 5, 30, 120]) {
        minutesLater(wait);
        await deliverDue();
      }
      sms = (await deliveriesOf(ctx.database.db, message.id)).sms;
      expect(servers.at.requests).toHaveLength(MAX_ATTEMPTS);
      expect(sms).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(sms?.error).toContain(`after ${MAX_ATTEMPTS} attempts`);
      expect(sms?.error).not.toContain(servers.env.AT_API_KEY);
      // The e-mail went on its own.
      expect((await deliveriesOf(ctx.database.db, message.id)).email?.status).toBe('sent');
    });
  }

  it('a 500 and then a success: sent at the second attempt', async () => {
    const message = await leaveMessage(ctx.database.db, clock, member.id);
    servers.at.mode = 'http500';
    await deliverDue();
    servers.at.mode = 'success';
    minutesLater(1);
    await deliverDue();
    expect((await deliveriesOf(ctx.database.db, message.id)).sms).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
  });

  for (const [mode, status] of [
    ['status403', 'InvalidPhoneNumber (403)'],
    ['status405', 'InsufficientBalance (405)'],
    ['status406', 'UserInBlacklist (406)'],
  ] as const) {
    it(`a recipient's ${mode}: failed with its status, not tried again`, async () => {
      const message = await leaveMessage(ctx.database.db, clock, member.id);
      servers.at.mode = mode;
      expect((await deliverDue()).failed).toBe(1);
      const sms = (await deliveriesOf(ctx.database.db, message.id)).sms;
      expect(sms).toMatchObject({ status: 'failed', attempts: 1, error: `SMS: ${status}` });
      minutesLater(200);
      await deliverDue();
      expect(servers.at.requests).toHaveLength(1);
    });
  }

  it('no answer in time: the attempt fails and is tried again', async () => {
    servers.at.mode = 'slow';
    const channels = createChannels({ ...ctx.config.channels, timeoutMs: 300 });
    const result = await channels.sms?.send({ address: '254712345678', subject: 's', body: 'b', sms: 'b' });
    expect(result).toEqual({ outcome: 'retry', reason: 'SMS: no answer within 300 ms' });
  });
});

describe('a phone that is not a Kenyan mobile number', () => {
  it('fails with the reason, without asking Africa’s Talking, and is not retried', async () => {
    const other = await signUp(ctx, 'member', { firstname: 'Juma' });
    await givePhone(ctx.database.db, other.id, '255712345678');
    const message = await leaveMessage(ctx.database.db, clock, other.id);
    await deliverDue();
    expect((await deliveriesOf(ctx.database.db, message.id)).sms).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'SMS: the phone is not a Kenyan mobile number',
    });
    expect(servers.at.requests).toHaveLength(0);
  });
});

describe('the SMTP server refusing', () => {
  it('a 550 for the recipient: failed with the server’s words', async () => {
    servers.smtp.mode = 'refuse';
    const message = await leaveMessage(ctx.database.db, clock, member.id);
    await deliverDue();
    const email = (await deliveriesOf(ctx.database.db, message.id)).email;
    expect(email?.status).toBe('failed');
    expect(email?.error).toMatch(/550.*Mailbox unavailable/);
    expect(email?.error).not.toContain('smtp-test-password');
  });

  it('a 421 (try later): queued again with the reason, then sent', async () => {
    servers.smtp.mode = 'down';
    const message = await leaveMessage(ctx.database.db, clock, member.id);
    await deliverDue();
    let email = (await deliveriesOf(ctx.database.db, message.id)).email;
    expect(email).toMatchObject({ status: 'queued', attempts: 1 });
    expect(email?.error).toContain('421');
    servers.smtp.mode = 'accept';
    minutesLater(1);
    await deliverDue();
    email = (await deliveriesOf(ctx.database.db, message.id)).email;
    expect(email).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(servers.smtp.mails).toHaveLength(1);
  });
});
