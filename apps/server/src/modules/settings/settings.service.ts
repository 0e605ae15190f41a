import { basisPointsToFraction, centsToKes, isoDateInGroupZone } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { groupSettings } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findMoneyAccount, notAMoneyAccount } from '../books/index.js';
import type { SettingsAnswer, SettingsChange } from './settings.schemas.js';

export type GroupSettings = typeof groupSettings.$inferSelect;

/** The group's settings row (docs/decisions/speed.md, "Statements built once"). */
const settingsRow = preparedQuery<Record<string, never>, GroupSettings[]>('group_settings_row', (db) =>
  db.select().from(groupSettings).where(eq(groupSettings.id, 1)),
);

export async function getSettings(db: DbOrTx): Promise<GroupSettings | undefined> {
  const [row] = await settingsRow(db, {});
  return row;
}

/** Names the group on first run; later runs keep the name already chosen. */
export async function ensureSettings(db: DbOrTx, groupName: string): Promise<void> {
  await db.insert(groupSettings).values({ id: 1, groupName }).onConflictDoNothing();
}

/**
 * The settings, which first run (setup or the environment's admin) always creates before any user
 * exists; a signed-in caller without them means the database was filled by hand.
 */
export async function requireSettings(db: DbOrTx): Promise<GroupSettings> {
  const settings = await getSettings(db);
  if (!settings) throw new Error('The group settings are missing: run the first-run setup.');
  return settings;
}

/**
 * Changes the settings an admin sent. Loans keep the rate and term they were issued with, so a
 * change applies to loans issued afterwards only (docs/decisions/loans.md, "Group settings").
 */
export async function updateSettings(
  db: DbOrTx,
  change: SettingsChange,
  context: SignedInContext,
): Promise<GroupSettings> {
  return db.transaction(async (tx) => {
    const before = toSettingsAnswer(await requireSettings(tx));
    const row = await writeSettings(tx, change, isoDateInGroupZone(context.at));
    const after = toSettingsAnswer(row);
    // A save that changes nothing is not a change for the trail.
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, context, {
        action: 'update',
        entity: 'settings',
        entityId: row.id,
        before,
        after,
      });
    }
    return row;
  });
}

async function writeSettings(db: DbOrTx, change: SettingsChange, today: string): Promise<GroupSettings> {
  const before = await requireSettings(db);
  const defaultAccount = change.default_account_id;
  if (
    defaultAccount !== undefined &&
    defaultAccount !== null &&
    !(await findMoneyAccount(db, defaultAccount))
  ) {
    throw notAMoneyAccount('default_account_id');
  }
  await checkMpesaAccount(db, change.mpesa_account_id);
  const [row] = await db
    .update(groupSettings)
    .set({
      groupName: change.group_name,
      longTermRateBp: change.long_term_rate,
      longTermMonths: change.long_term_months,
      shortTermRateBp: change.short_term_rate,
      shortTermMonths: change.short_term_months,
      savingsTargetCents: change.savings_target,
      defaultAccountId: defaultAccount,
      mpesaShortcode: change.mpesa_shortcode,
      mpesaAccountId: change.mpesa_account_id,
      ...fineChanges(before, change, today),
      approvalsRequired: change.approvals_required,
      approvalThresholdCents: change.approval_threshold,
      updatedAt: sql`now()`,
    })
    .where(eq(groupSettings.id, 1))
    .returning();
  if (!row) throw new Error('The group settings disappeared during an update.');
  return row;
}

/**
 * The fines of docs/decisions/lending.md, "Fines" apply from the day they are turned on: nothing late, or
 * short, before that day is fined, so turning a fine on does not charge a group's whole history.
 */
function fineChanges(before: GroupSettings, change: SettingsChange, today: string) {
  const lateKind = change.late_fine_kind ?? before.lateFineKind;
  const contribution = change.missed_contribution_fine ?? before.contributionFineCents;
  return {
    loanMultiplierX100: change.loan_multiplier,
    lateFineKind: change.late_fine_kind,
    lateFineCents: change.late_fine_amount,
    lateFineRateBp: change.late_fine_rate,
    lateFinesFrom: lateKind === 'none' ? null : before.lateFineKind === 'none' ? today : before.lateFinesFrom,
    contributionFineCents: change.missed_contribution_fine,
    absenceFineCents: change.absence_fine_amount,
    contributionDueDay: change.contribution_due_day,
    hideBeneficiariesFromMembers: change.hide_beneficiaries_from_members,
    withdrawalNoticeDays: change.withdrawal_notice_days,
    contributionFinesFrom:
      contribution === 0 ? null : before.contributionFineCents === 0 ? today : before.contributionFinesFrom,
  };
}

export function toSettingsAnswer(settings: GroupSettings): SettingsAnswer {
  return {
    group_name: settings.groupName,
    long_term_rate: basisPointsToFraction(settings.longTermRateBp),
    long_term_months: settings.longTermMonths,
    short_term_rate: basisPointsToFraction(settings.shortTermRateBp),
    short_term_months: settings.shortTermMonths,
    savings_target: centsToKes(settings.savingsTargetCents),
    default_account_id: settings.defaultAccountId,
    mpesa_shortcode: settings.mpesaShortcode,
    mpesa_account_id: settings.mpesaAccountId,
    c2b_token_set: settings.c2bTokenHash !== null,
    loan_multiplier: settings.loanMultiplierX100 / 100,
    late_fine_kind: settings.lateFineKind,
    late_fine_amount: centsToKes(settings.lateFineCents),
    late_fine_rate: basisPointsToFraction(settings.lateFineRateBp),
    missed_contribution_fine: centsToKes(settings.contributionFineCents),
    absence_fine_amount: centsToKes(settings.absenceFineCents),
    contribution_due_day: settings.contributionDueDay,
    approvals_required: settings.approvalsRequired,
    approval_threshold: centsToKes(settings.approvalThresholdCents),
    hide_beneficiaries_from_members: settings.hideBeneficiariesFromMembers,
    withdrawal_notice_days: settings.withdrawalNoticeDays,
  };
}

/**
 * M-Pesa money is received into a bank account of the books, never Cash on hand
 * (docs/decisions/payments.md, "Settings").
 */
async function checkMpesaAccount(db: DbOrTx, accountId: number | null | undefined) {
  if (accountId === undefined || accountId === null) return;
  const account = await findMoneyAccount(db, accountId);
  if (!account || account.bankAccountId === null) {
    throw unprocessable(
      MPESA_ACCOUNT_REFUSED,
      { mpesa_account_id: MPESA_ACCOUNT_REFUSED },
      'UNKNOWN_ACCOUNT',
    );
  }
}

const MPESA_ACCOUNT_REFUSED = 'mpesa_account_id must be a bank account of the books.';

/**
 * The group whose C2B callback token has this hash, whichever group asks (docs/decisions/groups.md,
 * "The group of a request": a callback names no group but by its token); undefined for none.
 */
export function groupOfC2bTokenHash(db: DbOrTx, hash: string): Promise<number | undefined> {
  return asPlatform(async () => {
    const rows = await groupsOfTokenHash(db, { hash });
    return rows.length === 1 ? rows[0]!.groupId : undefined;
  });
}

/** The groups of a C2B token's hash (docs/decisions/speed.md, "Statements built once"). */
const groupsOfTokenHash = preparedQuery<{ hash: string }, { groupId: number }[]>(
  'groups_of_c2b_token',
  (db) =>
    db
      .select({ groupId: groupSettings.groupId })
      .from(groupSettings)
      .where(eq(groupSettings.c2bTokenHash, sql.placeholder('hash'))),
);

/**
 * Keeps the hash of a new C2B callback token; the one before stops working
 * (docs/decisions/payments.md, "Callbacks").
 */
export async function storeC2bTokenHash(db: DbOrTx, hash: string): Promise<void> {
  await requireSettings(db);
  await db
    .update(groupSettings)
    .set({ c2bTokenHash: hash, updatedAt: sql`now()` })
    .where(eq(groupSettings.id, 1));
}
