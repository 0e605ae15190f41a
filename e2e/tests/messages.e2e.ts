import { describe, expect, it } from 'vitest';
import { type ChannelServers, startChannelServers } from '../../apps/server/src/test/channel-servers.js';
import { ChannelsCard, MessagesScreen } from '../pages/MessagesScreen.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL, AMINA, startServerScene } from '../support/admin-scene.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/notifications.md, "The officials' outbox": with a real SMTP server and an Africa's
 * Talking look-alike started here, Amina tests both channels from Settings; Africa's Talking
 * refuses the SMS (403), the outbox shows it failed with the reason, and once the provider takes
 * messages again she resends it and the job sends it.
 */

let servers: ChannelServers;
const scene = useScene(
  async () => {
    servers = await startChannelServers();
    const started = await startServerScene({ seed: [AMINA], env: servers.env });
    return {
      ...started,
      async close() {
        await started.close();
        await servers.close();
      },
    };
  },
  async (s) => {
    const amina = (await s.admin.userIds()).get(ADMIN_EMAIL) ?? 0;
    await s.admin.call(`/users/${amina}`, 'PATCH', { phone: '0712 345 678' });
  },
);

describe('the officials’ outbox', () => {
  it('shows a test SMS refused by the provider, then resent and sent', async () => {
    servers.at.mode = 'status403';
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const card = await visit(page, ChannelsCard);
      await card
        .channels()
        .getByText('E-mail: set up, from Umoja Savings <no-reply@umoja.example>')
        .waitFor();
      await card.test('Send a test e-mail').click();
      await card.answer('email').getByText('Sent: look for it.').waitFor();
      await card.test('Send a test SMS').click();
      await card.answer('sms').getByText('It failed: SMS: InvalidPhoneNumber (403)').waitFor();
      // The official's own sign-in messages may go too; the test message goes once.
      const tests = servers.smtp.mails.filter((mail) => mail.subject.endsWith(': e-mail test'));
      expect(tests.map((mail) => mail.subject)).toEqual(['Umoja Savings Group: e-mail test']);
      await pageSettled(page);
      await screenshotWhole(page, 'messages-channel-test-1280');

      const outbox = await visit(page, MessagesScreen);
      const failed = outbox.table.row('SMS: InvalidPhoneNumber (403)');
      await failed.getByText('Failed', { exact: true }).first().waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'messages-failed-1280');

      servers.at.mode = 'success';
      await outbox.resend('channel test', 'Amina Odhiambo').click();
      await outbox
        .status()
        .getByText(/^Queued again: sms\./)
        .waitFor();
      await expect
        .poll(
          async () => {
            await page.reload();
            await outbox.table.row('Amina Odhiambo').first().waitFor();
            // Only the test message is resent: the official's own sign-in SMS failed the same way.
            return outbox.table.row('InvalidPhoneNumber').filter({ hasText: 'Channel test' }).count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(0);
      const testSms = servers.at.sent.filter((sms) => sms.message.includes('test message of'));
      expect(testSms.map((sms) => sms.to)).toEqual(['+254712345678']);
      await outbox.table.row('Amina Odhiambo').first().waitFor();
      expect(await outbox.resend('channel test', 'Amina Odhiambo').count()).toBe(0);
      await pageSettled(page);
      await screenshotWhole(page, 'messages-resent-1280');
    });
  });

  it('reads on a phone without sideways scrolling, filtered to the failed ones', async () => {
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const outbox = await visit(page, MessagesScreen);
        await outbox.table.row('Amina Odhiambo').first().waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'messages-375');
        await page.goto('/messages?status=failed&kind=channel_test');
        await outbox.said('No message matches these filters').waitFor();
      },
      PHONE,
    );
  });
});
