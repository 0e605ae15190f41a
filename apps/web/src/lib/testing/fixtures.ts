import type { MeetingMinutes, MeetingSheet, SheetRow } from '@links/domain';

/** The group's settings as `GET /settings` answers them, for the forms that read them. */
export const GROUP_SETTINGS = {
  group_name: 'Umoja Savings Group',
  long_term_rate: 0.12,
  long_term_months: 24,
  short_term_rate: 0.18,
  short_term_months: 3,
  savings_target: 30000,
  default_account_id: null,
  mpesa_shortcode: null,
  mpesa_account_id: null,
  c2b_token_set: false,
  loan_multiplier: 3,
  late_fine_kind: 'none',
  late_fine_amount: 0,
  late_fine_rate: 0,
  missed_contribution_fine: 0,
  absence_fine_amount: 0,
  contribution_due_day: 5,
  approvals_required: 2,
  approval_threshold: 5000,
  hide_beneficiaries_from_members: false,
  withdrawal_notice_days: 0,
} as const;

/** The money accounts as `GET /books/accounts?money=true` answers them: Cash on hand and a bank. */
export const MONEY_ACCOUNTS = {
  as_of: '2026-11-27',
  accounts: [
    {
      id: 1,
      code: '1000',
      name: 'Cash on hand',
      type: 'asset',
      balance: 0,
      bank_account_id: null,
      is_money: true,
    },
    {
      id: 7,
      code: '1101',
      name: 'M-Pesa Paybill',
      type: 'asset',
      balance: 0,
      bank_account_id: 3,
      is_money: true,
    },
  ],
};

/**
 * The Welfare fund, a kind of contribution besides savings (docs/decisions/meetings.md, "Kinds of
 * contribution on the sheet"): a column of the sheet when the sheet's `kinds` name it.
 */
export const WELFARE = { contribution_kind_id: 3, name: 'Welfare fund' } as const;

/** A row's amount of a kind, typed in as expected: `kindDue(WELFARE.contribution_kind_id, 200)`. */
export const kindDue = (contribution_kind_id: number, amount: number) => ({
  contribution_kind_id,
  amount,
  expected: amount,
});

/**
 * The Sheet pot, a merry-go-round collecting (docs/decisions/meetings.md, "Merry-go-rounds on the
 * sheet"): a column of the sheet when the sheet's `rotations` name it.
 */
export const SHEET_POT = { rotation_id: 2, name: 'Sheet pot' } as const;

/** A row's amount of a merry-go-round, typed in as owed; `member: false` for a member not in it. */
export const rotationDue = (rotation_id: number, amount: number, member = true) => ({
  rotation_id,
  amount,
  expected: amount,
  member,
});

/** A row of a meeting's sheet as `GET /meetings/{id}` answers it: present, what was expected typed in. */
export function sheetRow(
  user_id: number,
  firstname: string,
  lastname: string,
  expected: Partial<Record<'saving' | 'long_term' | 'short_term' | 'fines', number>>,
  patch: Partial<SheetRow> = {},
): SheetRow {
  const due = { saving: 0, long_term: 0, short_term: 0, fines: 0, ...expected };
  return {
    user_id,
    member_no: `M${String(user_id).padStart(3, '0')}`,
    firstname,
    lastname,
    attendance: 'present',
    ...due,
    expected: due,
    contributions: [],
    rotations: [],
    transaction_id: null,
    fine: 0,
    ...patch,
  };
}

/**
 * An ordinary meeting's draft sheet of 7 March 2026 into Cash on hand, its totals those of its rows:
 * Wanjiru Kamau saves, Baraka Otieno saves and repays his long-term loan, Amina Odhiambo has nothing due.
 * A `patch` naming `kinds` totals each of them over the rows' `contributions`, one naming `rotations`
 * each of them over the rows' `rotations`.
 */
export function meetingSheetOf(
  rows: SheetRow[] = [
    sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }),
    sheetRow(5, 'Baraka', 'Otieno', { saving: 2500, long_term: 1200 }),
    sheetRow(6, 'Amina', 'Odhiambo', {}),
  ],
  patch: Partial<MeetingSheet> = {},
): MeetingSheet {
  const sum = (pick: (row: SheetRow) => number) =>
    rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  const ofKind = (row: SheetRow, kindId: number) =>
    row.contributions.find((kind) => kind.contribution_kind_id === kindId)?.amount ?? 0;
  const ofRotation = (row: SheetRow, rotationId: number) =>
    row.rotations.find((rotation) => rotation.rotation_id === rotationId)?.amount ?? 0;
  const kinds = patch.kinds ?? [];
  const rotations = patch.rotations ?? [];
  const rowTotal = (row: SheetRow) =>
    row.saving +
    row.long_term +
    row.short_term +
    row.fines +
    kinds.reduce((total, kind) => total + ofKind(row, kind.contribution_kind_id), 0) +
    rotations.reduce((total, rotation) => total + ofRotation(row, rotation.rotation_id), 0);
  return {
    meeting_id: 5,
    date: '2026-03-07',
    kind: 'ordinary',
    status: 'Draft',
    account_id: 1,
    account_name: 'Cash on hand',
    attended: rows.filter((row) => row.attendance === 'present' || row.attendance === 'late').length,
    members: rows.length,
    total: sum(rowTotal),
    created_at: '2026-03-07T07:00:00.000Z',
    submitted_at: null,
    approved_at: null,
    kinds,
    rotations,
    rows,
    totals: {
      saving: sum((row) => row.saving),
      long_term: sum((row) => row.long_term),
      short_term: sum((row) => row.short_term),
      fines: sum((row) => row.fines),
      contributions: kinds.map(({ contribution_kind_id }) => ({
        contribution_kind_id,
        amount: sum((row) => ofKind(row, contribution_kind_id)),
      })),
      rotations: rotations.map(({ rotation_id }) => ({
        rotation_id,
        amount: sum((row) => ofRotation(row, rotation_id)),
      })),
      total: sum(rowTotal),
    },
    ...patch,
  };
}

/**
 * The minutes of that meeting as `GET /meetings/{id}/minutes` answers them: an agenda of two lines,
 * no notes, one carried resolution, the three members on the sheet (Amina late), KES 6,200 received
 * and one long-term loan issued that day.
 */
export function meetingMinutesOf(patch: Partial<MeetingMinutes> = {}): MeetingMinutes {
  const person = (firstname: string, lastname: string) => ({ firstname, lastname });
  return {
    meeting_id: 5,
    date: '2026-03-07',
    kind: 'ordinary',
    status: 'Submitted',
    agenda: '1. Opening prayer\n2. Savings for March',
    notes: null,
    resolutions: [
      {
        position: 1,
        text: 'To open an account with Equity Bank',
        proposed_by: 4,
        proposer: person('Wanjiru', 'Kamau'),
        seconded_by: 5,
        seconder: person('Baraka', 'Otieno'),
        votes_for: 12,
        votes_against: 1,
        carried: true,
      },
    ],
    attendance: [
      { user_id: 4, member_no: 'M004', ...person('Wanjiru', 'Kamau'), attendance: 'present' },
      { user_id: 5, member_no: 'M005', ...person('Baraka', 'Otieno'), attendance: 'present' },
      { user_id: 6, member_no: 'M006', ...person('Amina', 'Odhiambo'), attendance: 'late' },
    ],
    received: {
      saving: 5000,
      long_term: 1200,
      short_term: 0,
      fines: 0,
      contributions: [],
      rotations: [],
      total: 6200,
    },
    loans_issued: [
      { loan_id: 9, user_id: 5, ...person('Baraka', 'Otieno'), kind: 'Long-term', amount: 20000 },
    ],
    minutes_updated_at: '2026-03-08T09:00:00.000Z',
    ...patch,
  };
}

/** A merry-go-round's schedule as `GET /rotations/{id}` answers it (docs/decisions/rotations.md). */
type RotationFixture = import('@links/domain').RotationView;

const rotationPerson = (user_id: number, firstname: string, lastname: string) => ({
  user_id,
  firstname,
  lastname,
});

/** The three members of the fixture rotation, in their rounds' order. */
export const ROTATION_MEMBERS = {
  wanjiru: rotationPerson(4, 'Wanjiru', 'Kamau'),
  baraka: rotationPerson(5, 'Baraka', 'Otieno'),
  amina: rotationPerson(6, 'Amina', 'Odhiambo'),
} as const;

/**
 * "Umoja merry-go-round", KES 1,000 a member every month from 1 March 2026 out of Cash on hand, the
 * order given by the officials: round 1 (Wanjiru) paid out short on 1 March, KES 2,500 of 3,000
 * (Baraka paid 500 of it); round 2 (Baraka) open with Wanjiru's 1,000 in; round 3 (Amina) to come.
 * Baraka owes his 500 and round 2's 1,000, Amina round 2's 1,000; no swap asked.
 */
export function rotationOf(patch: Partial<RotationFixture> = {}): RotationFixture {
  const { wanjiru, baraka, amina } = ROTATION_MEMBERS;
  const round = (number: number, recipient: typeof wanjiru) => ({
    number,
    due_on: `2026-0${number + 2}-01`,
    recipient,
    expected: 3000,
    received: 0,
    status: 'Upcoming' as const,
    released_on: null,
    released: 0,
    shortfall: 0,
  });
  return {
    rotation_id: 7,
    name: 'Umoja merry-go-round',
    amount_per_member: 1000,
    every: 'month',
    start_date: '2026-03-01',
    seed: null,
    account_id: 1,
    account_name: 'Cash on hand',
    status: 'Active',
    members: [
      { ...wanjiru, round: 1, owes: 0 },
      { ...baraka, round: 2, owes: 1500 },
      { ...amina, round: 3, owes: 1000 },
    ],
    rounds: [
      {
        ...round(1, wanjiru),
        received: 2500,
        status: 'Released',
        released_on: '2026-03-01',
        released: 2500,
        shortfall: 500,
      },
      { ...round(2, baraka), received: 1000, status: 'Open' },
      round(3, amina),
    ],
    swaps: [],
    created_at: '2026-02-20T07:00:00.000Z',
    ...patch,
  };
}

/** That rotation as a row of `GET /rotations`: round 2 open, Baraka (5) to take its pot. */
export const rotationRowOf = (
  patch: Partial<Omit<RotationFixture, 'members' | 'rounds' | 'swaps'>> & {
    members?: number;
    open_round?: number | null;
    recipient_id?: number | null;
  } = {},
) => ({
  rotation_id: 7,
  name: 'Umoja merry-go-round',
  amount_per_member: 1000,
  every: 'month' as RotationFixture['every'],
  status: 'Active' as RotationFixture['status'],
  members: 3,
  open_round: 2 as number | null,
  recipient_id: 5 as number | null,
  ...patch,
});

/**
 * A fund with claim types as `GET /contribution-kinds` lists it (docs/decisions/fund-claims.md, "Claim
 * types"): the Welfare fund holding KES 12,000, paying Bereavement up to 10,000 and Hospital up to 5,000.
 */
export const WELFARE_FUND: import('@links/domain').ContributionKindView = {
  id: 3,
  name: 'Welfare fund',
  kind: 'fund',
  is_savings: false,
  expected_amount: 200,
  expected_every: 'month',
  active: true,
  account_id: 103,
  account_code: '2201',
  balance: 12_000,
  claim_types: [
    { name: 'Bereavement', limit: 10_000 },
    { name: 'Hospital', limit: 5_000 },
  ],
};

/** A claim on the Welfare fund as `GET /fund-claims` lists it: Wanjiru's (4) Hospital claim, Requested. */
export const fundClaimOf = (
  patch: Partial<import('@links/domain').FundClaimView> = {},
): import('@links/domain').FundClaimView => ({
  claim_id: 9,
  contribution_kind_id: 3,
  fund_name: 'Welfare fund',
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  claim_type: 'Hospital',
  reason: 'Hospital bill',
  document: null,
  amount: 3_000,
  account_id: 2,
  account_name: 'Cash on hand',
  status: 'Requested',
  requested_on: '2026-03-10',
  paid_on: null,
  requested_by: 4,
  decided_by: null,
  rejection_reason: null,
  created_at: '2026-03-10T06:00:00.000Z',
  ...patch,
});

/** A page of claims as `GET /fund-claims` answers it. */
export const fundClaimsPageOf = (claims: import('@links/domain').FundClaimView[], pages = 1) => ({
  claims,
  pagination: { page: 1, per_page: 10, total: claims.length, pages },
});
