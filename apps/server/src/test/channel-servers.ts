import { AT_KEY, AT_USER, type AtTestServer, startAtTestServer } from './at-test-server.js';
import { SMTP_PASSWORD, SMTP_USER, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

export type { AtMode, AtRequest, AtTestServer } from './at-test-server.js';
export type { CapturedMail, SmtpTestServer } from './smtp-test-server.js';

export const TEST_MAIL_FROM = 'Umoja Savings <no-reply@umoja.example>';
export const TEST_SENDER_ID = 'UMOJA';

export interface ChannelServers {
  smtp: SmtpTestServer;
  at: AtTestServer;
  /** The configuration that points the app's channels at them: `createTestApp(servers.env)`. */
  env: Record<string, string>;
  /** Back to accepting everything, with nothing received. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server and a real Africa's Talking look-alike on loopback, started by a test, and the
 * configuration pointing the app at them (docs/decisions/notifications.md, "Channels"):
 *
 *   const servers = await startChannelServers();
 *   const ctx = await createTestApp(servers.env);
 *   ... await ctx.app.services.delivery.deliverDue(); expect(servers.smtp.mails) ...
 */
export async function startChannelServers(): Promise<ChannelServers> {
  const [smtp, at] = await Promise.all([startSmtpTestServer(), startAtTestServer()]);
  return {
    smtp,
    at,
    env: {
      SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
      MAIL_FROM: TEST_MAIL_FROM,
      AT_USERNAME: AT_USER,
      AT_API_KEY: AT_KEY,
      AT_SENDER_ID: TEST_SENDER_ID,
      AT_BASE_URL: at.url,
    },
    reset() {
      smtp.mode = 'accept';
      smtp.mails.length = 0;
      at.mode = 'success';
      at.requests.length = 0;
      at.sent.length = 0;
    },
    async close() {
      await Promise.all([smtp.close(), at.close()]);
    },
  };
}
