/**
 * Member numbers (docs/decisions/payments.md, "Member numbers"): `M` and the member's number, at least three
 * digits (`M001`, `M042`,
 * `M1234`). Members type it as the M-Pesa account number, so reading it ignores case and spaces.
 */
export function formatMemberNumber(n: number): string {
  return `M${String(n).padStart(3, '0')}`;
}

/** The number in a member number as typed (`m 001`, `M1`), or null when it is not one. */
export function parseMemberNumber(text: string): number | null {
  const match = /^M(\d{1,9})$/.exec(text.replace(/\s+/g, '').toUpperCase());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}
