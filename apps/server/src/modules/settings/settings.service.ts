import { basisPointsToFraction, centsToKes } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groupSettings } from '../../db/schema.js';
import { findMoneyAccount, notAMoneyAccount } from '../books/chart.js';
import type { SettingsAnswer, SettingsChange } from './settings.schemas.js';

export type GroupSettings = typeof groupSettings.$inferSelect;

export async function getSettings(db: DbOrTx): Promise<GroupSettings | undefined> {
  const [row] = await db.select().from(groupSettings).where(eq(groupSettings.id, 1));
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
 * change applies to loans issued afterwards only (decisions §6).
 */
export async function updateSettings(db: DbOrTx, change: SettingsChange): Promise<GroupSettings> {
  await requireSettings(db);
  const defaultAccount = change.default_account_id;
  if (
    defaultAccount !== undefined &&
    defaultAccount !== null &&
    !(await findMoneyAccount(db, defaultAccount))
  ) {
    throw notAMoneyAccount('default_account_id');
  }
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
      updatedAt: sql`now()`,
    })
    .where(eq(groupSettings.id, 1))
    .returning();
  if (!row) throw new Error('The group settings disappeared during an update.');
  return row;
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
  };
}
