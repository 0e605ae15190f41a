import { SHORT_MONTHS } from '../engine/dates.js';
import { formatKES } from '../engine/money.js';

/*
 * The words of the messages members receive (docs/decisions/notifications.md, "Writing a message"):
 * each kind is a function of its figures and the member's language, in English and Kiswahili.
 */

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A message in one language: the e-mail's subject and text (also the inbox's), and the SMS. */
export interface MessageText {
  subject: string;
  body: string;
  /** One SMS: at most SMS_MAX characters. */
  sms: string;
}

/** The longest SMS a message is written for: one message, never split. */
export const SMS_MAX = 160;

/** Writes a kind of message in a language. */
export type MessageWriter<Figures> = (language: Language, figures: Figures) => MessageText;

/** Money in a message, `KES 1,500.50`, in either language. */
export function kes(value: number): string {
  return formatKES(value);
}

/** A calendar date (`2026-12-01`) in a message: `1 Dec 2026`, `1 Des 2026`. */
export function messageDate(iso: string, language: Language): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day} ${SHORT_MONTHS[language][month - 1]} ${year}`;
}

/** A name shortened to fit an SMS: at most `max` characters, cut at the end with "…". */
export function shortName(name: string, max = 24): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Free text (a reason) shortened to what is left of an SMS. */
export function fitSms(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SMS_MAX ? flat : `${flat.slice(0, SMS_MAX - 1)}…`;
}
