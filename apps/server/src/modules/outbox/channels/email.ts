import nodemailer from 'nodemailer';
import type { EmailConfig } from '../../../config.js';
import { type ChannelSender, type Outgoing, reasonText, type SendResult } from './channel.js';

/** The SMTP server's password in SMTP_URL, kept out of every stored reason. */
function passwordOf(url: string): string | undefined {
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password === '' ? undefined : password;
  } catch {
    return undefined;
  }
}

/**
 * An SMTP answer code of 5xx is a permanent refusal of this message (a mailbox that does not
 * exist); anything else (no connection, a timeout, 4xx) is tried again
 * (docs/decisions/notifications.md, "Delivery").
 */
function outcomeOf(error: unknown, secrets: (string | undefined)[]): SendResult {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const reason = reasonText(`E-mail: ${message ?? String(error)}`, secrets);
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
    ? { outcome: 'failed', reason }
    : { outcome: 'retry', reason };
}

/** E-mail over SMTP with nodemailer: the message's subject and body, from MAIL_FROM. */
export function emailChannel(config: EmailConfig, timeoutMs: number): ChannelSender {
  const url = new URL(config.url);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user && { auth: { user, pass: passwordOf(config.url) ?? '' } }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const secrets = [config.url, passwordOf(config.url)];
  return {
    channel: 'email',
    async send(message: Outgoing): Promise<SendResult> {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.address,
          subject: message.subject,
          text: message.body,
        });
        if (info.rejected.length > 0) {
          return { outcome: 'failed', reason: reasonText(`E-mail refused: ${info.response}`, secrets) };
        }
        return { outcome: 'sent', providerId: info.messageId ?? null };
      } catch (error) {
        return outcomeOf(error, secrets);
      }
    },
    close: () => transport.close(),
  };
}
