import { z } from 'zod';
import { LANGUAGES } from '../../messages/text.js';
import { idParam } from '../ids.js';
import { pageParam, paginationSchema, perPageParam } from '../lists.js';

/*
 * The wire shapes of a member's inbox and message preferences (docs/decisions/notifications.md,
 * "The inbox" and "Preferences"), for server and web.
 */

/** The channels a member may choose besides the inbox, which every message lands in. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** `GET /notifications/mine`: a page of the caller's messages, newest first. */
export const inboxQuery = z.object({ page: pageParam, per_page: perPageParam });
export type InboxQuery = z.input<typeof inboxQuery>;

/** One message as its member reads it. */
export const inboxMessage = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The screen it points at, a path such as `/guarantees/12`, or null. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxAnswer = z.object({
  data: z.array(inboxMessage),
  pagination: paginationSchema,
  /** How many of the member's messages are unread, on every page. */
  unread: z.number(),
});
export type InboxAnswer = z.infer<typeof inboxAnswer>;

export const notificationParams = z.object({ id: idParam('id') });

/** `POST /notifications/{id}/read`: the message, read, and what is left unread. */
export const messageReadAnswer = z.object({ message: inboxMessage, unread: z.number() });
export type MessageReadAnswer = z.infer<typeof messageReadAnswer>;

/** `POST /notifications/read-all`: how many were marked, and what is left unread (none). */
export const allReadAnswer = z.object({ marked: z.number(), unread: z.number() });
export type AllReadAnswer = z.infer<typeof allReadAnswer>;

export const CHANNELS_REFUSAL = 'channels must be a list of email and sms';
export const LANGUAGE_REFUSAL = 'language must be en or sw';
export const PREFERENCES_EMPTY = 'Send channels or language to change';
/** docs/decisions/notifications.md, "Preferences". */
export const SMS_NEEDS_PHONE = 'SMS needs a phone number on file. Ask an official to add yours first.';

/** The channels, each named once: anything else is refused on the field itself, not an item of it. */
const channelsField = z.unknown().transform((value, ctx): MessageChannel[] => {
  const known = (item: unknown): item is MessageChannel => MESSAGE_CHANNELS.includes(item as MessageChannel);
  if (!Array.isArray(value) || value.length > MESSAGE_CHANNELS.length || !value.every(known)) {
    ctx.addIssue({ code: 'custom', message: CHANNELS_REFUSAL });
    return z.NEVER;
  }
  return MESSAGE_CHANNELS.filter((c) => value.includes(c));
});

const languageField = z.enum(LANGUAGES, { error: LANGUAGE_REFUSAL });

/** `PATCH /me/preferences`: either or both; the channels listed are the whole choice. */
export const preferencesBody = z
  .object({ channels: channelsField.optional(), language: languageField.optional() })
  .refine((body) => body.channels !== undefined || body.language !== undefined, {
    message: PREFERENCES_EMPTY,
  });
export type PreferencesInput = z.input<typeof preferencesBody>;

/** A member's message preferences, and whether SMS can reach them. */
export const preferencesAnswer = z.object({
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  language: languageField,
  /** Whether there is a phone on file: without one, SMS cannot be chosen. */
  has_phone: z.boolean(),
});
export type PreferencesAnswer = z.infer<typeof preferencesAnswer>;
