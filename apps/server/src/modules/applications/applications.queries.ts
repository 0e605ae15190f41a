import { type ApplicationView, cents, centsToKes, coverOf } from '@links/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { namesOf } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { borrowingPositions } from './pledges.js';

export type Application = typeof loanApplications.$inferSelect;
type Guarantee = typeof loanGuarantees.$inferSelect;

/** Applications as the wire shows them: names, guarantees, and the limit, pledges and shortfall. */
export async function toViews(db: DbOrTx, applications: Application[]): Promise<ApplicationView[]> {
  if (applications.length === 0) return [];
  const ids = applications.map((a) => a.id);
  const guarantees = await db
    .select()
    .from(loanGuarantees)
    .where(inArray(loanGuarantees.applicationId, ids))
    .orderBy(loanGuarantees.id);
  const people = [
    ...new Set([...applications.map((a) => a.userId), ...guarantees.map((g) => g.guarantorId)]),
  ];
  const names = await namesOf(db, people);
  const pending = [...new Set(applications.filter((a) => a.status === 'Pending').map((a) => a.userId))];
  const settings = await requireSettings(db);
  const positions = await borrowingPositions(db, pending, settings.loanMultiplierX100);
  const byApplication = new Map<number, Guarantee[]>();
  for (const g of guarantees)
    byApplication.set(g.applicationId, [...(byApplication.get(g.applicationId) ?? []), g]);
  return applications.map((a) => {
    const mine = byApplication.get(a.id) ?? [];
    const accepted = cents(
      mine.filter((g) => g.status === 'Accepted').reduce((sum, g) => sum + g.amountCents, 0),
    );
    const limit = cents(a.limitCents ?? positions.get(a.userId)?.limit ?? 0);
    const cover = coverOf(cents(a.amountCents), limit, accepted);
    return {
      id: a.id,
      user_id: a.userId,
      firstname: names.get(a.userId)?.firstname ?? '',
      lastname: names.get(a.userId)?.lastname ?? '',
      kind: a.kind,
      amount: centsToKes(a.amountCents),
      months: a.months,
      purpose: a.purpose,
      status: a.status,
      limit: centsToKes(cover.limit),
      guaranteed: centsToKes(cover.guaranteed),
      shortfall: centsToKes(cover.shortfall),
      applied_by: a.appliedBy,
      created_at: a.createdAt.toISOString(),
      decided_at: a.decidedAt?.toISOString() ?? null,
      decided_by: a.decidedBy,
      reason: a.reason,
      loan_id: a.loanId,
      guarantees: mine.map((g) => ({
        user_id: g.guarantorId,
        firstname: names.get(g.guarantorId)?.firstname ?? '',
        lastname: names.get(g.guarantorId)?.lastname ?? '',
        status: g.status,
        amount: centsToKes(g.amountCents),
      })),
    };
  });
}

/** One application, for an admin, the borrower or one of its guarantors; anyone else gets a 404. */
export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return row;
}

export async function isGuarantorOf(db: DbOrTx, applicationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanGuarantees.id })
    .from(loanGuarantees)
    .where(and(eq(loanGuarantees.applicationId, applicationId), eq(loanGuarantees.guarantorId, userId)));
  return row !== undefined;
}
