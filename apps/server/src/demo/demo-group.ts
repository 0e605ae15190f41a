import { addMonthsClamped, centsToKes, type Office, systemClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { registerApprovalKinds } from '../modules/approval-kinds/index.js';
import { type SignedInContext, scriptContext } from '../modules/audit/audit.service.js';
import { createExpense } from '../modules/banking/banking.service.js';
import { countUsers, insertUser } from '../modules/directory/directory.service.js';
import { createUserAccount } from '../modules/enrolment/create-user-account.js';
import { createUserAccountBodyFor } from '../modules/enrolment/enrolment.schemas.js';
import { changeOffice } from '../modules/members/offices.service.js';
import { ensureSettings, updateSettings } from '../modules/settings/settings.service.js';
import { awaitingApproval, paidWithdrawal } from './demo-approvals.js';
import { openBanking } from './demo-banking.js';
import { memberWhoLeft } from './demo-exit.js';
import { MEETING_MONTHS, monthlyMeetings } from './demo-meetings.js';
import { demoPhone, feedMpesa } from './demo-mpesa.js';
import { createPaymentRunner, type EnrolledMember, kesToCents } from './demo-payments.js';
import {
  DEMO_ADMIN,
  DEMO_GROUP_NAME,
  DEMO_PASSWORD,
  DEMO_SEED,
  type DemoCalendar,
  demoCalendar,
  type PlannedMember,
  planDemoGroup,
} from './demo-plan.js';
import { lateFinesOfTheMonth, reminderSteps } from './demo-reminders.js';
import { wrongAmountReversed } from './demo-reversal.js';
import { demoRotation } from './demo-rotation.js';
import { createTreasurer, demoAccounts } from './demo-treasury.js';
import { createRandom, type Random } from './random.js';

/** The database is not empty; the demo never mixes its made-up members with real ones. */
export class DemoRefusedError extends Error {}

const refusal = (users: number) =>
  new DemoRefusedError(
    `This database already has ${users} user${users === 1 ? '' : 's'}: the demo fills only an empty ` +
      'database. Point DATA_DIR or DATABASE_URL at a new one and run it again.',
  );

export interface DemoSummary {
  groupName: string;
  adminEmail: string;
  password: string;
  members: number;
  /** The member who left the group today (docs/decisions/member-exits.md). */
  leftGroup: string;
  /** One member's email, to show how members sign in. */
  memberEmail: string;
  /** The members elected treasurer, secretary and auditor (the admin is the chair). */
  officers: { treasurer: string; secretary: string; auditor: string };
  loans: number;
  transactions: number;
  bankAccounts: number;
  expenses: number;
  /**
   * Payments that came in by M-Pesa: live callbacks and the imported statement
   * (docs/decisions/payments.md, "Callbacks").
   */
  mpesaPayments: number;
  /** The monthly meetings with their sheets and minutes (docs/decisions/meetings.md). */
  meetings: number;
}

/**
 * The group and its admin, as first run makes them (docs/decisions/first-run.md, "Setting the group up"):
 * under the setup lock.
 */
async function createGroupAdmin(db: Db): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('links.setup'))`);
  const users = await countUsers(db);
  if (users > 0) throw refusal(users);
  await ensureSettings(db, DEMO_GROUP_NAME);
  const admin = await insertUser(db, {
    ...DEMO_ADMIN,
    password: DEMO_PASSWORD,
    role: 'admin',
    office: 'chair',
  });
  await updateSettings(db, { group_name: DEMO_GROUP_NAME }, scriptContext(systemClock, admin.id));
  return admin.id;
}

/** Each member through the create-user wizard's service, bringing in their existing loans. */
async function enrol(
  db: Db,
  plan: PlannedMember,
  admin: SignedInContext,
  joinedOn: string,
  today: string,
  phone: string,
): Promise<EnrolledMember> {
  const { longTerm, shortTerm } = plan.broughtIn ?? {};
  const input = createUserAccountBodyFor(() => today).parse({
    firstname: plan.firstname,
    lastname: plan.lastname,
    email: plan.email,
    password: DEMO_PASSWORD,
    phone,
    savings_target: centsToKes(plan.yearlyTargetCents),
    initial_savings: centsToKes(plan.initialSavingsCents),
    ...(longTerm && {
      ltl_principal: centsToKes(longTerm.owedCents),
      ltl_loan_amount: centsToKes(longTerm.lentCents),
      ltl_date_issued: longTerm.issuedOn,
    }),
    ...(shortTerm && {
      stl_principal: centsToKes(shortTerm.principalCents),
      stl_date_issued: shortTerm.issuedOn,
    }),
  });
  // The demo's members keep the demo's password (README, "Demo").
  const created = await createUserAccount(db, input, admin, { joinedOn, passwordIsTheirs: true });
  const member: EnrolledMember = { plan, userId: created.user_id, loans: new Map() };
  if (longTerm) {
    member.loans.set('long_term', {
      firstDueOn: addMonthsClamped(longTerm.issuedOn, 1),
      installmentCents: kesToCents(created.long_term_loan_details.installment),
    });
  }
  if (shortTerm) {
    member.loans.set('short_term', {
      firstDueOn: addMonthsClamped(shortTerm.issuedOn, 1),
      installmentCents: kesToCents(created.short_term_loan_details.installment),
    });
  }
  return member;
}

/** The officers the group elected among its members, through the same change of office as the API. */
async function electOfficers(tx: Tx, admin: SignedInContext, members: EnrolledMember[]) {
  const officers = { treasurer: members[0], secretary: members[1], auditor: members[2] };
  for (const [office, member] of Object.entries(officers) as [Office, EnrolledMember | undefined][]) {
    if (member) await changeOffice(tx, systemClock, admin, member.userId, office);
  }
  return {
    treasurerId: officers.treasurer?.userId,
    secretaryId: officers.secretary?.userId,
    treasurer: officers.treasurer?.plan.email ?? '',
    secretary: officers.secretary?.plan.email ?? '',
    auditor: officers.auditor?.plan.email ?? '',
  };
}

interface TimedStep {
  date: string;
  run: () => Promise<void>;
}

/**
 * The year in date order: each month's contributions, and the loans issued that month after
 * them. Which months a member misses is drawn here, in a fixed order, so the run is repeatable.
 */
function yearOf(
  members: EnrolledMember[],
  runner: ReturnType<typeof createPaymentRunner>,
  calendar: DemoCalendar,
  random: Random,
  others: TimedStep[],
) {
  const contributions: TimedStep[] = [...others];
  const issues: TimedStep[] = [];
  for (const member of members) {
    for (const loan of member.plan.loans) {
      issues.push({ date: loan.issuedOn, run: () => runner.issueLoan(member, loan) });
    }
    for (let monthsAgo = member.plan.firstContributionMonthsAgo; monthsAgo >= 0; monthsAgo--) {
      const misses = member.plan.missesMonths && monthsAgo > 0 && random.chance(0.07);
      const date = calendar.monthsAgo(monthsAgo, random.int(1, 10));
      if (!misses) contributions.push({ date, run: () => runner.contribute(member, monthsAgo, date) });
    }
  }
  // A stable sort: on the same day, payments come before the loans issued that day.
  return [...contributions, ...issues].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Fills an empty database with the Umoja Savings Group (README "Demo group"): an admin, 30
 * members with a year of contributions, loans in every state, bank accounts and expenses. Only
 * the services the API uses write, so every balance reconciles with the ledger
 * (docs/decisions/books.md, "Records that must add up"). It is deterministic: a seeded generator and dates
 * counted back from `today` (in Nairobi).
 */
export async function buildDemoGroup(db: Db, today: string): Promise<DemoSummary> {
  registerApprovalKinds();
  const users = await countUsers(db);
  if (users > 0) throw refusal(users);
  const calendar = demoCalendar(today);
  const random = createRandom(DEMO_SEED);
  const plan = planDemoGroup(calendar, random);
  // One transaction for the whole group (the services' own become savepoints inside it): a run
  // that fails half way leaves the database empty, ready for another try.
  return db.transaction(async (tx) => {
    const group: Db = tx;
    const admin = scriptContext(systemClock, await createGroupAdmin(group));
    // The day the group started keeping its books in Links: its balances are brought in then.
    const startedOn = calendar.monthsAgo(12, 1);
    const members: EnrolledMember[] = [];
    for (const planned of plan) {
      members.push(await enrol(group, planned, admin, startedOn, calendar.today, demoPhone(members.length)));
    }
    const { treasurerId, secretaryId, ...officers } = await electOfficers(tx, admin, members);
    const treasurerWho =
      treasurerId === undefined ? admin : scriptContext(systemClock, treasurerId, 'treasurer');
    const secretaryWho =
      secretaryId === undefined ? admin : scriptContext(systemClock, secretaryId, 'secretary');
    const { accountIds, expenses, bankAccounts } = await openBanking(group, admin, startedOn, calendar);
    const accounts = await demoAccounts(group, accountIds);
    const treasurer = createTreasurer(group, accounts, random, admin, calendar.today);
    const payExpenses = expenses.map(({ date, input }) => ({
      date,
      run: async () => {
        await treasurer.cover(input.account_id, input.amount, date);
        await createExpense(group, input, admin);
      },
    }));
    const runner = createPaymentRunner(group, calendar, random, admin, treasurer);
    const monthEnds = Array.from({ length: 12 }, (_, i) => calendar.monthsAgo(12 - i, 28)).map((date) => ({
      date,
      run: () => treasurer.monthEnd(date),
    }));
    const reminders = reminderSteps(group, calendar);
    for (const step of yearOf(members, runner, calendar, random, [
      ...payExpenses,
      ...monthEnds,
      ...reminders,
    ]))
      await step.run();
    for (const member of members.filter((m) => m.plan.submitsTopUp)) await runner.topUp(member);
    const equity = accountIds.get('Equity Bank - Umoja Group');
    if (equity === undefined) throw new Error('The demo’s Equity Bank account is missing.');
    await awaitingApproval(group, admin, equity, calendar.today);
    const memberIds = members.map((member) => member.userId);
    await paidWithdrawal(group, admin, memberIds, equity, calendar.today);
    const mpesa = await feedMpesa(group, admin, accounts.till, members, calendar, treasurerWho);
    const corrected = await wrongAmountReversed(group, treasurerWho, members[4]!.userId, calendar);
    const atMeetings = await monthlyMeetings(
      group,
      { treasurer: treasurerWho, secretary: secretaryWho },
      members,
      calendar,
    );
    const inRotation = await demoRotation(group, treasurerWho, members, calendar);
    const named = new Set(
      [members[0], members[1], members[2], members[3], members[4]].map((m) => m?.userId ?? 0),
    );
    // Dated the demo's today, whatever the clock says.
    const onToday = { now: () => systemClock.now(), today: () => calendar.today };
    const leftGroup = await memberWhoLeft(tx, onToday, admin, members, named, {
      account: accounts.equity,
      treasurer,
    });
    await lateFinesOfTheMonth(group, admin.userId, calendar);
    const broughtIn =
      plan.filter((m) => m.broughtIn?.longTerm).length + plan.filter((m) => m.broughtIn?.shortTerm).length;
    return {
      groupName: DEMO_GROUP_NAME,
      adminEmail: DEMO_ADMIN.email,
      password: DEMO_PASSWORD,
      members: members.length,
      memberEmail: members[3]?.plan.email ?? '',
      officers,
      loans: runner.tally.loansIssued + broughtIn,
      transactions: runner.tally.transactions + mpesa.transactions + corrected + atMeetings + inRotation,
      meetings: MEETING_MONTHS,
      mpesaPayments: mpesa.payments,
      bankAccounts,
      expenses: expenses.length,
      leftGroup,
    };
  });
}
