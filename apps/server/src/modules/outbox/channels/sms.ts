import type { SmsConfig } from '../../../config.js';
import { type ChannelSender, type Outgoing, reasonText, type SendResult } from './channel.js';

/** A Kenyan mobile number as stored: 254, then 7 or 1, then eight digits. */
const KENYAN_MOBILE = /^254[17]\d{8}$/;

export const NOT_A_KENYAN_MOBILE = 'SMS: the phone is not a Kenyan mobile number';

interface Recipient {
  number?: string;
  status?: string;
  statusCode?: number;
  messageId?: string;
}

/** Africa's Talking's recipient status codes that mean the message was taken: 100 to 102. */
const taken = (code: number | undefined) => code !== undefined && code >= 100 && code <= 102;

function readRecipient(answer: unknown): Recipient | undefined {
  const data = (answer as { SMSMessageData?: { Recipients?: unknown; Message?: string } }).SMSMessageData;
  const recipients = Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : [];
  return recipients[0];
}

/**
 * SMS through Africa's Talking's messaging API (docs/decisions/notifications.md, "Channels"): one
 * form POST per message with the `apiKey` header. A recipient's status 100–102 is sent with its
 * message id; any other status failed for good; an HTTP refusal (401, 500) or no answer in time
 * is tried again.
 */
export function smsChannel(config: SmsConfig, timeoutMs: number): ChannelSender {
  const secrets = [config.apiKey];
  return {
    channel: 'sms',
    async send(message: Outgoing): Promise<SendResult> {
      if (!KENYAN_MOBILE.test(message.address)) return { outcome: 'failed', reason: NOT_A_KENYAN_MOBILE };
      const form = new URLSearchParams({
        username: config.username,
        to: `+${message.address}`,
        message: message.sms,
      });
      if (config.senderId) form.set('from', config.senderId);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        const within = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
        const why = timedOut ? `no answer within ${within}` : (error as Error).message;
        return { outcome: 'retry', reason: reasonText(`SMS: ${why}`, secrets) };
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        return {
          outcome: 'retry',
          reason: reasonText(
            `SMS: Africa's Talking answered ${response.status} ${text.slice(0, 120)}`,
            secrets,
          ),
        };
      }
      let recipient: Recipient | undefined;
      try {
        recipient = readRecipient(JSON.parse(text));
      } catch {
        return { outcome: 'retry', reason: "SMS: Africa's Talking's answer could not be read" };
      }
      if (!recipient) {
        return { outcome: 'retry', reason: "SMS: Africa's Talking's answer named no recipient" };
      }
      if (taken(recipient.statusCode)) return { outcome: 'sent', providerId: recipient.messageId ?? null };
      return {
        outcome: 'failed',
        reason: reasonText(
          `SMS: ${recipient.status ?? 'refused'} (${recipient.statusCode ?? 'no code'})`,
          secrets,
        ),
      };
    },
  };
}
