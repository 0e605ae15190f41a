import { centsToKes } from '@links/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberAccounts } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { namesOf, requireUser, USER_NOT_FOUND } from '../directory/directory.service.js';
import { type MonthlyLoanPayments, monthlyLoanPayments } from '../loans/index.js';
import { monthlyTargetCents, type SavingsPosition, savingsOf } from '../savings/savings.service.js';

export type MemberAccount = typeof memberAccounts.$inferSelect;

export const ACCOUNT_TAKEN = 'This member already has an account.';

/**
 * Opens the member's account, which puts them in /allacounts; a second one is a 409
 * (docs/decisions/members.md, "Member accounts").
 */
export async function openMemberAccount(db: DbOrTx, userId: number): Promise<MemberAccount> {
  const [account] = await db
    .insert(memberAccounts)
    .values({ userId })
    .onConflictDoNothing({ target: [memberAccounts.groupId, memberAccounts.userId] })
    .returning();
  if (!account) throw conflict(ACCOUNT_TAKEN, 'ACCOUNT_EXISTS');
  return account;
}

/** POST /create-account. */
export async function createMemberAccount(db: Db, userId: number, context: SignedInContext) {
  await requireUser(db, userId);
  return db.transaction(async (tx) => {
    const account = await openMemberAccount(tx, userId);
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'member_account',
      entityId: account.id,
      memberId: userId,
      after: auditFields(account),
    });
    return { account_id: account.id, message: 'Account created successfully' };
  });
}

/**
 * What a member is expected to pay each month (docs/decisions/members.md, "Monthly figures"): the savings
 * target / 12 (0 without a savings account, which has no target yet) plus the installment of each uncleared
 * loan.
 */
function monthlyFigures(savings: SavingsPosition | undefined, loans: MonthlyLoanPayments | undefined) {
  const targetCents = savings ? monthlyTargetCents(savings.yearlyTargetCents) : 0;
  const longTermCents = loans?.longTermCents ?? 0;
  const shortTermCents = loans?.shortTermCents ?? 0;
  return {
    savingsCents: savings?.balanceCents ?? 0,
    targetCents,
    longTermCents,
    shortTermCents,
    totalCents: targetCents + longTermCents + shortTermCents,
  };
}

/**
 * The rows of /allacounts for these accounts, in the order given: each with the holder's names,
 * savings and the monthly amount expected (docs/decisions/members.md, "Monthly figures").
 */
export async function memberAccountRows(db: DbOrTx, accounts: readonly { id: number; userId: number }[]) {
  const userIds = accounts.map((a) => a.userId);
  const [names, savings, loans] = await Promise.all([
    namesOf(db, userIds),
    savingsOf(db, userIds),
    monthlyLoanPayments(db, userIds),
  ]);
  return accounts.map((account) => {
    const user = names.get(account.userId);
    const figures = monthlyFigures(savings.get(account.userId), loans.get(account.userId));
    return {
      account_id: account.id,
      user_id: account.userId,
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      member_number: user?.memberNumber ?? '',
      phone: user?.phone ?? null,
      savings: centsToKes(figures.savingsCents),
      monthly_expected: centsToKes(figures.totalCents),
    };
  });
}
export type MemberAccountListRow = Awaited<ReturnType<typeof memberAccountRows>>[number];

/**
 * GET /accounts/{userId}: the member profile card of the Accounts screen
 * (docs/decisions/members.md, "The profile card").
 */
export async function accountSummary(db: DbOrTx, userId: number) {
  const user = (await namesOf(db, [userId])).get(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [savings, loans] = await Promise.all([savingsOf(db, [userId]), monthlyLoanPayments(db, [userId])]);
  const figures = monthlyFigures(savings.get(userId), loans.get(userId));
  return {
    user_details: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      member_number: user.memberNumber,
      phone: user.phone,
    },
    financial_summary: {
      savings: {
        current_amount: centsToKes(figures.savingsCents),
        monthly_target: centsToKes(figures.targetCents),
      },
      loans: {
        long_term: { monthly_payment: centsToKes(figures.longTermCents) },
        short_term: { monthly_payment: centsToKes(figures.shortTermCents) },
      },
    },
    monthly_total: centsToKes(figures.totalCents),
  };
}
