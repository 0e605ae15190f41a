import { type Cents, cents } from '../money.js';

/**
 * docs/decisions/meetings.md, "Kinds of contribution on the sheet": what a member is expected to bring
 * of a kind to a meeting. A kind due every meeting expects its amount each time; one due every month
 * expects what is left of the month's amount after what the member already paid of it that month.
 */
export function expectedAtMeeting(
  kind: { expectedCents: number | null; expectedEvery: 'month' | 'meeting' | null },
  paidThisMonthCents: number,
): Cents {
  if (kind.expectedCents === null || kind.expectedEvery === null) return cents(0);
  if (kind.expectedEvery === 'meeting') return cents(kind.expectedCents);
  return cents(Math.max(0, kind.expectedCents - paidThisMonthCents));
}
