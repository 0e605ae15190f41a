import { fitSms, type Language, SMS_MAX, shortName } from './text.js';

/*
 * Fitting free text into one SMS (docs/decisions/notifications.md, "Writing a message"): the figures
 * always fit, the free text (a reason, an account's name) takes what is left.
 */

/** Free text shortened to `max` characters, cut with "…"; nothing when no room is left. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (max <= 1) return '';
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The SMS `write` makes of a piece of free text, that text shortened so the whole fits in SMS_MAX.
 * `write` must fit with the text empty.
 */
export function smsWith(write: (free: string) => string, free: string): string {
  let room = free.length;
  let sms = write(clip(free, room));
  while (sms.length > SMS_MAX && room > 0) {
    room = Math.max(0, room - (sms.length - SMS_MAX));
    sms = write(clip(free, room));
  }
  return fitSms(sms);
}

/** A person in an SMS: first name and the last name's initial, `Jane W.`, at most 16 characters. */
export function initialed(name: string): string {
  const words = name.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0] ?? '';
  const last = words.length > 1 ? ` ${(words[words.length - 1] ?? '').slice(0, 1)}.` : '';
  return `${shortName(first, 16 - last.length)}${last}`;
}

/** A list of names in a sentence: `A, B and C`, `A, B na C`. */
export function listed(names: readonly string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  const and = language === 'sw' ? 'na' : 'and';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
