import { type Language, type MessageText, messageDate, shortName } from './text.js';

export interface ChannelTestFigures {
  /** The group's name. */
  group: string;
  /** E-mail or SMS. */
  channel: 'email' | 'sms';
  /** The day it was sent, `2026-12-01`. */
  on: string;
}

const CHANNEL_NAME: Record<Language, Record<ChannelTestFigures['channel'], string>> = {
  en: { email: 'e-mail', sms: 'SMS' },
  sw: { email: 'barua pepe', sms: 'SMS' },
};

/**
 * The official's test of a channel (docs/decisions/notifications.md, "The officials' outbox"):
 * the message says only that the channel works.
 */
export function channelTestText(language: Language, { group, channel, on }: ChannelTestFigures): MessageText {
  const name = shortName(group, 40);
  const day = messageDate(on, language);
  const by = CHANNEL_NAME[language][channel];
  const By = `${by.charAt(0).toUpperCase()}${by.slice(1)}`;
  if (language === 'sw') {
    return {
      subject: `${name}: jaribio la ${by}`,
      body: `Huu ni ujumbe wa majaribio kutoka ${name}, ${day}. Ukiupata, ${by} inafanya kazi na wanachama watapokea risiti na vikumbusho kwa njia hii.`,
      sms: `${name}: ujumbe wa majaribio, ${day}. ${By} inafanya kazi; wanachama watapata risiti na vikumbusho.`,
    };
  }
  return {
    subject: `${name}: ${by} test`,
    body: `This is a test message from ${name}, sent on ${day}. If you are reading it, ${by} works and members will get their receipts and reminders this way.`,
    sms: `${name}: test message of ${day}. ${By} works; members will get their receipts and reminders this way.`,
  };
}
