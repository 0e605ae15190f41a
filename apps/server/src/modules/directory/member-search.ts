import { parseMemberNumber } from '@links/domain';
import { eq, like, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { likePrefix, matchesWordPrefixes } from '../../lib/text-search.js';

/** The indexed words of a member's name (users_name_words_idx). */
export const nameWords = sql`to_tsvector('simple'::regconfig, ${users.firstname} || ' ' || ${users.lastname})`;

/** The indexed sort value of a member's name (users_name_idx). */
export const nameOrder = sql`lower(${users.firstname} || ' ' || ${users.lastname})`;

/** The start of a stored phone (`2547…`) from what was typed: `0712 3`, `+254 712`, `712`. */
function phonePrefix(text: string): string | undefined {
  if (!/^[\d\s+()-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  if (digits.startsWith('254')) return digits;
  if (digits.startsWith('0')) return `254${digits.slice(1)}`;
  return /^[17]/.test(digits) ? `254${digits}` : undefined;
}

/**
 * Who `text` finds (GET /get-users?q, and the lists of member accounts and savings): the start
 * of any word of the name, the member number (`M007`, `m7`, `7`), and, when the viewer may see
 * them, the start of the email or of the phone. Each is answered by an index of users.
 */
export function memberMatches(text: string, { private: withPrivate }: { private: boolean }): SQL {
  const found: (SQL | undefined)[] = [matchesWordPrefixes(nameWords, text)];
  const number = parseMemberNumber(/^\d+$/.test(text.trim()) ? `M${text.trim()}` : text);
  if (number !== null) found.push(eq(users.memberNo, number));
  if (withPrivate) {
    found.push(like(users.email, likePrefix(text.trim().toLowerCase())));
    const phone = phonePrefix(text);
    if (phone) found.push(like(users.phone, likePrefix(phone)));
  }
  return or(...found) ?? sql`false`;
}
