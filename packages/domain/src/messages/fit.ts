import { clip } from './clip.js';
import { type Language, messageDate, SMS_MAX } from './text.js';

/*
 * Fitting an SMS (docs/decisions/notifications.md, "Writing a message"): a message is written as a
 * few versions, fullest first, and the SMS is the first that fits one message.
 */

/** The first version of an SMS that fits in SMS_MAX characters; the last, cut, should none. */
export function firstFitting(...versions: string[]): string {
  for (const version of versions) if (version.length <= SMS_MAX) return version;
  const last = versions.at(-1) ?? '';
  return last.length <= SMS_MAX ? last : `${last.slice(0, SMS_MAX - 1)}…`;
}

/** A text that ends with free words (a reason): the words shortened to what the SMS leaves them. */
export function endingWith(start: string, free: string): string {
  return `${start}${clip(free, SMS_MAX - start.length)}`;
}

/** Nairobi's offset from UTC: East Africa Time has no summer time. */
const EAT_MS = 3 * 3_600_000;

/** A moment in a message, in Nairobi time: `28 Nov 2026, 17:05 EAT`. */
export function messageTime(at: Date, language: Language): string {
  const local = new Date(at.getTime() + EAT_MS).toISOString();
  const day = messageDate(local.slice(0, 10), language);
  return `${day}, ${local.slice(11, 16)} EAT`;
}

/** Whose greeting a message opens with. */
export const hello = (language: Language, firstname: string) =>
  `${language === 'sw' ? 'Habari' : 'Hello'} ${firstname.replace(/\s+/g, ' ').trim()},`;
