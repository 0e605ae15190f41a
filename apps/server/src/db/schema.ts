import { DEFAULT_SAVINGS_TARGET_KES } from '@links/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * docs/decisions/groups.md, "Groups" and "Keys": the group a row belongs to, the first column of every
 * key of its table; a new row's is the connection's group unless named.
 */
const groupId = () =>
  integer('group_id')
    .notNull()
    .default(sql`(nullif(current_setting('app.group_id', true), ''))::integer`)
    .references(() => groups.id);

/**
 * docs/decisions/groups.md, "Groups": the deployment's own tables, which carry no group_id; every other
 * table's keys lead with it.
 */
export const DEPLOYMENT_TABLES = [
  'groups',
  'group_versions',
  'app_secrets',
  'job_leases',
  'login_failures',
  'request_counters',
  'people',
] as const;

/**
 * docs/decisions/groups.md, "Keys": the only indexes of group tables that do not lead with group_id,
 * each a lookup that must cross groups (a person's memberships at sign-in, a C2B callback's group by its
 * token, a job's groups with work). None is unique.
 */
export const INDEXES_ACROSS_GROUPS = [
  'users_person_idx',
  'group_settings_c2b_token_idx',
  'stk_requests_token_idx',
  'mpesa_balance_checks_token_idx',
  'payout_attempts_token_idx',
  'payout_attempts_status_token_idx',
  'stk_requests_late_idx',
  'payout_attempts_due_idx',
] as const;

export const roleEnum = pgEnum('role', ['admin', 'member']);
/** docs/decisions/offices.md: the office a user holds; `role` is the spec's view of it. */
export const officeEnum = pgEnum('office', ['member', 'chair', 'treasurer', 'secretary', 'auditor']);
/** A member who left is `inactive` (docs/decisions/member-exits.md, "Inactive members"). */
export const memberStatusEnum = pgEnum('member_status', ['active', 'inactive']);

/** docs/decisions/groups.md, "Groups": whether a group may change anything. */
export const groupStatusEnum = pgEnum('group_status', ['pending', 'active', 'suspended']);

/**
 * The groups this deployment keeps (docs/decisions/groups.md, "Groups"). Every other table's row
 * belongs to one of them through its `group_id`; a single-group install has group 1 only.
 */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: groupStatusEnum('status').notNull().default('active'),
  createdAt: createdAt(),
  /** When the host suspended the group; null while active. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
});

/**
 * docs/decisions/people.md, "People and memberships": whoever signs in, once for the whole
 * deployment. Each of their memberships is a `users` row in a group.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased: one person an email (docs/decisions/members.md, "Members"). */
    email: text('email').notNull(),
    /**
     * argon2id; null while the person has no password of their own yet: an invitation waits
     * (docs/decisions/passwords.md, "Invitations").
     */
    passwordHash: text('password_hash'),
    /** An official set the password: it must be changed before anything else (docs/decisions/passwords.md). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The group the person last worked in: where the next sign-in lands (docs/decisions/people.md). */
    lastGroupId: integer('last_group_id').references(() => groups.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('people_email_unique').on(t.email)],
);

/**
 * docs/decisions/groups.md, "Kept answers per group": each group's data version, raised once by every
 * transaction that writes one of the group's rows (a trigger of every group table).
 */
export const groupVersions = pgTable('group_versions', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row: the group's name and the defaults of docs/decisions/loans.md, "Group settings", editable by an
 * admin.
 */
export const groupSettings = pgTable(
  'group_settings',
  {
    groupId: groupId(),
    id: integer('id').notNull().default(1),
    groupName: text('group_name').notNull(),
    longTermRateBp: integer('long_term_rate_bp').notNull().default(1200),
    longTermMonths: integer('long_term_months').notNull().default(24),
    shortTermRateBp: integer('short_term_rate_bp').notNull().default(1800),
    shortTermMonths: integer('short_term_months').notNull().default(3),
    savingsTargetCents: bigint('savings_target_cents', { mode: 'number' })
      .notNull()
      .default(DEFAULT_SAVINGS_TARGET_KES * 100),
    /** The money account (a books account) money is received into and paid from when a call names none. */
    defaultAccountId: integer('default_account_id'),
    /**
     * The group's paybill or till number (docs/decisions/payments.md, "Settings"); C2B callbacks for another
     * are refused.
     */
    mpesaShortcode: text('mpesa_shortcode'),
    /** The bank account of the books that receives M-Pesa money. */
    mpesaAccountId: integer('mpesa_account_id'),
    /** SHA-256 of the secret in the C2B callback URLs; the token itself is shown once and never kept. */
    c2bTokenHash: text('c2b_token_hash'),
    /**
     * docs/decisions/lending.md, "Limit": a member may owe this many times their savings (hundredths: 300 =
     * 3×).
     */
    loanMultiplierX100: integer('loan_multiplier_x100').notNull().default(300),
    /**
     * docs/decisions/lending.md, "Fines": the late-installment fine, `none`, `fixed` (cents) or `percent`
     * (basis points).
     */
    lateFineKind: text('late_fine_kind', { enum: ['none', 'fixed', 'percent'] })
      .notNull()
      .default('none'),
    lateFineCents: bigint('late_fine_cents', { mode: 'number' }).notNull().default(0),
    /** docs/decisions/meetings.md, "Attendance fines": staying away from a meeting without apology (0: none). */
    absenceFineCents: bigint('absence_fine_cents', { mode: 'number' }).notNull().default(0),
    lateFineRateBp: integer('late_fine_rate_bp').notNull().default(0),
    /** The day the late-installment fine took effect: nothing late before it is fined. */
    lateFinesFrom: date('late_fines_from', { mode: 'string' }),
    /**
     * docs/decisions/lending.md, "Fines": the missed-contribution fine (0: none), checked on this day of the
     * next month.
     */
    contributionFineCents: bigint('contribution_fine_cents', { mode: 'number' }).notNull().default(0),
    contributionDueDay: integer('contribution_due_day').notNull().default(10),
    contributionFinesFrom: date('contribution_fines_from', { mode: 'string' }),
    /** docs/decisions/approvals.md: how many distinct officials must agree to money going out. */
    approvalsRequired: integer('approvals_required').notNull().default(2),
    /** An expense at or above this many cents needs the quorum; below it one official pays it. */
    approvalThresholdCents: bigint('approval_threshold_cents', { mode: 'number' }).notNull().default(500_000),
    /** docs/decisions/offices.md, "Group money": members see the payouts without the beneficiaries' names. */
    hideBeneficiariesFromMembers: boolean('hide_beneficiaries_from_members').notNull().default(false),
    /** docs/decisions/withdrawals.md, "Notice": a withdrawal is paid this many days after it is asked for. */
    withdrawalNoticeDays: integer('withdrawal_notice_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    check('group_settings_single_row', sql`${t.id} = 1`),
    // docs/decisions/payments.md, "Callbacks": a callback finds its group by its token, across groups.
    index('group_settings_c2b_token_idx').on(t.c2bTokenHash).where(sql`${t.c2bTokenHash} is not null`),
    check('group_settings_approvals_required', sql`${t.approvalsRequired} between 1 and 3`),
    check('group_settings_approval_threshold', sql`${t.approvalThresholdCents} >= 0`),
    foreignKey({
      name: 'group_settings_default_account_id_fk',
      columns: [t.groupId, t.defaultAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'group_settings_mpesa_account_id_fk',
      columns: [t.groupId, t.mpesaAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('set null'),
  ],
);

export const users = pgTable(
  'users',
  {
    groupId: groupId(),
    id: serial('id'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /**
     * Stored trimmed and lower-cased, so that uniqueness ignores case (docs/decisions/members.md, "Members").
     */
    email: text('email').notNull(),
    /** The person this membership is (docs/decisions/people.md): their email and password. */
    personId: integer('person_id')
      .notNull()
      .references(() => people.id),
    role: roleEnum('role').notNull(),
    /** The office held (docs/decisions/offices.md); `role` is `admin` exactly for the officials. */
    office: officeEnum('office').notNull().default('member'),
    /**
     * The member number's number (`M007` is 7), given at creation in order
     * (docs/decisions/payments.md, "Member numbers").
     */
    memberNo: integer('member_no').notNull().default(sql`null`),
    /** A Kenyan mobile number, stored `2547XXXXXXXX` / `2541XXXXXXXX`; unique when given. */
    phone: text('phone'),
    createdAt: createdAt(),
    /** `inactive` from the exit date: no sign-in, left out of lists and counts (docs/decisions/member-exits.md). */
    status: memberStatusEnum('status').notNull().default('active'),
    /** The day the member left; null while active. */
    exitedOn: date('exited_on', { mode: 'string' }),
    /** The language of the member's messages and screens, `en` or `sw` (docs/decisions/notifications.md, "Preferences"). */
    language: text('language').notNull().default('en'),
    /**
     * The channels the member's messages go by besides the inbox, of `email` and `sms`
     * (docs/decisions/notifications.md, "Preferences").
     */
    channels: text('channels').array().notNull().default(sql`'{email,sms}'::text[]`),
  },
  // The member list and pickers (GET /get-users): by name, by the start of a name's word, an
  // email's or a phone's start, and by joining date.
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('users_name_idx').on(t.groupId, sql`lower(${t.firstname} || ' ' || ${t.lastname})`, t.id),
    index('users_name_words_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${t.firstname} || ' ' || ${t.lastname})`,
    ),
    index('users_email_prefix_idx').on(t.groupId, t.email.op('text_pattern_ops')),
    index('users_phone_prefix_idx').on(t.groupId, t.phone.op('text_pattern_ops')),
    index('users_created_idx').on(t.groupId, t.createdAt, t.id),
    // docs/decisions/offices.md, "On the wire": the spec's role follows the office.
    check(
      'users_role_follows_office',
      sql`(${t.role} = 'admin') = (${t.office} in ('chair', 'treasurer', 'secretary'))`,
    ),
    // The officials who keep the group running are counted under a lock (changeOffice).
    index('users_office_idx').on(t.groupId, t.office),
    index('users_status_idx').on(t.groupId, t.status, t.id),
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
    check('users_channels_check', sql`${t.channels} <@ array['email', 'sms']::text[]`),
    uniqueIndex('users_email_unique').on(t.groupId, t.email),
    // One membership a person in each group; a person's memberships across groups are found at
    // sign-in by person (docs/decisions/people.md, "Signing in").
    uniqueIndex('users_person_unique').on(t.groupId, t.personId),
    index('users_person_idx').on(t.personId),
    uniqueIndex('users_member_no_unique').on(t.groupId, t.memberNo),
    uniqueIndex('users_phone_unique').on(t.groupId, t.phone),
  ],
);

/**
 * Refresh tokens, stored only as hashes; a family is one sign-in's chain of rotations, its id the tokens'
 * `sid` (docs/decisions/sessions.md, "Tokens").
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The live sign-ins, by family (checked on every signed-in request) and by user (ended together);
  // docs/decisions/sessions.md, "Sessions and cookies".
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('refresh_tokens_live_family_idx').on(t.groupId, t.familyId).where(sql`${t.revokedAt} is null`),
    index('refresh_tokens_live_user_idx').on(t.groupId, t.userId).where(sql`${t.revokedAt} is null`),
    uniqueIndex('refresh_tokens_hash_unique').on(t.groupId, t.tokenHash),
    foreignKey({
      name: 'refresh_tokens_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One-time invitations to set one's own password, stored only as the SHA-256 of the code
 * (docs/decisions/passwords.md, "Invitations"). Left out of backups and exports.
 */
export const invitations = pgTable(
  'invitations',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Accepted, or replaced by a newer one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('invitations_open_user_idx').on(t.groupId, t.userId).where(sql`${t.usedAt} is null`),
    uniqueIndex('invitations_code_hash_unique').on(t.groupId, t.codeHash),
    foreignKey({
      name: 'invitations_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invitations_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * Forgotten-password codes: six digits, stored only as an argon2id hash, with the wrong tries
 * counted (docs/decisions/passwords.md, "Forgotten passwords"). Left out of backups and exports.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, burned by a wrong try too many, or replaced by a newer code. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('password_resets_open_user_idx').on(t.groupId, t.userId).where(sql`${t.usedAt} is null`),
    foreignKey({
      name: 'password_resets_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Messages the app leaves for a member, one per event and recipient, written in the transaction of
 * the event (docs/decisions/notifications.md, "The outbox"). The member reads them in their inbox;
 * the channels send them as `deliveries`. Some hold one-time codes (`secret`): left out of backups,
 * exports, logs, the inbox and the officials' view.
 */
export const outbox = pgTable(
  'outbox',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    /** What the message is about: `payment_approved`, `invitation`, ... (docs/decisions/notifications.md, "Kinds"). */
    kind: text('kind').notNull(),
    /** The event, such that one event leaves one message per recipient: `transaction:12:approved`. */
    eventKey: text('event_key').notNull(),
    /** The e-mail's subject and the inbox's title. */
    subject: text('subject').notNull(),
    /** The e-mail's and the inbox's text. */
    body: text('body').notNull(),
    /** The SMS: one message of at most 160 characters. */
    sms: text('sms').notNull(),
    /** The screen the message points at (a path such as `/guarantees`), when it points at one. */
    link: text('link'),
    /** The language it was written in, the member's when it was left. */
    language: text('language').notNull().default('en'),
    /** Holds a one-time code: sent, never shown in the inbox or to officials. */
    secret: boolean('secret').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('outbox_event_user_unique').on(t.groupId, t.userId, t.eventKey),
    index('outbox_user_idx').on(t.groupId, t.userId, t.id),
    index('outbox_unread_idx').on(t.groupId, t.userId).where(sql`${t.readAt} is null and not ${t.secret}`),
    index('outbox_kind_idx').on(t.groupId, t.kind, t.id),
    index('outbox_created_idx').on(t.groupId, t.createdAt, t.id),
    foreignKey({
      name: 'outbox_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('cascade'),
  ],
);

export const deliveryChannelEnum = pgEnum('delivery_channel', ['email', 'sms']);
export const deliveryStatusEnum = pgEnum('delivery_status', ['queued', 'sent', 'failed']);

/**
 * A message's sending by one channel, once per message and channel
 * (docs/decisions/notifications.md, "Delivery").
 */
export const deliveries = pgTable(
  'deliveries',
  {
    groupId: groupId(),
    id: serial('id'),
    messageId: integer('message_id').notNull(),
    channel: deliveryChannelEnum('channel').notNull(),
    /** The e-mail address or the phone (`2547XXXXXXXX`) at the time the message was left. */
    address: text('address').notNull(),
    status: deliveryStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued delivery is next tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's id of a sent message. */
    providerId: text('provider_id'),
    /** Why the last attempt failed. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('deliveries_message_channel_unique').on(t.groupId, t.messageId, t.channel),
    index('deliveries_due_idx').on(t.groupId, t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index('deliveries_status_idx').on(t.groupId, t.status, t.id),
    check('deliveries_attempts_check', sql`${t.attempts} >= 0`),
    foreignKey({
      name: 'deliveries_message_id_fk',
      columns: [t.groupId, t.messageId],
      foreignColumns: [outbox.groupId, outbox.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The devices a member has signed in from, each known by the SHA-256 of the random device id its
 * browser keeps in a cookie (docs/decisions/notifications.md, "A sign-in from a new device").
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    /** What the device said it was at its first sign-in: `Chrome on Android`. */
    name: text('name').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('known_devices_user_device_unique').on(t.groupId, t.userId, t.deviceHash),
    foreignKey({
      name: 'known_devices_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Failed sign-ins by email, for the lock of docs/decisions/sign-in-limits.md, "The limits". */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.failedAt)],
);

/**
 * Hits per key and fixed time window, shared by every server on the database
 * (docs/decisions/sign-in-limits.md, "The limits").
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Secrets the servers of one database share, such as the token signing secret. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Money. These tables keep what is not money (names, targets, terms, schedules, dates, status):
// every balance is in the kept tables below the journal, kept by the database from its lines in
// the posting's own transaction; no application code writes one (docs/decisions/journal-balances.md).
// ---------------------------------------------------------------------------------------------

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A member's account in the group: what puts them in /allacounts
 * (docs/decisions/members.md, "Member accounts").
 */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('member_accounts_created_idx').on(t.groupId, t.createdAt, t.id),
    uniqueIndex('member_accounts_user_unique').on(t.groupId, t.userId),
    foreignKey({
      name: 'member_accounts_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

/** One savings account per member; its balance is in `savingsBalances`. */
export const savingsAccounts = pgTable(
  'savings_accounts',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    yearlyTargetCents: cents('yearly_target_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('savings_accounts_target_idx').on(t.groupId, t.yearlyTargetCents, t.id),
    uniqueIndex('savings_accounts_user_unique').on(t.groupId, t.userId),
    foreignKey({
      name: 'savings_accounts_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

/** A bank account; its balance is its books account's, in `accountBalances`. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    groupId: groupId(),
    id: serial('id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('bank_accounts_name_unique').on(t.groupId, sql`lower(${t.name})`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    groupId: groupId(),
    id: serial('id'),
    /** The bank account it was paid from; null when it was paid from Cash on hand. */
    bankAccountId: integer('bank_account_id'),
    /** The day it was paid (docs/decisions/money-accounts.md, "Dated expenses"). */
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    commentType: text('comment_type').notNull(),
    comment: text('comment'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    check('expense_amount_positive', sql`${t.amountCents} > 0`),
    // GET /all-expenses: each order with the id breaking ties, each filter, and the words searched.
    index('expenses_created_idx').on(t.groupId, t.createdAt, t.id),
    index('expenses_date_idx').on(t.groupId, t.spentOn, t.id),
    index('expenses_amount_idx').on(t.groupId, t.amountCents, t.id),
    index('expenses_type_idx').on(t.groupId, sql`lower(${t.commentType})`, t.createdAt, t.id),
    index('expenses_account_idx').on(t.groupId, t.bankAccountId, t.createdAt, t.id),
    index('expenses_words_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${t.commentType} || ' ' || coalesce(${t.comment}, ''))`,
    ),
    foreignKey({
      name: 'expenses_bank_account_id_fk',
      columns: [t.groupId, t.bankAccountId],
      foreignColumns: [bankAccounts.groupId, bankAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'expenses_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

export const loanKindEnum = pgEnum('loan_kind', ['long_term', 'short_term']);
export const loanStatusEnum = pgEnum('loan_status', ['Uncleared', 'Cleared']);

/**
 * A loan: its terms, schedule figures, dates and status; its outstanding position is in
 * `loanBalances`. `principalCents` is what the schedule spreads (what is owed at issue);
 * `loanAmountCents` is what was lent (larger when an existing loan is brought in).
 */
export const loans = pgTable(
  'loans',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    kind: loanKindEnum('kind').notNull(),
    loanAmountCents: cents('loan_amount_cents').notNull(),
    principalCents: cents('principal_cents').notNull(),
    /** Long-term: yearly rate; short-term: the rate for the whole loan. Basis points. */
    rateBp: integer('rate_bp').notNull(),
    months: integer('months').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    installmentCents: cents('installment_cents').notNull(),
    totalInterestCents: cents('total_interest_cents').notNull(),
    status: loanStatusEnum('status').notNull().default('Uncleared'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    // docs/decisions/loans.md, "One loan of each kind": at most one uncleared loan of each type per member.
    uniqueIndex('loans_one_uncleared_per_kind')
      .on(t.groupId, t.userId, t.kind)
      .where(sql`${t.status} = 'Uncleared'`),
    // The loan lists' orders (GET /all-loans?sort), each within a kind, the id breaking ties.
    index('loans_kind_created_idx').on(t.groupId, t.kind, t.createdAt, t.id),
    index('loans_kind_issued_idx').on(t.groupId, t.kind, t.issuedOn, t.id),
    index('loans_kind_due_idx').on(t.groupId, t.kind, t.dueOn, t.id),
    index('loans_kind_amount_idx').on(t.groupId, t.kind, t.loanAmountCents, t.id),
    index('loans_user_idx').on(t.groupId, t.userId, t.kind),
    foreignKey({
      name: 'loans_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'loans_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

export const loanInstallments = pgTable(
  'loan_installments',
  {
    groupId: groupId(),
    id: serial('id'),
    loanId: integer('loan_id').notNull(),
    number: integer('number').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    interestCents: cents('interest_cents').notNull(),
    principalCents: cents('principal_cents').notNull(),
    interestPaidCents: cents('interest_paid_cents').notNull().default(0),
    principalPaidCents: cents('principal_paid_cents').notNull().default(0),
    /**
     * Interest no longer owed because the loan was settled early
     * (docs/decisions/lending.md, "Early settlement").
     */
    interestWaivedCents: cents('interest_waived_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('loan_installments_number_unique').on(t.groupId, t.loanId, t.number),
    index('loan_installments_due_idx').on(t.groupId, t.dueOn, t.loanId),
    foreignKey({
      name: 'loan_installments_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('restrict'),
  ],
);

export const transactionItemTypeEnum = pgEnum('transaction_item_type', [
  'SAVING',
  'LTL',
  'STL',
  'CONTRIBUTION',
  'ROTATION',
  'FINE',
]);
export const transactionItemStatusEnum = pgEnum('transaction_item_status', [
  'Pending',
  'Approved',
  'Rejected',
]);

export const transactions = pgTable(
  'transactions',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    totalCents: cents('total_cents').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    /**
     * The overall status of the items (docs/spec/states.md, "A transaction's overall status"), kept by a
     * trigger on transaction_items so that lists filter on an index instead of looking at every transaction's
     * items.
     */
    status: text('status').notNull().default('Pending'),
    /**
     * 1, 2, 3, … in the order transactions were entered, without gaps (a trigger numbers each
     * insert from list_counters, under its row lock, so a rolled-back insert gives its number back).
     * Page N of the newest-first list is a range of positions: as fast on page 20,000 as on page 1.
     */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('transactions_user_idx').on(t.groupId, t.userId, t.position),
    index('transactions_created_idx').on(t.groupId, t.createdAt),
    uniqueIndex('transactions_position_idx').on(t.groupId, t.position),
    index('transactions_status_idx').on(t.groupId, t.status, t.position),
    index('transactions_date_idx').on(t.groupId, t.transactionDate, t.position),
    check(
      'transaction_status_known',
      sql`${t.status} in ('Pending', 'Approved', 'Partially Approved', 'Partially Rejected')`,
    ),
    foreignKey({
      name: 'transactions_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'transactions_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * What the group collected each month (approved items by the month of their transaction's date),
 * kept by a trigger on transaction_items so that the home chart is twelve rows, not a scan.
 */
export const monthlyCollectionTotals = pgTable(
  'monthly_collection_totals',
  {
    groupId: groupId(),
    month: date('month', { mode: 'string' }).notNull(),
    savingsCents: bigint('savings_cents', { mode: 'number' }).notNull().default(0),
    repaymentsCents: bigint('repayments_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.month] })],
);

/**
 * Row counts kept up to date by triggers, so that a list's total is one read
 * (docs/decisions/wire.md, "Dates").
 */
export const listCounters = pgTable(
  'list_counters',
  {
    groupId: groupId(),
    name: text('name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.name] })],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    groupId: groupId(),
    id: serial('id'),
    transactionId: integer('transaction_id').notNull(),
    type: transactionItemTypeEnum('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    extra: text('extra'),
    status: transactionItemStatusEnum('status').notNull().default('Pending'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The kind a CONTRIBUTION item pays into (docs/decisions/contribution-kinds.md, "Items of a kind"). */
    contributionKindId: integer('contribution_kind_id'),
    /** The merry-go-round a ROTATION item pays into (docs/decisions/rotations.md, "Paying in"). */
    rotationId: integer('rotation_id'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('transaction_items_transaction_idx').on(t.groupId, t.transactionId),
    check(
      'transaction_item_rotation_named',
      sql`(${t.type}::text = 'ROTATION') = (${t.rotationId} is not null)`,
    ),
    foreignKey({
      name: 'transaction_items_rotation_id_fk',
      columns: [t.groupId, t.rotationId],
      foreignColumns: [rotations.groupId, rotations.id],
    }).onDelete('restrict'),
    check(
      'transaction_item_kind_named',
      // As text: a migration that adds the type's value cannot compare with it in the same run.
      sql`(${t.type}::text = 'CONTRIBUTION') = (${t.contributionKindId} is not null)`,
    ),
    foreignKey({
      name: 'transaction_items_contribution_kind_id_fk',
      columns: [t.groupId, t.contributionKindId],
      foreignColumns: [contributionKinds.groupId, contributionKinds.id],
    }).onDelete('restrict'),
    index('transaction_items_extra_idx').on(t.groupId, sql`lower(${t.extra})`),
    check('transaction_item_amount_positive', sql`${t.amountCents} > 0`),
    foreignKey({
      name: 'transaction_items_transaction_id_fk',
      columns: [t.groupId, t.transactionId],
      foreignColumns: [transactions.groupId, transactions.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'transaction_items_decided_by_fk',
      columns: [t.groupId, t.decidedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * What an approved LTL or STL item paid off, split into principal and interest
 * (docs/decisions/loans.md, "Repayments").
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    groupId: groupId(),
    id: serial('id'),
    loanId: integer('loan_id').notNull(),
    transactionItemId: integer('transaction_item_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    principalPaidCents: cents('principal_paid_cents').notNull(),
    interestPaidCents: cents('interest_paid_cents').notNull(),
    /** What the payment paid of the member's fines first (docs/decisions/lending.md, "Fines"). */
    finesPaidCents: cents('fines_paid_cents').notNull().default(0),
    /** The day the payment was taken back by a reversal (docs/decisions/reversals.md, "Loan repayments"). */
    reversedOn: date('reversed_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('loan_payments_loan_idx').on(t.groupId, t.loanId, t.createdAt, t.id),
    // The payment history's orders (GET /loan-payments/…?sort), the id breaking ties.
    index('loan_payments_created_idx').on(t.groupId, t.createdAt, t.id),
    index('loan_payments_amount_idx').on(t.groupId, t.amountCents, t.id),
    uniqueIndex('loan_payments_item_unique').on(t.groupId, t.transactionItemId),
    foreignKey({
      name: 'loan_payments_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'loan_payments_transaction_item_id_fk',
      columns: [t.groupId, t.transactionItemId],
      foreignColumns: [transactionItems.groupId, transactionItems.id],
    }).onDelete('restrict'),
  ],
);

export const applicationStatusEnum = pgEnum('loan_application_status', ['Pending', 'Approved', 'Rejected']);

/**
 * A member's application for a loan, decided once by an admin other than the one who applied
 * (docs/decisions/lending.md, "Applications").
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    kind: loanKindEnum('kind').notNull(),
    amountCents: cents('amount_cents').notNull(),
    months: integer('months').notNull(),
    purpose: text('purpose').notNull(),
    status: applicationStatusEnum('status').notNull().default('Pending'),
    /** The limit when decided; while pending the limit is worked out afresh. */
    limitCents: cents('limit_cents'),
    appliedBy: integer('applied_by'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    loanId: integer('loan_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('loan_applications_status_idx').on(t.groupId, t.status, t.createdAt),
    index('loan_applications_user_idx').on(t.groupId, t.userId, t.createdAt),
    index('loan_applications_created_idx').on(t.groupId, t.createdAt, t.id),
    index('loan_applications_amount_idx').on(t.groupId, t.amountCents, t.id),
    // One pending application per member and kind.
    uniqueIndex('loan_applications_one_pending')
      .on(t.groupId, t.userId, t.kind)
      .where(sql`${t.status} = 'Pending'`),
    check('loan_application_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('loan_applications_loan_unique').on(t.groupId, t.loanId),
    foreignKey({
      name: 'loan_applications_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'loan_applications_applied_by_fk',
      columns: [t.groupId, t.appliedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'loan_applications_decided_by_fk',
      columns: [t.groupId, t.decidedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'loan_applications_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('restrict'),
  ],
);

export const guaranteeStatusEnum = pgEnum('guarantee_status', ['Requested', 'Accepted', 'Declined']);

/**
 * A member asked to guarantee an application, and their pledge of savings once accepted
 * (docs/decisions/lending.md, "Guarantors").
 */
export const loanGuarantees = pgTable(
  'loan_guarantees',
  {
    groupId: groupId(),
    id: serial('id'),
    applicationId: integer('application_id').notNull(),
    guarantorId: integer('guarantor_id').notNull(),
    status: guaranteeStatusEnum('status').notNull().default('Requested'),
    amountCents: cents('amount_cents').notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('loan_guarantees_unique').on(t.groupId, t.applicationId, t.guarantorId),
    index('loan_guarantees_guarantor_idx').on(t.groupId, t.guarantorId),
    check('loan_guarantee_amount_not_negative', sql`${t.amountCents} >= 0`),
    foreignKey({
      name: 'loan_guarantees_application_id_fk',
      columns: [t.groupId, t.applicationId],
      foreignColumns: [loanApplications.groupId, loanApplications.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'loan_guarantees_guarantor_id_fk',
      columns: [t.groupId, t.guarantorId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

export const fineKindEnum = pgEnum('fine_kind', ['late_installment', 'missed_contribution', 'attendance']);

/**
 * A fine a member owes (docs/decisions/lending.md, "Fines"). `chargeKey` names what it is for
 * (`late:<installmentId>:<month late>` or `contribution:<userId>:<YYYY-MM>`) and is unique, so the job
 * charges it once even when several servers run it at once. On the cash basis a fine reaches the books when
 * it is paid.
 */
export const fines = pgTable(
  'fines',
  {
    groupId: groupId(),
    id: serial('id'),
    chargeKey: text('charge_key').notNull(),
    userId: integer('user_id').notNull(),
    loanId: integer('loan_id'),
    kind: fineKindEnum('kind').notNull(),
    period: text('period').notNull(),
    chargedOn: date('charged_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    waivedCents: cents('waived_cents').notNull().default(0),
    waivedBy: integer('waived_by'),
    waiveReason: text('waive_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('fines_user_idx').on(t.groupId, t.userId, t.chargedOn),
    // GET /fines?sort: by the day charged or the amount, the id breaking ties.
    index('fines_charged_idx').on(t.groupId, t.chargedOn, t.id),
    index('fines_amount_idx').on(t.groupId, t.amountCents, t.id),
    index('fines_loan_idx').on(t.groupId, t.loanId).where(sql`${t.loanId} is not null`),
    check(
      'fine_amounts',
      sql`${t.amountCents} > 0 and ${t.paidCents} >= 0 and ${t.waivedCents} >= 0 and ${t.paidCents} + ${t.waivedCents} <= ${t.amountCents}`,
    ),
    uniqueIndex('fines_charge_key_unique').on(t.groupId, t.chargeKey),
    foreignKey({
      name: 'fines_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fines_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fines_waived_by_fk',
      columns: [t.groupId, t.waivedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

// ---------------------------------------------------------------------------------------------
// The books (docs/decisions/books.md, "Double entry", docs/books.md): a chart of accounts and a balanced,
// append-only journal.
// ---------------------------------------------------------------------------------------------

export const accountTypeEnum = pgEnum('account_type', ['asset', 'liability', 'equity', 'income', 'expense']);

/** One account of the chart: a system account, a bank account's, or an expense category's. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    groupId: groupId(),
    id: serial('id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: accountTypeEnum('type').notNull(),
    /** `cash`, `loans`, `savings`, … for the accounts every group has (packages/domain books). */
    systemKey: text('system_key'),
    bankAccountId: integer('bank_account_id'),
    /** An expense category, trimmed and lower-cased, so that one category is one account. */
    expenseCategory: text('expense_category'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('ledger_accounts_code_unique').on(t.groupId, t.code),
    uniqueIndex('ledger_accounts_system_key_unique').on(t.groupId, t.systemKey),
    uniqueIndex('ledger_accounts_bank_unique').on(t.groupId, t.bankAccountId),
    uniqueIndex('ledger_accounts_expense_category_unique').on(t.groupId, t.expenseCategory),
    foreignKey({
      name: 'ledger_accounts_bank_account_id_fk',
      columns: [t.groupId, t.bankAccountId],
      foreignColumns: [bankAccounts.groupId, bankAccounts.id],
    }).onDelete('restrict'),
  ],
);

/** What a journal entry records; the first part of its key (docs/books.md, "Events and their entries"). */
export const journalEntryKindEnum = pgEnum('journal_entry_kind', [
  'item',
  'loan',
  'expense',
  'bank-opening',
  'saving-opening',
  'transfer',
  'share-out',
  'period-close',
  'exit',
  'reversal',
  'withdrawal',
  'fund-claim',
  'rotation-release',
  'payout',
]);

/**
 * One money event. `key` names the event (`item:12`, `loan:3`, …) and is unique, so a retry or a
 * race can never post one event twice. Append-only: a trigger refuses updates and deletes, and a
 * deferred trigger refuses, at commit, an entry whose lines do not balance.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    groupId: groupId(),
    id: bigserial('id', { mode: 'number' }),
    key: text('key').notNull(),
    kind: journalEntryKindEnum('kind').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull(),
    /** The payment transaction an approved item belongs to, for `TRN-<id>` labels. */
    transactionId: integer('transaction_id'),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('journal_entries_date_idx').on(t.groupId, t.entryDate, t.id),
    // A payment's entries, for a dispute of the payment (docs/decisions/disputes.md, "One open dispute per line").
    index('journal_entries_transaction_idx')
      .on(t.groupId, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('journal_entries_key_unique').on(t.groupId, t.key),
    // An entry is reversed once; only reversals are indexed (docs/decisions/speed.md, "Pages a
    // write touches").
    uniqueIndex('journal_entries_reverses_unique')
      .on(t.groupId, t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    foreignKey({
      name: 'journal_entries_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    groupId: groupId(),
    id: bigserial('id', { mode: 'number' }),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    /** The entry's date again, so that reports as of a date read one index. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** The member sub-ledger (Members' savings, and the loans a member owes). */
    userId: integer('user_id'),
    loanId: integer('loan_id'),
    debitCents: cents('debit_cents').notNull().default(0),
    creditCents: cents('credit_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    check(
      'journal_line_one_sided',
      sql`(${t.debitCents} > 0 and ${t.creditCents} = 0) or (${t.creditCents} > 0 and ${t.debitCents} = 0)`,
    ),
    index('journal_lines_entry_idx').on(t.groupId, t.entryId),
    index('journal_lines_account_idx').on(t.groupId, t.accountId, t.entryDate, t.entryId),
    index('journal_lines_user_idx').on(t.groupId, t.userId, t.entryDate).where(sql`${t.userId} is not null`),
    index('journal_lines_loan_idx').on(t.groupId, t.loanId, t.entryDate).where(sql`${t.loanId} is not null`),
    foreignKey({
      name: 'journal_lines_entry_id_fk',
      columns: [t.groupId, t.entryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'journal_lines_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'journal_lines_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'journal_lines_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('restrict'),
  ],
);

/**
 * Each account's debits and credits of each day, kept by a trigger on the journal in the posting's
 * own transaction, so that the trial balance and the other reports over the whole journal read
 * one row per account and day instead of every line. `findKeptFigureDifferences()` recounts it.
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    groupId: groupId(),
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    debitCents: cents('debit_cents').notNull().default(0),
    creditCents: cents('credit_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId, t.day] }),
    foreignKey({
      name: 'ledger_daily_totals_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
  ],
);

/** What a reversal takes back (docs/decisions/reversals.md, "What can be reversed"). */
export const reversalSubjectEnum = pgEnum('reversal_subject', ['transaction', 'expense', 'transfer']);

/**
 * A money event taken back (docs/decisions/reversals.md): the original is named by its subject and id (a
 * transaction, an expense, a transfer's journal entry), once: the unique key refuses a second reversal even
 * when two race. Its contra entries carry `reverses_id`, the entry each takes back.
 */
export const reversals = pgTable(
  'reversals',
  {
    groupId: groupId(),
    id: serial('id'),
    subject: reversalSubjectEnum('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    reason: text('reason').notNull(),
    /** The day the contra entries are dated: the group's today when it was carried out. */
    reversedOn: date('reversed_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('reversals_subject_unique').on(t.groupId, t.subject, t.subjectId),
    foreignKey({
      name: 'reversals_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

// ---------------------------------------------------------------------------------------------
// The kept balances (docs/decisions/journal-balances.md, "Balances are kept from the journal"):
// one row per books account, per savings account and per loan, inserted with its row by a
// trigger and kept from the journal's lines (and a loan's installments) in the posting's own
// transaction. No application code writes them; the CHECKs are the rules "never below zero".
// ---------------------------------------------------------------------------------------------

/**
 * Each books account's debits less credits. `bankAccountId` is the account's bank (copied from the
 * chart), so that a bank's money may not go below zero and the bank list sorts on an index.
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    groupId: groupId(),
    accountId: integer('account_id').notNull(),
    bankAccountId: integer('bank_account_id'),
    balanceCents: cents('balance_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId] }),
    check('bank_balance_not_negative', sql`${t.bankAccountId} is null or ${t.balanceCents} >= 0`),
    index('account_balances_bank_idx')
      .on(t.groupId, t.balanceCents, t.bankAccountId)
      .where(sql`${t.bankAccountId} is not null`),
    uniqueIndex('account_balances_bank_unique').on(t.groupId, t.bankAccountId),
    foreignKey({
      name: 'account_balances_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'account_balances_bank_account_id_fk',
      columns: [t.groupId, t.bankAccountId],
      foreignColumns: [bankAccounts.groupId, bankAccounts.id],
    }).onDelete('cascade'),
  ],
);

/** Each savings account's balance: its member's lines on Members' savings, credits less debits. */
export const savingsBalances = pgTable(
  'savings_balances',
  {
    groupId: groupId(),
    savingsAccountId: integer('savings_account_id').notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.savingsAccountId] }),
    check('savings_balance_not_negative', sql`${t.balanceCents} >= 0`),
    // GET /all-savings?sort=amount_saved, the savings account's id breaking ties.
    index('savings_balances_balance_idx').on(t.groupId, t.balanceCents, t.savingsAccountId),
    foreignKey({
      name: 'savings_balances_savings_account_id_fk',
      columns: [t.groupId, t.savingsAccountId],
      foreignColumns: [savingsAccounts.groupId, savingsAccounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each loan's outstanding position: its lines on Loans to members (debits less credits), and what its
 * installments still expect of interest. `kind` is the loan's (it never changes), so that the loan
 * lists' "amount due" order, within a kind, has its index.
 */
export const loanBalances = pgTable(
  'loan_balances',
  {
    groupId: groupId(),
    loanId: integer('loan_id').notNull(),
    kind: loanKindEnum('kind').notNull(),
    principalOutstandingCents: cents('principal_outstanding_cents').notNull().default(0),
    interestOutstandingCents: cents('interest_outstanding_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.loanId] }),
    check(
      'loan_outstanding_not_negative',
      sql`${t.principalOutstandingCents} >= 0 and ${t.interestOutstandingCents} >= 0`,
    ),
    index('loan_balances_kind_amount_due_idx').on(
      t.groupId,
      t.kind,
      sql`(${t.principalOutstandingCents} + ${t.interestOutstandingCents})`,
      t.loanId,
    ),
    foreignKey({
      name: 'loan_balances_loan_id_fk',
      columns: [t.groupId, t.loanId],
      foreignColumns: [loans.groupId, loans.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The books are closed through a date by each share-out (docs/share-out.md): no money event dated
 * on or before the latest `closed_through` may be posted. Append-only, like the journal.
 */
export const periodClosings = pgTable(
  'period_closings',
  {
    groupId: groupId(),
    id: serial('id'),
    closedThrough: date('closed_through', { mode: 'string' }).notNull(),
    /** The entry that closed the income and expense accounts into Retained earnings. */
    closingEntryId: bigint('closing_entry_id', { mode: 'number' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('period_closings_through_unique').on(t.groupId, t.closedThrough),
    uniqueIndex('period_closings_entry_unique').on(t.groupId, t.closingEntryId),
    foreignKey({
      name: 'period_closings_closing_entry_id_fk',
      columns: [t.groupId, t.closingEntryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'period_closings_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Share-outs (docs/share-out.md): the surplus of a period shared among the members, once.
// ---------------------------------------------------------------------------------------------

export const shareOutMethodEnum = pgEnum('share_out_method', ['proportional', 'time_weighted']);
export const shareOutPayoutEnum = pgEnum('share_out_payout', ['to_savings', 'cash']);

export const shareOuts = pgTable(
  'share_outs',
  {
    groupId: groupId(),
    id: serial('id'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    /** One share-out ends on a given day: a second would overlap the first. */
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    method: shareOutMethodEnum('method').notNull(),
    withholdingRateBp: integer('withholding_rate_bp').notNull(),
    payout: shareOutPayoutEnum('payout').notNull(),
    /** The money account a cash payout left (a books account); null when paid to savings. */
    accountId: integer('account_id'),
    distributableCents: cents('distributable_cents').notNull(),
    totalBasisCents: cents('total_basis_cents').notNull(),
    totalWithholdingCents: cents('total_withholding_cents').notNull(),
    totalNetCents: cents('total_net_cents').notNull(),
    /** The entry that paid the shares (Dr Retained earnings). */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    check('share_outs_period', sql`${t.periodFrom} <= ${t.periodTo}`),
    index('share_outs_paid_idx').on(t.groupId, t.paidOn, t.id),
    index('share_outs_distributable_idx').on(t.groupId, t.distributableCents, t.id),
    check('share_outs_rate', sql`${t.withholdingRateBp} between 0 and 10000`),
    check('share_outs_positive', sql`${t.distributableCents} > 0`),
    uniqueIndex('share_outs_period_to_unique').on(t.groupId, t.periodTo),
    uniqueIndex('share_outs_entry_unique').on(t.groupId, t.entryId),
    foreignKey({
      name: 'share_outs_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'share_outs_entry_id_fk',
      columns: [t.groupId, t.entryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'share_outs_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/** Each member's line of a share-out, zero-basis members included. */
export const shareOutLines = pgTable(
  'share_out_lines',
  {
    groupId: groupId(),
    id: serial('id'),
    shareOutId: integer('share_out_id').notNull(),
    userId: integer('user_id').notNull(),
    basisCents: cents('basis_cents').notNull(),
    shareCents: cents('share_cents').notNull(),
    withholdingCents: cents('withholding_cents').notNull(),
    netCents: cents('net_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('share_out_lines_member_unique').on(t.groupId, t.shareOutId, t.userId),
    index('share_out_lines_user_idx').on(t.groupId, t.userId, t.shareOutId),
    check(
      'share_out_lines_amounts',
      sql`${t.basisCents} >= 0 and ${t.withholdingCents} >= 0 and ${t.netCents} >= 0 and ${t.shareCents} = ${t.withholdingCents} + ${t.netCents}`,
    ),
    foreignKey({
      name: 'share_out_lines_share_out_id_fk',
      columns: [t.groupId, t.shareOutId],
      foreignColumns: [shareOuts.groupId, shareOuts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'share_out_lines_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

// ---------------------------------------------------------------------------------------------
// The audit trail (docs/architecture.md "Audit"): one record per change made through the API,
// written in the change's own database transaction. Append-only: triggers refuse update and delete.
// ---------------------------------------------------------------------------------------------

/**
 * The audit records of money the group paid out or wrote off (docs/decisions/offices.md, "Group
 * money"): the partial index's condition, and the list's, word for word.
 */
export const PAYOUT_RECORDS_SQL =
  "(entity = 'loan' and action = 'create') or (entity = 'expense' and action = 'create') or " +
  "(entity = 'transfer' and action = 'create') or (entity = 'fine' and action = 'waive') or " +
  "(entity = 'share_out' and action = 'commit') or (entity = 'withdrawal' and action = 'pay') or " +
  "(entity = 'member' and action = 'exit') or (entity = 'fund_claim' and action = 'pay') or " +
  "(entity = 'rotation' and action = 'release') or " +
  "(entity in ('transaction', 'expense', 'transfer') and action = 'reverse')";

export const auditRecords = pgTable(
  'audit_records',
  {
    groupId: groupId(),
    id: bigserial('id', { mode: 'number' }),
    /** When the request arrived, from the app's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who: the signed-in user (no foreign key, so that the trail outlives anything it names). */
    userId: integer('user_id'),
    role: text('role'),
    address: text('address'),
    requestId: text('request_id'),
    /** `create`, `update`, `approve`, `reject`, `sign_in`, … */
    action: text('action').notNull(),
    /** The entity in the singular: `transaction`, `loan`, `member`, `saving`, `settings`, … */
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    /** The member the record is about, so that a member can read their own history. */
    memberId: integer('member_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('audit_records_at_idx').on(t.groupId, t.at, t.id),
    index('audit_records_entity_idx').on(t.groupId, t.entity, t.entityId, t.at),
    index('audit_records_user_idx').on(t.groupId, t.userId, t.at),
    index('audit_records_member_idx').on(t.groupId, t.memberId, t.at),
    index('audit_records_action_idx').on(t.groupId, t.action, t.at),
    // GET /group/activity: the payouts and write-offs, newest first (docs/decisions/offices.md).
    index('audit_records_payouts_idx').on(t.groupId, t.at, t.id).where(sql.raw(PAYOUT_RECORDS_SQL)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Incoming payments (docs/decisions/payments.md, "Callbacks"): M-Pesa callbacks and statements, bank
// statements, reconciliation.
// ---------------------------------------------------------------------------------------------

export const paymentSourceEnum = pgEnum('payment_source', ['c2b', 'mpesa_statement', 'bank_statement']);
export const paymentStatusEnum = pgEnum('payment_status', ['unmatched', 'pending', 'approved', 'ignored']);

/**
 * Money that came in, once per receipt: `receipt_key` is `mpesa:<receipt>` for M-Pesa (so the
 * callback and the statement are one payment) and `bank:<account>:<reference>` for a bank.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    groupId: groupId(),
    id: serial('id'),
    source: paymentSourceEnum('source').notNull(),
    receiptKey: text('receipt_key').notNull(),
    receipt: text('receipt').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    payerName: text('payer_name'),
    payerPhone: text('payer_phone'),
    accountRef: text('account_ref'),
    /** The money account of the books it came into. */
    ledgerAccountId: integer('ledger_account_id'),
    status: paymentStatusEnum('status').notNull().default('unmatched'),
    userId: integer('user_id'),
    /** `member_number`, `account_phone`, `payer_phone` or `assigned`. */
    matchRule: text('match_rule'),
    transactionId: integer('transaction_id'),
    importedBy: integer('imported_by'),
    assignedBy: integer('assigned_by'),
    ignoredBy: integer('ignored_by'),
    /** Why it is ignored, or why it could not become a transaction. */
    note: text('note'),
    /** A callback's body exactly as Safaricom sent it. */
    rawBody: text('raw_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    check('incoming_payment_amount_positive', sql`${t.amountCents} > 0`),
    index('incoming_payments_paid_idx').on(t.groupId, t.paidAt.desc(), t.id.desc()),
    index('incoming_payments_status_idx').on(t.groupId, t.status, t.paidAt.desc(), t.id.desc()),
    index('incoming_payments_source_idx').on(t.groupId, t.source, t.paidAt.desc(), t.id.desc()),
    index('incoming_payments_transaction_idx').on(t.groupId, t.transactionId),
    // GET /payments?sort=amount, the id breaking ties.
    index('incoming_payments_amount_idx').on(t.groupId, t.amountCents, t.id),
    uniqueIndex('incoming_payments_receipt_unique').on(t.groupId, t.receiptKey),
    foreignKey({
      name: 'incoming_payments_ledger_account_id_fk',
      columns: [t.groupId, t.ledgerAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'incoming_payments_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'incoming_payments_transaction_id_fk',
      columns: [t.groupId, t.transactionId],
      foreignColumns: [transactions.groupId, transactions.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'incoming_payments_imported_by_fk',
      columns: [t.groupId, t.importedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'incoming_payments_assigned_by_fk',
      columns: [t.groupId, t.assignedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'incoming_payments_ignored_by_fk',
      columns: [t.groupId, t.ignoredBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * Every line of an imported statement that moved money, once per account: `line_key` is made of
 * the receipt (or reference), the direction and the amount, so re-importing a statement, or one
 * that overlaps it, adds nothing.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    groupId: groupId(),
    id: serial('id'),
    ledgerAccountId: integer('ledger_account_id').notNull(),
    lineKey: text('line_key').notNull(),
    reference: text('reference').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    details: text('details'),
    /** `payment`, `reversal` or `withdrawal`. */
    kind: text('kind').notNull(),
    moneyInCents: cents('money_in_cents').notNull().default(0),
    moneyOutCents: cents('money_out_cents').notNull().default(0),
    /** The account's balance after the line, as the statement gives it. */
    balanceCents: cents('balance_cents'),
    paymentId: integer('payment_id'),
    linkedReference: text('linked_reference'),
    importedBy: integer('imported_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('statement_lines_key_unique').on(t.groupId, t.ledgerAccountId, t.lineKey),
    index('statement_lines_account_idx').on(t.groupId, t.ledgerAccountId, t.lineDate, t.occurredAt, t.id),
    check('statement_line_amounts', sql`${t.moneyInCents} >= 0 and ${t.moneyOutCents} >= 0`),
    foreignKey({
      name: 'statement_lines_ledger_account_id_fk',
      columns: [t.groupId, t.ledgerAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'statement_lines_payment_id_fk',
      columns: [t.groupId, t.paymentId],
      foreignColumns: [incomingPayments.groupId, incomingPayments.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'statement_lines_imported_by_fk',
      columns: [t.groupId, t.importedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/** The columns of a bank's CSV, remembered per account for its next statement. */
export const bankStatementMappings = pgTable(
  'bank_statement_mappings',
  {
    groupId: groupId(),
    ledgerAccountId: integer('ledger_account_id').notNull(),
    dateColumn: text('date_column').notNull(),
    descriptionColumn: text('description_column').notNull(),
    creditColumn: text('credit_column').notNull(),
    debitColumn: text('debit_column').notNull(),
    referenceColumn: text('reference_column'),
    balanceColumn: text('balance_column'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.ledgerAccountId] }),
    foreignKey({
      name: 'bank_statement_mappings_ledger_account_id_fk',
      columns: [t.groupId, t.ledgerAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('cascade'),
  ],
);

export const approvalStatusEnum = pgEnum('approval_status', ['Pending', 'Approved', 'Rejected', 'Expired']);
export const approvalDecisionEnum = pgEnum('approval_decision', ['Approve', 'Reject']);

/**
 * A use of the group's money waiting for its quorum of officials (docs/decisions/approvals.md): what
 * to do (`kind` and its validated `payload`), who asked, who gains, and how it ended.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    groupId: groupId(),
    id: serial('id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** What the request acts on (a fine, an application, the quorum): one pending request each. */
    subject: text('subject'),
    summary: text('summary').notNull(),
    amountCents: cents('amount_cents'),
    makerId: integer('maker_id').notNull(),
    beneficiaryId: integer('beneficiary_id'),
    status: approvalStatusEnum('status').notNull().default('Pending'),
    requiredCount: integer('required_count').notNull(),
    /** What the execution made (`loan:12`, `expense:4`, …), once approved. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('approval_requests_status_idx').on(t.groupId, t.status, t.id),
    /** What an executed request made, for the Group money screen's approvers. */
    index('approval_requests_reference_idx').on(t.groupId, t.reference).where(sql`${t.status} = 'Approved'`),
    uniqueIndex('approval_requests_one_pending').on(t.groupId, t.subject).where(sql`${t.status} = 'Pending'`),
    check('approval_requests_required', sql`${t.requiredCount} between 1 and 3`),
    foreignKey({
      name: 'approval_requests_maker_id_fk',
      columns: [t.groupId, t.makerId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'approval_requests_beneficiary_id_fk',
      columns: [t.groupId, t.beneficiaryId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

/** One official's vote on a request: at most one each (docs/decisions/approvals.md). */
export const approvalVotes = pgTable(
  'approval_votes',
  {
    groupId: groupId(),
    id: serial('id'),
    requestId: integer('request_id').notNull(),
    officialId: integer('official_id').notNull(),
    decision: approvalDecisionEnum('decision').notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('approval_votes_one_each').on(t.groupId, t.requestId, t.officialId),
    foreignKey({
      name: 'approval_votes_request_id_fk',
      columns: [t.groupId, t.requestId],
      foreignColumns: [approvalRequests.groupId, approvalRequests.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'approval_votes_official_id_fk',
      columns: [t.groupId, t.officialId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Withdrawals (docs/decisions/withdrawals.md): a member takes part of their free savings out.
// ---------------------------------------------------------------------------------------------

export const withdrawalStatusEnum = pgEnum('withdrawal_status', ['Requested', 'Paid', 'Rejected']);

/**
 * One withdrawal asked for: Requested until it is paid (through the quorum, the journal entry
 * `withdrawal:<id>`) or rejected. `account_id` is the books' money account it is paid from.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    accountId: integer('account_id').notNull(),
    reason: text('reason').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('Requested'),
    requestedBy: integer('requested_by'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    payableOn: date('payable_on', { mode: 'string' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    // GET /withdrawals: newest first or by amount, the id breaking ties; one member's; one status.
    index('withdrawals_created_idx').on(t.groupId, t.createdAt, t.id),
    index('withdrawals_amount_idx').on(t.groupId, t.amountCents, t.id),
    index('withdrawals_user_idx').on(t.groupId, t.userId, t.createdAt, t.id),
    index('withdrawals_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'withdrawals_paid_has_entry',
      sql`(${t.status} = 'Paid') = (${t.entryId} is not null and ${t.paidOn} is not null)`,
    ),
    foreignKey({
      name: 'withdrawals_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'withdrawals_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'withdrawals_requested_by_fk',
      columns: [t.groupId, t.requestedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'withdrawals_entry_id_fk',
      columns: [t.groupId, t.entryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'withdrawals_decided_by_fk',
      columns: [t.groupId, t.decidedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

export const disputeStatusEnum = pgEnum('dispute_status', ['Open', 'Resolved', 'Rejected']);

/**
 * A member's "this is wrong" about a line of their own statement (docs/decisions/disputes.md): a
 * payment transaction or a journal entry, exactly one; Open until an official answers it.
 */
export const disputes = pgTable(
  'disputes',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    transactionId: integer('transaction_id'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    status: disputeStatusEnum('status').notNull().default('Open'),
    reason: text('reason').notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    // GET /disputes: the officials' list by status, oldest first; a member's own; the statement's lines.
    index('disputes_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
    index('disputes_user_idx').on(t.groupId, t.userId, t.createdAt, t.id),
    // docs/decisions/disputes.md, "One open dispute per line".
    uniqueIndex('disputes_open_transaction_unique')
      .on(t.groupId, t.transactionId)
      .where(sql`${t.status} = 'Open' and ${t.transactionId} is not null`),
    uniqueIndex('disputes_open_entry_unique')
      .on(t.groupId, t.journalEntryId)
      .where(sql`${t.status} = 'Open' and ${t.journalEntryId} is not null`),
    check('disputes_one_line', sql`(${t.transactionId} is null) <> (${t.journalEntryId} is null)`),
    check(
      'disputes_answered',
      sql`(${t.status} = 'Open') = (${t.answer} is null and ${t.answeredAt} is null)`,
    ),
    foreignKey({
      name: 'disputes_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'disputes_transaction_id_fk',
      columns: [t.groupId, t.transactionId],
      foreignColumns: [transactions.groupId, transactions.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'disputes_journal_entry_id_fk',
      columns: [t.groupId, t.journalEntryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'disputes_answered_by_fk',
      columns: [t.groupId, t.answeredBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * Which server runs a background job now (docs/decisions/notifications.md, "Delivery"): one row per
 * job, taken by a server while `expires_at` has passed and renewed while it runs.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const meetingStatusEnum = pgEnum('meeting_status', ['Draft', 'Submitted', 'Approved']);

/** docs/decisions/meetings.md, "A meeting": one meeting of a kind a day. */
export const meetings = pgTable(
  'meetings',
  {
    groupId: groupId(),
    id: serial('id'),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['ordinary', 'special', 'annual'] }).notNull(),
    status: meetingStatusEnum('status').notNull().default('Draft'),
    /** "Received into": the money account the sheet's money came into. */
    accountId: integer('account_id').notNull(),
    createdBy: integer('created_by').notNull(),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** docs/decisions/meetings.md, "Minutes". */
    agenda: text('agenda'),
    notes: text('notes'),
    minutesUpdatedAt: timestamp('minutes_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    // GET /meetings: newest first; and the one meeting of a kind a day.
    uniqueIndex('meetings_day_kind_idx').on(t.groupId, t.heldOn, t.kind),
    index('meetings_held_idx').on(t.groupId, t.heldOn, t.id),
    foreignKey({
      name: 'meetings_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'meetings_created_by_fk',
      columns: [t.groupId, t.createdBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'meetings_submitted_by_fk',
      columns: [t.groupId, t.submittedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'meetings_approved_by_fk',
      columns: [t.groupId, t.approvedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

export const attendanceEnum = pgEnum('attendance', ['present', 'late', 'absent', 'apologised']);

/** docs/decisions/meetings.md, "The sheet": one row per member of a meeting. */
export const meetingEntries = pgTable(
  'meeting_entries',
  {
    groupId: groupId(),
    meetingId: integer('meeting_id').notNull(),
    userId: integer('user_id').notNull(),
    attendance: attendanceEnum('attendance').notNull().default('present'),
    savingCents: cents('saving_cents').notNull().default(0),
    longTermCents: cents('long_term_cents').notNull().default(0),
    shortTermCents: cents('short_term_cents').notNull().default(0),
    /** Fines paid at the meeting (docs/decisions/meetings.md, "Fines paid at the meeting"). */
    finesCents: cents('fines_cents').notNull().default(0),
    /** What the member was expected to bring, worked out when the sheet was opened. */
    expectedSavingCents: cents('expected_saving_cents').notNull().default(0),
    expectedLongTermCents: cents('expected_long_term_cents').notNull().default(0),
    expectedShortTermCents: cents('expected_short_term_cents').notNull().default(0),
    expectedFinesCents: cents('expected_fines_cents').notNull().default(0),
    /** The pending transaction the row became on submit. */
    transactionId: integer('transaction_id'),
    /** The attendance fine charged on submit. */
    fineCents: cents('fine_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.meetingId, t.userId] }),
    check(
      'meeting_entries_amounts_not_negative',
      sql`${t.savingCents} >= 0 and ${t.longTermCents} >= 0 and ${t.shortTermCents} >= 0 and ${t.finesCents} >= 0`,
    ),
    foreignKey({
      name: 'meeting_entries_meeting_id_fk',
      columns: [t.groupId, t.meetingId],
      foreignColumns: [meetings.groupId, meetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_entries_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'meeting_entries_transaction_id_fk',
      columns: [t.groupId, t.transactionId],
      foreignColumns: [transactions.groupId, transactions.id],
    }).onDelete('restrict'),
  ],
);

/** docs/decisions/meetings.md, "Minutes": the resolutions of a meeting, in the order moved. */
export const meetingResolutions = pgTable(
  'meeting_resolutions',
  {
    groupId: groupId(),
    meetingId: integer('meeting_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    proposedBy: integer('proposed_by').notNull(),
    secondedBy: integer('seconded_by').notNull(),
    votesFor: integer('votes_for').notNull(),
    votesAgainst: integer('votes_against').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.meetingId, t.position] }),
    check('meeting_resolutions_votes', sql`${t.votesFor} >= 0 and ${t.votesAgainst} >= 0`),
    foreignKey({
      name: 'meeting_resolutions_meeting_id_fk',
      columns: [t.groupId, t.meetingId],
      foreignColumns: [meetings.groupId, meetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_resolutions_proposed_by_fk',
      columns: [t.groupId, t.proposedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'meeting_resolutions_seconded_by_fk',
      columns: [t.groupId, t.secondedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Contribution kinds (docs/decisions/contribution-kinds.md): the kinds of money a group collects.
// ---------------------------------------------------------------------------------------------

export const contributionKindKindEnum = pgEnum('contribution_kind_kind', ['savings', 'fund', 'fee']);

export const contributionKinds = pgTable(
  'contribution_kinds',
  {
    groupId: groupId(),
    id: serial('id'),
    name: text('name').notNull(),
    kind: contributionKindKindEnum('kind').notNull(),
    /** The group's savings as they always were (Members' savings, SAVING items): one a group. */
    isSavings: boolean('is_savings').notNull().default(false),
    /** A fund's types of claim, each with its most (docs/decisions/fund-claims.md, "Claim types"). */
    claimTypes: jsonb('claim_types').$type<{ name: string; limitCents: number }[]>().notNull().default([]),
    expectedCents: cents('expected_cents'),
    expectedEvery: text('expected_every', { enum: ['month', 'meeting'] }),
    accountId: integer('account_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('contribution_kinds_name_unique').on(t.groupId, sql`lower(${t.name})`),
    uniqueIndex('contribution_kinds_account_unique').on(t.groupId, t.accountId),
    uniqueIndex('contribution_kinds_savings_unique').on(t.groupId).where(sql`${t.isSavings}`),
    check('contribution_kind_expected', sql`(${t.expectedCents} is null) = (${t.expectedEvery} is null)`),
    check('contribution_kind_expected_positive', sql`${t.expectedCents} is null or ${t.expectedCents} > 0`),
    foreignKey({
      name: 'contribution_kinds_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
  ],
);

/**
 * What a row of a meeting's sheet brought of each kind of contribution besides savings, and what it
 * was expected to bring (docs/decisions/meetings.md, "Kinds of contribution on the sheet").
 */
export const meetingEntryContributions = pgTable(
  'meeting_entry_contributions',
  {
    groupId: groupId(),
    meetingId: integer('meeting_id').notNull(),
    userId: integer('user_id').notNull(),
    contributionKindId: integer('contribution_kind_id').notNull(),
    amountCents: cents('amount_cents').notNull().default(0),
    expectedCents: cents('expected_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.meetingId, t.userId, t.contributionKindId] }),
    check('meeting_entry_contributions_not_negative', sql`${t.amountCents} >= 0 and ${t.expectedCents} >= 0`),
    foreignKey({
      name: 'meeting_entry_contributions_entry_fk',
      columns: [t.groupId, t.meetingId, t.userId],
      foreignColumns: [meetingEntries.groupId, meetingEntries.meetingId, meetingEntries.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_entry_contributions_kind_fk',
      columns: [t.groupId, t.contributionKindId],
      foreignColumns: [contributionKinds.groupId, contributionKinds.id],
    }).onDelete('restrict'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Claims on a fund (docs/decisions/fund-claims.md).
// ---------------------------------------------------------------------------------------------

export const fundClaims = pgTable(
  'fund_claims',
  {
    groupId: groupId(),
    id: serial('id'),
    contributionKindId: integer('contribution_kind_id').notNull(),
    userId: integer('user_id').notNull(),
    claimType: text('claim_type'),
    reason: text('reason').notNull(),
    document: text('document'),
    amountCents: cents('amount_cents').notNull(),
    accountId: integer('account_id').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('Requested'),
    requestedBy: integer('requested_by'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    // GET /fund-claims: newest first or by amount; one fund's; one member's; one status.
    index('fund_claims_created_idx').on(t.groupId, t.createdAt, t.id),
    index('fund_claims_amount_idx').on(t.groupId, t.amountCents, t.id),
    index('fund_claims_kind_idx').on(t.groupId, t.contributionKindId, t.createdAt, t.id),
    index('fund_claims_user_idx').on(t.groupId, t.userId, t.createdAt, t.id),
    index('fund_claims_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
    check('fund_claims_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'fund_claims_paid_has_entry',
      sql`(${t.status} = 'Paid') = (${t.entryId} is not null and ${t.paidOn} is not null)`,
    ),
    foreignKey({
      name: 'fund_claims_kind_fk',
      columns: [t.groupId, t.contributionKindId],
      foreignColumns: [contributionKinds.groupId, contributionKinds.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fund_claims_user_id_fk',
      columns: [t.groupId, t.userId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fund_claims_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fund_claims_requested_by_fk',
      columns: [t.groupId, t.requestedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'fund_claims_entry_id_fk',
      columns: [t.groupId, t.entryId],
      foreignColumns: [journalEntries.groupId, journalEntries.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fund_claims_decided_by_fk',
      columns: [t.groupId, t.decidedBy],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('set null'),
  ],
);

// ---------------------------------------------------------------------------------------------
// The merry-go-round (docs/decisions/rotations.md).
// ---------------------------------------------------------------------------------------------

export const rotations = pgTable(
  'rotations',
  {
    groupId: groupId(),
    id: serial('id'),
    name: text('name').notNull(),
    amountCents: cents('amount_cents').notNull(),
    every: text('every', { enum: ['meeting', 'week', 'month'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The seed a random order was drawn from; null for an order the officials gave. */
    seed: text('seed'),
    /** The money account pots are paid out of. */
    accountId: integer('account_id').notNull(),
    /** The clearing account the round's money waits in until its pot is paid (2301, …). */
    clearingAccountId: integer('clearing_account_id').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('rotations_created_idx').on(t.groupId, t.createdAt, t.id),
    check('rotations_amount_positive', sql`${t.amountCents} > 0`),
    foreignKey({
      name: 'rotations_account_id_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'rotations_clearing_account_id_fk',
      columns: [t.groupId, t.clearingAccountId],
      foreignColumns: [ledgerAccounts.groupId, ledgerAccounts.id],
    }).onDelete('restrict'),
  ],
);

/** One round of a rotation: whose pot it is, and when and how it was paid. */
export const rotationRounds = pgTable(
  'rotation_rounds',
  {
    groupId: groupId(),
    rotationId: integer('rotation_id').notNull(),
    number: integer('number').notNull(),
    recipientId: integer('recipient_id').notNull(),
    releasedOn: date('released_on', { mode: 'string' }),
    releasedCents: cents('released_cents').notNull().default(0),
    shortfallCents: cents('shortfall_cents').notNull().default(0),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.rotationId, t.number] }),
    // A member's round; one round each, kept by the rotation's own writes (a swap exchanges two).
    index('rotation_rounds_recipient_idx').on(t.groupId, t.rotationId, t.recipientId),
    foreignKey({
      name: 'rotation_rounds_rotation_id_fk',
      columns: [t.groupId, t.rotationId],
      foreignColumns: [rotations.groupId, rotations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'rotation_rounds_recipient_id_fk',
      columns: [t.groupId, t.recipientId],
      foreignColumns: [users.groupId, users.id],
    }).onDelete('restrict'),
  ],
);

/** What an approved ROTATION item paid of each round (docs/decisions/rotations.md, "Paying in"). */
export const rotationPayments = pgTable(
  'rotation_payments',
  {
    groupId: groupId(),
    transactionItemId: integer('transaction_item_id').notNull(),
    rotationId: integer('rotation_id').notNull(),
    round: integer('round').notNull(),
    userId: integer('user_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.transactionItemId, t.round] }),
    index('rotation_payments_round_idx').on(t.groupId, t.rotationId, t.round, t.userId),
    check('rotation_payments_positive', sql`${t.amountCents} > 0`),
    foreignKey({
      name: 'rotation_payments_item_fk',
      columns: [t.groupId, t.transactionItemId],
      foreignColumns: [transactionItems.groupId, transactionItems.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'rotation_payments_round_fk',
      columns: [t.groupId, t.rotationId, t.round],
      foreignColumns: [rotationRounds.groupId, rotationRounds.rotationId, rotationRounds.number],
    }).onDelete('restrict'),
  ],
);

/** Two members exchanging their rounds, done once both agree (docs/decisions/rotations.md, "Swaps"). */
export const rotationSwaps = pgTable(
  'rotation_swaps',
  {
    groupId: groupId(),
    id: serial('id'),
    rotationId: integer('rotation_id').notNull(),
    userId: integer('user_id').notNull(),
    withUserId: integer('with_user_id').notNull(),
    askedBy: integer('asked_by').notNull(),
    consented: jsonb('consented').$type<number[]>().notNull().default([]),
    status: text('status', { enum: ['Asked', 'Done', 'Withdrawn'] })
      .notNull()
      .default('Asked'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('rotation_swaps_rotation_idx').on(t.groupId, t.rotationId, t.id),
    foreignKey({
      name: 'rotation_swaps_rotation_id_fk',
      columns: [t.groupId, t.rotationId],
      foreignColumns: [rotations.groupId, rotations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * What an approved FINE item paid of each fine (docs/decisions/lending.md, "Paying fines"), so that a
 * reversal takes back exactly those.
 */
export const finePayments = pgTable(
  'fine_payments',
  {
    groupId: groupId(),
    transactionItemId: integer('transaction_item_id').notNull(),
    fineId: integer('fine_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.transactionItemId, t.fineId] }),
    check('fine_payments_positive', sql`${t.amountCents} > 0`),
    foreignKey({
      name: 'fine_payments_item_fk',
      columns: [t.groupId, t.transactionItemId],
      foreignColumns: [transactionItems.groupId, transactionItems.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'fine_payments_fine_fk',
      columns: [t.groupId, t.fineId],
      foreignColumns: [fines.groupId, fines.id],
    }).onDelete('restrict'),
  ],
);

/**
 * What a row of a meeting's sheet paid into each merry-go-round collecting, and what it owed then
 * (docs/decisions/meetings.md, "Merry-go-rounds on the sheet").
 */
export const meetingEntryRotations = pgTable(
  'meeting_entry_rotations',
  {
    groupId: groupId(),
    meetingId: integer('meeting_id').notNull(),
    userId: integer('user_id').notNull(),
    rotationId: integer('rotation_id').notNull(),
    amountCents: cents('amount_cents').notNull().default(0),
    expectedCents: cents('expected_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.meetingId, t.userId, t.rotationId] }),
    check('meeting_entry_rotations_not_negative', sql`${t.amountCents} >= 0 and ${t.expectedCents} >= 0`),
    foreignKey({
      name: 'meeting_entry_rotations_entry_fk',
      columns: [t.groupId, t.meetingId, t.userId],
      foreignColumns: [meetingEntries.groupId, meetingEntries.meetingId, meetingEntries.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_entry_rotations_rotation_fk',
      columns: [t.groupId, t.rotationId],
      foreignColumns: [rotations.groupId, rotations.id],
    }).onDelete('restrict'),
  ],
);

/**
 * docs/decisions/daraja.md: the group's Daraja credentials, each sealed (`lib/secret-box.ts`) for its
 * group and field; null when not saved. Left out of backups and exports.
 */
export const darajaCredentials = pgTable(
  'daraja_credentials',
  {
    groupId: groupId(),
    consumerKey: text('consumer_key'),
    consumerSecret: text('consumer_secret'),
    passkey: text('passkey'),
    initiatorName: text('initiator_name'),
    securityCredential: text('security_credential'),
    b2cShortcode: text('b2c_shortcode'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId] })],
);

export const stkStatusEnum = pgEnum('stk_status', ['Pending', 'Completed', 'Failed']);

/**
 * docs/decisions/daraja.md, "Pay with M-Pesa": each STK Push a member asked for. Its callback finds it
 * by the SHA-256 of the token in the callback's URL (one token a request), whichever group it is of.
 */
export const stkRequests = pgTable(
  'stk_requests',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    phone: text('phone').notNull(),
    amountCents: cents('amount_cents').notNull(),
    callbackTokenHash: text('callback_token_hash').notNull(),
    checkoutRequestId: text('checkout_request_id'),
    merchantRequestId: text('merchant_request_id'),
    status: stkStatusEnum('status').notNull().default('Pending'),
    resultCode: integer('result_code'),
    reason: text('reason'),
    receipt: text('receipt'),
    paymentId: integer('payment_id'),
    /** How it was settled: `callback` or `query`. */
    settledBy: text('settled_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('stk_requests_checkout_idx').on(t.groupId, t.checkoutRequestId),
    // A callback names no group but by its token (docs/decisions/groups.md, "Keys").
    index('stk_requests_token_idx').on(t.callbackTokenHash),
    // The member's own requests, newest first; the pending ones the status query settles.
    index('stk_requests_user_idx').on(t.groupId, t.userId, t.requestedAt, t.id),
    index('stk_requests_pending_idx').on(t.groupId, t.status, t.requestedAt),
    // The status query's round finds its groups across groups (docs/decisions/jobs.md, "Only the groups with work").
    index('stk_requests_late_idx').on(t.requestedAt).where(sql`status = 'Pending'`),
    check('stk_requests_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * docs/decisions/daraja.md, "The M-Pesa balance": each query of the paybill's balance and its result,
 * found by the SHA-256 of the token in its result and timeout URLs.
 */
export const mpesaBalanceChecks = pgTable(
  'mpesa_balance_checks',
  {
    groupId: groupId(),
    id: serial('id'),
    callbackTokenHash: text('callback_token_hash').notNull(),
    conversationId: text('conversation_id'),
    status: stkStatusEnum('status').notNull().default('Pending'),
    /** Each account of the shortcode: `[{name, currency, available_cents}]`. */
    accounts: jsonb('accounts'),
    reason: text('reason'),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    index('mpesa_balance_checks_token_idx').on(t.callbackTokenHash),
    index('mpesa_balance_checks_requested_idx').on(t.groupId, t.requestedAt, t.id),
  ],
);

/** docs/decisions/payouts.md, "Statuses". */
export const payoutStatusEnum = pgEnum('payout_status', ['Pending', 'Sent', 'Completed', 'Failed']);
export const payoutSourceEnum = pgEnum('payout_source', ['loan', 'withdrawal', 'exit', 'share_out']);

/**
 * docs/decisions/payouts.md: money the group owes a member once a payout's approvals are complete, held
 * in Payouts due until it is sent by M-Pesa or paid by hand. One a source and member.
 */
export const payouts = pgTable(
  'payouts',
  {
    groupId: groupId(),
    id: serial('id'),
    userId: integer('user_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    source: payoutSourceEnum('source').notNull(),
    sourceId: integer('source_id').notNull(),
    description: text('description').notNull(),
    status: payoutStatusEnum('status').notNull().default('Pending'),
    method: text('method'),
    phone: text('phone'),
    receipt: text('receipt'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    accountId: integer('account_id'),
    note: text('note'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdBy: integer('created_by'),
    completedBy: integer('completed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('payouts_source_idx').on(t.groupId, t.source, t.sourceId, t.userId),
    index('payouts_created_idx').on(t.groupId, t.createdAt, t.id),
    index('payouts_amount_idx').on(t.groupId, t.amountCents, t.id),
    index('payouts_user_idx').on(t.groupId, t.userId, t.createdAt, t.id),
    index('payouts_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * docs/decisions/payouts.md, "One request at a time": each B2C payment request of a payout, found by
 * the SHA-256 of the token in its result, timeout and status URLs. At most one is open a payout.
 */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    groupId: groupId(),
    id: serial('id'),
    payoutId: integer('payout_id').notNull(),
    attempt: integer('attempt').notNull(),
    originatorConversationId: text('originator_conversation_id').notNull(),
    conversationId: text('conversation_id'),
    callbackTokenHash: text('callback_token_hash').notNull(),
    /** The token of the status query's result and timeout URLs, new at each query. */
    statusTokenHash: text('status_token_hash'),
    phone: text('phone').notNull(),
    /** `open` until Safaricom's result or status query settles it: `completed` or `absent`. */
    outcome: text('outcome').notNull().default('open'),
    resultCode: text('result_code'),
    reason: text('reason'),
    receipt: text('receipt'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When the status query is next due (no result within five minutes, or a timeout). */
    queryDueAt: timestamp('query_due_at', { withTimezone: true }).notNull(),
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    uniqueIndex('payout_attempts_number_idx').on(t.groupId, t.payoutId, t.attempt),
    uniqueIndex('payout_attempts_originator_idx').on(t.groupId, t.originatorConversationId),
    // A callback names no group but by its token (docs/decisions/groups.md, "Keys").
    index('payout_attempts_token_idx').on(t.callbackTokenHash),
    index('payout_attempts_status_token_idx').on(t.statusTokenHash),
    index('payout_attempts_open_idx').on(t.groupId, t.outcome, t.queryDueAt),
    // The status query's round finds its groups across groups (docs/decisions/jobs.md, "Only the groups with work").
    index('payout_attempts_due_idx').on(t.queryDueAt).where(sql`outcome = 'open'`),
  ],
);
