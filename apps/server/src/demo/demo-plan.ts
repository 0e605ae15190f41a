import { addMonthsClamped } from '@links/domain';
import type { LoanKind } from '../modules/loans/loans.service.js';
import type { Random } from './random.js';

export const DEMO_GROUP_NAME = 'Umoja Savings Group';
export const DEMO_PASSWORD = 'Umoja-Demo-2026';
export const DEMO_ADMIN = { firstname: 'Grace', lastname: 'Wanjiku', email: 'admin@demo.links' } as const;
export const DEMO_SEED = 2026;

// biome-ignore format: a table of names reads better in rows
const FIRST_NAMES = [
  'Wanjiru', 'Achieng', 'Brian', 'Faith', 'Kiprono', 'Mercy', 'Wambui', 'Kevin', 'Chebet', 'Njeri',
  'Dennis', 'Akinyi', 'Baraka', 'Nyambura', 'Collins', 'Zawadi', 'Kiptoo', 'Muthoni', 'Juma', 'Purity',
  'Makena', 'Samuel', 'Atieno', 'Wairimu', 'Esther', 'Mwende', 'Daniel', 'Nafula', 'Peter', 'Jepchirchir',
];
// biome-ignore format: a table of names reads better in rows
const LAST_NAMES = [
  'Kamau', 'Otieno', 'Mwangi', 'Ochieng', 'Kiprotich', 'Wafula', 'Njoroge', 'Odhiambo', 'Mutua', 'Kariuki',
  'Cheruiyot', 'Onyango', 'Kimani', 'Wekesa', 'Korir', 'Muriuki', 'Omondi', 'Gitau', 'Nyongesa', 'Kibet',
  'Musyoka', 'Owino', 'Ndungu', 'Rotich', 'Macharia', 'Waweru', 'Barasa', 'Kilonzo', 'Maina', 'Chege',
];

export interface PlannedLoan {
  kind: LoanKind;
  amountCents: number;
  issuedOn: string;
  /** The day from which the member pays off everything left (a loan cleared early). */
  payOffOn?: string;
}

/**
 * An existing loan the create-user wizard brings in (docs/decisions/loans.md, "Loans the wizard brings in").
 */
export interface BroughtInLoans {
  longTerm?: { owedCents: number; lentCents: number; issuedOn: string };
  shortTerm?: { principalCents: number; issuedOn: string };
}

/** What becomes of a member's contribution of this month. */
export type ThisMonth = 'approved' | 'pending' | 'savings-only' | 'loan-rejected';

export interface PlannedMember {
  firstname: string;
  lastname: string;
  email: string;
  yearlyTargetCents: number;
  initialSavingsCents: number;
  /** 11 for a member who has paid in every month of the last year. */
  firstContributionMonthsAgo: number;
  /** Members without loans now and then miss a month. */
  missesMonths: boolean;
  broughtIn?: BroughtInLoans;
  loans: PlannedLoan[];
  thisMonth: ThisMonth;
  /** A top-up the member submits themselves today, left for the admin to approve. */
  submitsTopUp: boolean;
  /** A payment the admin rejects: a duplicate of that month's, or one not on the statement. */
  rejected?: { monthsAgo: number; reason: 'duplicate' | 'unmatched' };
}

/** Dates of the demo, relative to today in Nairobi; never after today. */
export function demoCalendar(today: string) {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  return {
    today,
    /** Day `day` (1 to 28) of the month `monthsAgo` months back. */
    monthsAgo(monthsAgo: number, day: number): string {
      const date = `${addMonthsClamped(firstOfMonth, -monthsAgo).slice(0, 8)}${String(day).padStart(2, '0')}`;
      return date > today ? today : date;
    },
    daysAgo(days: number): string {
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
    },
  };
}
export type DemoCalendar = ReturnType<typeof demoCalendar>;

type Script = Partial<Pick<PlannedMember, 'broughtIn' | 'loans' | 'thisMonth'>>;

/**
 * The loans of the group, one script per borrower: long- and short-term loans being repaid,
 * cleared on schedule or paid off early, freshly issued, and brought in by the wizard.
 */
function borrowerScripts(at: DemoCalendar): Script[] {
  const kes = (amount: number) => amount * 100;
  const long = (amount: number, issuedOn: string, payOffOn?: string): PlannedLoan => ({
    kind: 'long_term',
    amountCents: kes(amount),
    issuedOn,
    ...(payOffOn ? { payOffOn } : {}),
  });
  const short = (amount: number, issuedOn: string): PlannedLoan => ({
    kind: 'short_term',
    amountCents: kes(amount),
    issuedOn,
  });
  const m = at.monthsAgo;
  return [
    { loans: [long(200_000, m(10, 18)), short(30_000, m(2, 16))] },
    { loans: [long(150_000, m(9, 21))], thisMonth: 'savings-only' },
    { loans: [long(100_000, m(7, 14))], thisMonth: 'loan-rejected' },
    { loans: [long(250_000, m(6, 19))] },
    { broughtIn: { longTerm: { owedCents: kes(180_000), lentCents: kes(300_000), issuedOn: m(11, 12) } } },
    {
      broughtIn: {
        longTerm: { owedCents: kes(60_000), lentCents: kes(120_000), issuedOn: m(8, 24) },
        shortTerm: { principalCents: kes(20_000), issuedOn: m(1, 15) },
      },
    },
    { loans: [long(60_000, m(11, 20), m(3, 1))] },
    { loans: [long(80_000, m(11, 16), m(1, 1))] },
    { loans: [long(120_000, at.daysAgo(5))] },
    { loans: [long(50_000, at.daysAgo(14))] },
    { loans: [short(20_000, m(10, 20)), short(25_000, m(3, 17))] },
    { loans: [short(15_000, m(9, 22))] },
    { loans: [short(40_000, m(7, 18))] },
    { loans: [short(30_000, m(2, 19))] },
    { loans: [short(10_000, at.daysAgo(3))] },
    { loans: [short(50_000, m(5, 15)), long(70_000, m(4, 23))] },
  ];
}

const TARGETS_KES = [30_000, 30_000, 30_000, 30_000, 36_000, 24_000, 60_000];
const OPENING_KES = [0, 0, 5_000, 8_000, 10_000, 12_000, 15_000, 20_000, 35_000];

/**
 * The Umoja Savings Group: about 30 members with realistic names, what each saves, the loans they
 * take and how their payments fare. Pure: the same seed and day give the same plan.
 */
export function planDemoGroup(calendar: DemoCalendar, random: Random): PlannedMember[] {
  const lastNames = random.shuffle(LAST_NAMES);
  const scripts = borrowerScripts(calendar);
  return FIRST_NAMES.map((firstname, index): PlannedMember => {
    const lastname = lastNames[index] ?? 'Kamau';
    const script = scripts[index];
    const lateJoiner = { 26: 6, 28: 4, 29: 2 }[index];
    return {
      firstname,
      lastname,
      email: `${firstname}.${lastname}@demo.links`.toLowerCase(),
      yearlyTargetCents: random.pick(TARGETS_KES) * 100,
      initialSavingsCents: lateJoiner ? 0 : random.pick(OPENING_KES) * 100,
      firstContributionMonthsAgo: lateJoiner ?? 11,
      // A borrower keeps up, so that every scripted loan reaches the state it is meant to show.
      missesMonths: script === undefined,
      loans: script?.loans ?? [],
      ...(script?.broughtIn ? { broughtIn: script.broughtIn } : {}),
      thisMonth: script?.thisMonth ?? ([16, 19, 23, 27].includes(index) ? 'pending' : 'approved'),
      submitsTopUp: index === 18 || index === 25,
      ...(index === 20 ? { rejected: { monthsAgo: 4, reason: 'duplicate' as const } } : {}),
      ...(index === 22 ? { rejected: { monthsAgo: 1, reason: 'unmatched' as const } } : {}),
    };
  });
}
