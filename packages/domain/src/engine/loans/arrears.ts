import { parseIsoDate } from '../dates.js';
import { type Cents, cents } from '../money.js';
import { type InstallmentState, interestLeft } from './allocation.js';

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not dates: ${from}, ${to}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

const unpaidPrincipal = (row: InstallmentState) => row.principal - row.principalPaid;

export interface LoanArrears {
  /** The oldest installment due on or before the date and not fully paid. */
  oldestDueDate: string;
  daysPastDue: number;
  overduePrincipal: Cents;
  overdueInterest: Cents;
}

/** A loan's arrears on a date: its installments due by then and not fully paid; null when none. */
export function arrearsOf(installments: readonly InstallmentState[], asOf: string): LoanArrears | null {
  let oldest: string | undefined;
  let principal = 0;
  let interest = 0;
  for (const row of installments) {
    if (row.dueDate >= asOf) continue;
    const owed = unpaidPrincipal(row) + interestLeft(row);
    if (owed <= 0) continue;
    if (oldest === undefined || row.dueDate < oldest) oldest = row.dueDate;
    principal += unpaidPrincipal(row);
    interest += interestLeft(row);
  }
  if (oldest === undefined) return null;
  return {
    oldestDueDate: oldest,
    daysPastDue: daysBetween(oldest, asOf),
    overduePrincipal: cents(principal),
    overdueInterest: cents(interest),
  };
}

/** The portfolio-at-risk buckets of docs/decisions/lending.md, "Arrears", by days past due. */
export const parBuckets = [
  { label: '1–30', min: 1, max: 30 },
  { label: '31–60', min: 31, max: 60 },
  { label: '61–90', min: 61, max: 90 },
  { label: 'Over 90', min: 91, max: Number.POSITIVE_INFINITY },
] as const;

export interface ParBucket {
  label: string;
  loans: number;
  /** The principal still owed on the loans in the bucket (the whole loan, as PAR counts it). */
  principal: Cents;
  /** principal / all outstanding principal, to four decimals (0.1234 = 12.34%). */
  share: number;
}

/** Sorts loans in arrears into the PAR buckets, each with its share of all outstanding principal. */
export function portfolioAtRisk(
  loans: readonly { daysPastDue: number; principalOutstanding: Cents }[],
  totalOutstanding: Cents,
): ParBucket[] {
  return parBuckets.map((bucket) => {
    const inside = loans.filter((l) => l.daysPastDue >= bucket.min && l.daysPastDue <= bucket.max);
    const principal = inside.reduce((sum, l) => sum + l.principalOutstanding, 0);
    const share = totalOutstanding > 0 ? Math.round((principal / totalOutstanding) * 10_000) / 10_000 : 0;
    return { label: bucket.label, loans: inside.length, principal: cents(principal), share };
  });
}
