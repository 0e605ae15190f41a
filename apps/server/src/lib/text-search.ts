import { type SQL, sql } from 'drizzle-orm';

/**
 * Searching by the start of words: `wanj ka` finds Wanjiru Kamau. The typed text is cut into
 * words of letters and digits (anything else separates), each one a prefix that must match some
 * word of the searched text, through a GIN index of `to_tsvector('simple', …)`. Undefined when the
 * text has no word at all.
 */
export function wordPrefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** `document` (the indexed `to_tsvector('simple', …)` expression) holds words starting so. */
export function matchesWordPrefixes(document: SQL, text: string): SQL | undefined {
  const query = wordPrefixQuery(text);
  return query ? sql`${document} @@ to_tsquery('simple'::regconfig, ${query})` : undefined;
}

/** A LIKE pattern for text that starts with `text`, its own % and _ taken literally. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern for text that holds `text` anywhere, its own % and _ taken literally. */
export const likeContaining = (text: string) => `%${likePrefix(text)}`;
