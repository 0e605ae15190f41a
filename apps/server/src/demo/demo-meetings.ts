import {
  type Attendance,
  type Clock,
  cents,
  createContributionKindBody,
  createFundClaimBody,
} from '@links/domain';
import type { Db } from '../db/client.js';
import { decideRequest } from '../modules/approvals/index.js';
import { type SignedInContext, scriptContext } from '../modules/audit/audit.service.js';
import { createKind } from '../modules/contributions/contribution-kinds.service.js';
import { officialIds } from '../modules/directory/directory.service.js';
import { requestClaim } from '../modules/fund-claims/fund-claims.service.js';
import { openMeeting, saveEntries } from '../modules/meetings/meetings.service.js';
import { saveMinutes } from '../modules/meetings/minutes.service.js';
import { approveSheet, submitSheet } from '../modules/meetings/sheet-submit.js';
import { updateSettings } from '../modules/settings/settings.service.js';
import { createTransactionsService } from '../modules/transactions/transactions.service.js';
import type { EnrolledMember } from './demo-payments.js';
import type { DemoCalendar } from './demo-plan.js';
import { createRandom } from './random.js';

/** Its own sequence, so that the meetings leave the rest of the demo as it was. */
const MEETINGS_SEED = 2029;
export const MEETING_MONTHS = 6;

const AGENDA = [
  '1. Opening prayer',
  '2. Reading and confirmation of the last minutes',
  '3. Contributions and loan repayments',
  '4. Treasurer’s report',
  '5. Any other business',
].join('\n');

const RESOLUTIONS = [
  'That the group keeps its savings at Equity Bank, with the chair, treasurer and secretary as signatories',
  'That members who come late pay the late fine at the next meeting',
  'That the group contributes KES 5,000 from the welfare collection towards a member’s hospital bill',
  'That the annual general meeting be held in December',
  'That loan applications be read out at the meeting before they are approved',
  'That the group visits a member’s poultry project next month',
];

/** The welfare fund every member who comes brings KES 200 to (docs/decisions/contribution-kinds.md). */
async function openWelfareFund(db: Db, treasurer: SignedInContext): Promise<number> {
  const input = createContributionKindBody.parse({
    name: 'Welfare fund',
    kind: 'fund',
    expected_amount: 200,
    expected_every: 'meeting',
    claim_types: [
      { name: 'Bereavement', limit: 20_000 },
      { name: 'Hospital', limit: 10_000 },
    ],
  });
  return (await createKind(db, input, treasurer)).contribution_kind.id;
}

/**
 * The hospital bill the third meeting resolved to pay from the welfare fund
 * (docs/decisions/fund-claims.md): asked by the treasurer, approved by a second official.
 */
async function hospitalClaim(
  db: Db,
  fund: number,
  userId: number,
  treasurer: SignedInContext,
  today: string,
) {
  const clock: Clock = { now: () => treasurer.at, today: () => today };
  const input = createFundClaimBody.parse({
    contribution_kind_id: fund,
    user_id: userId,
    claim_type: 'Hospital',
    reason: 'Hospital bill after an operation, as the meeting resolved',
    amount: 5_000,
    document: 'Invoice KNH/2026/0412',
  });
  const outcome = await requestClaim(db, clock, input, treasurer);
  if (outcome.done) return;
  const approver = (await officialIds(db)).find((id) => id !== treasurer.userId);
  if (approver === undefined) throw new Error('The demo group has no second official to approve.');
  const context = scriptContext(clock, approver, 'chair');
  await decideRequest(db, clock, outcome.pending.approval_id, { decision: 'Approve', reason: null }, context);
}

/**
 * The last six monthly meetings (docs/decisions/meetings.md): each sheet with who came, a few
 * members' cash top-ups of savings (the month's contributions came by M-Pesa and the payments
 * screens), the welfare fund brought by who came, the attendance fines, submitted and approved; and
 * minutes with a resolution, written by the secretary; after the third, the hospital claim it
 * resolved to pay. Answers how many transactions the sheets made.
 */
export async function monthlyMeetings(
  db: Db,
  people: { treasurer: SignedInContext; secretary: SignedInContext },
  members: EnrolledMember[],
  calendar: DemoCalendar,
): Promise<number> {
  const random = createRandom(MEETINGS_SEED);
  await updateSettings(
    db,
    { late_fine_amount: cents(5_000), absence_fine_amount: cents(20_000) },
    people.treasurer,
  );
  const transactions = createTransactionsService(db);
  const welfare = await openWelfareFund(db, people.treasurer);
  let made = 0;
  for (let monthsAgo = MEETING_MONTHS; monthsAgo >= 1; monthsAgo--) {
    const date = calendar.monthsAgo(monthsAgo, 14);
    const { sheet } = await openMeeting(db, { date, kind: 'ordinary' }, people.treasurer);
    const entries = sheet.rows.map((row) => {
      const attendance: Attendance = random.chance(0.8)
        ? 'present'
        : random.pick(['late', 'late', 'absent', 'apologised'] as const);
      // Only a member with a savings account, which their expected savings show, can top it up.
      const saves = row.expected.saving > 0;
      const topUp = saves && attendance !== 'absent' && random.chance(0.15) ? random.pick([500, 1000]) : 0;
      return {
        user_id: row.user_id,
        attendance,
        saving: cents(topUp * 100),
        long_term: cents(0),
        short_term: cents(0),
        // Fines are paid with the loans and by M-Pesa in the demo, not at its meetings.
        fines: cents(0),
        contributions: [
          { contribution_kind_id: welfare, amount: cents(attendance === 'absent' ? 0 : 200_00) },
        ],
      };
    });
    await saveEntries(db, sheet.meeting_id, { entries });
    const submitted = await submitSheet(db, sheet.meeting_id, people.treasurer);
    made += submitted.sheet.rows.filter((row) => row.transaction_id !== null).length;
    await approveSheet(db, transactions, sheet.meeting_id, people.treasurer);
    const [proposer, seconder] = random.shuffle(members).slice(0, 2);
    const present = entries.filter((entry) => entry.attendance === 'present' || entry.attendance === 'late');
    const against = random.int(0, 3);
    await saveMinutes(
      db,
      sheet.meeting_id,
      {
        agenda: AGENDA,
        notes:
          `${present.length} of ${entries.length} members attended. The treasurer reported the month’s ` +
          'contributions and repayments, and the loans outstanding. Members who were late or absent ' +
          'without apology were fined as the constitution provides.',
        resolutions: [
          {
            text: RESOLUTIONS[MEETING_MONTHS - monthsAgo]!,
            proposed_by: proposer!.userId,
            seconded_by: seconder!.userId,
            votes_for: present.length - against,
            votes_against: against,
          },
        ],
      },
      people.secretary,
    );
    if (monthsAgo === MEETING_MONTHS - 2)
      await hospitalClaim(db, welfare, proposer!.userId, people.treasurer, date);
  }
  return made;
}
