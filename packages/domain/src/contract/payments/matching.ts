import { parseMemberNumber } from '../members/member-number.js';
import { fullName } from '../members/names.js';
import { normalizeKenyanPhone, phoneFits, readPayerPhone } from '../members/phone.js';

/** A member as matching sees them. */
export interface MatchCandidate {
  userId: number;
  /** The number of the member number (`M007` is 7). */
  memberNumber: number;
  /** Stored form `2547XXXXXXXX`, or null. */
  phone: string | null;
  firstname: string;
  lastname: string;
}

/** What a payment says of who paid. */
export interface PayerDetails {
  /** The account number the payer typed (`BillRefNumber`, `A/C No.`). */
  accountRef: string | null;
  /** The payer's phone as M-Pesa gives it: whole, masked (`2547******126`) or absent. */
  phone: string | null;
  name: string | null;
}

/** Which rule found the member (docs/decisions/payments.md, "Phones"), in the order they are tried. */
export type MatchRule = 'member_number' | 'account_phone' | 'payer_phone';

export type MatchOutcome =
  | { matched: true; userId: number; rule: MatchRule }
  | { matched: false; suggestions: number[] };

const MAX_SUGGESTIONS = 5;

const words = (text: string | null) =>
  new Set(
    (text ?? '')
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter((word) => word.length >= 2),
  );

/**
 * Matches a payment to a member (docs/decisions/payments.md, "Matching"): by the account number (the member
 * number, case and spaces ignored, or the member's phone), else by the payer's whole phone number; otherwise
 * it is unmatched, with the members whose phone and name fit what M-Pesa showed as suggestions.
 */
export function matchPayment(payer: PayerDetails, members: readonly MatchCandidate[]): MatchOutcome {
  const ref = payer.accountRef?.trim() ?? '';
  if (ref) {
    const number = parseMemberNumber(ref);
    const byNumber = number === null ? undefined : members.find((m) => m.memberNumber === number);
    if (byNumber) return { matched: true, userId: byNumber.userId, rule: 'member_number' };
    const refPhone = normalizeKenyanPhone(ref);
    const byRefPhone = refPhone === null ? undefined : members.find((m) => m.phone === refPhone);
    if (byRefPhone) return { matched: true, userId: byRefPhone.userId, rule: 'account_phone' };
  }
  const phone = readPayerPhone(payer.phone);
  if (phone?.kind === 'full') {
    const byPhone = members.find((m) => m.phone === phone.phone);
    if (byPhone) return { matched: true, userId: byPhone.userId, rule: 'payer_phone' };
  }
  return { matched: false, suggestions: suggestMembers(payer, members) };
}

/**
 * The members an unmatched payment may be from: a known phone that fits the masked one, a name that
 * shares a word with the payer's, best first (both, then the phone, then the name); a member whose
 * known phone does not fit is never suggested.
 */
export function suggestMembers(payer: PayerDetails, members: readonly MatchCandidate[]): number[] {
  const phone = readPayerPhone(payer.phone);
  const payerWords = words(payer.name);
  const scored = members.flatMap((member) => {
    const phoneKnown = phone !== null && member.phone !== null;
    const phoneFit = phoneKnown && phoneFits(phone, member.phone as string);
    if (phoneKnown && !phoneFit) return [];
    const memberWords = words(fullName(member));
    const nameFit = [...payerWords].some((word) => memberWords.has(word));
    const score = (phoneFit ? 2 : 0) + (nameFit ? 1 : 0);
    return score === 0 ? [] : [{ member, score }];
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.member.firstname.localeCompare(b.member.firstname) ||
      a.member.lastname.localeCompare(b.member.lastname) ||
      a.member.userId - b.member.userId,
  );
  return scored.slice(0, MAX_SUGGESTIONS).map(({ member }) => member.userId);
}
