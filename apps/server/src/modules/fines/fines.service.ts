import { type Cents, cents, centsToKes } from '@links/domain';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { fines } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type RequestContext, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { namesOf } from '../directory/directory.service.js';
import { tellCharged, tellWaived } from './fine-notices.js';

export type Fine = typeof fines.$inferSelect;
export const FINE_NOT_FOUND = 'Fine not found.';

/** What is still owed of a fine: neither paid nor waived. */
export const owed = sql<number>`(${fines.amountCents} - ${fines.paidCents} - ${fines.waivedCents})`;
const owedOf = (fine: Fine) => fine.amountCents - fine.paidCents - fine.waivedCents;

export interface NewFine {
  chargeKey: string;
  userId: number;
  loanId: number | null;
  kind: Fine['kind'];
  period: string;
  chargedOn: string;
  amountCents: number;
}

/**
 * Charges a fine once: a second charge of the same key (a rerun, another server) does nothing.
 * A charge is recorded in the audit trail, in the same transaction, as made by `who`: the fines job
 * (`finesJobContext`) or the admin who ran it; the member is told, `installmentDueOn` naming the
 * installment a late fine is for.
 */
export async function chargeFine(
  db: DbOrTx,
  fine: NewFine,
  who: RequestContext,
  installmentDueOn?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(fines)
      .values(fine)
      .onConflictDoNothing({ target: [fines.groupId, fines.chargeKey] })
      .returning({ id: fines.id });
    const charged = rows[0];
    if (!charged) return false;
    await recordAudit(tx, who, {
      action: 'charge',
      entity: 'fine',
      entityId: charged.id,
      memberId: fine.userId,
      after: {
        kind: fine.kind,
        amount: centsToKes(fine.amountCents),
        period: fine.period,
        loan_id: fine.loanId,
        charged_on: fine.chargedOn,
      },
    });
    await tellCharged(tx, charged.id, fine, who.at, installmentDueOn);
    return true;
  });
}

/** The "who" of the hourly fines job's records: no user, the job's name in place of a request id. */
export const finesJobContext = (at: Date): RequestContext => ({
  userId: null,
  role: null,
  address: null,
  requestId: 'fines-job',
  at,
});

/** The charge keys already used among some, so the job skips what it charged before. */
export async function chargedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: fines.chargeKey }).from(fines).where(inArray(fines.chargeKey, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * The fines of a loan, and those of no loan when the loan carries them: the loans module says which
 * loan does (docs/decisions/money-findings.md, "Fines of no loan belong to one payoff").
 */
function finesOfLoan(loanId: number, carriesLooseFines: boolean) {
  return carriesLooseFines ? or(eq(fines.loanId, loanId), isNull(fines.loanId)) : eq(fines.loanId, loanId);
}

/**
 * The fines a repayment of a loan pays first (docs/decisions/lending.md, "Fines"), locked, oldest first: the
 * loan's late fines, and the member's fines that belong to no loan when this loan carries them.
 */
export async function finesForRepayment(
  tx: Tx,
  userId: number,
  loan: { id: number; carriesLooseFines: boolean },
) {
  const rows = await tx
    .select()
    .from(fines)
    .where(and(eq(fines.userId, userId), finesOfLoan(loan.id, loan.carriesLooseFines), gt(owed, 0)))
    .orderBy(asc(fines.chargedOn), asc(fines.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, owed: cents(owedOf(row)) }));
}

/** Records what a repayment paid of each fine, inside the repayment's transaction. */
export async function recordFinePayments(tx: Tx, paid: readonly { id: number; amount: Cents }[]) {
  for (const part of paid) {
    await tx
      .update(fines)
      .set({ paidCents: sql`${fines.paidCents} + ${part.amount}` })
      .where(eq(fines.id, part.id));
  }
}

/**
 * Takes back what a reversed repayment paid of the member's fines (docs/decisions/reversals.md, "Loan
 * repayments"): repayments pay the oldest fines first, so the latest repayment paid the newest of those paid;
 * the amount is taken off them, newest first, and those fines are owed again. Answers the fines changed.
 */
export async function unpayFines(
  tx: Tx,
  userId: number,
  loanId: number,
  amountCents: number,
): Promise<{ id: number; amount: Cents }[]> {
  if (amountCents <= 0) return [];
  // What repayments paid of a fine: its paid amount less what FINE items paid of it, which their own
  // reversals take back (docs/decisions/lending.md, "Paying fines").
  const byRepayments = sql<string>`(${fines.paidCents} - coalesce((select sum(p.amount_cents) from fine_payments p where p.group_id = ${fines.groupId} and p.fine_id = ${fines.id}), 0))`;
  const rows = await tx
    .select({ id: fines.id, paid: sql<string>`${byRepayments}::text` })
    .from(fines)
    .where(
      and(
        eq(fines.userId, userId),
        or(eq(fines.loanId, loanId), isNull(fines.loanId)),
        gt(fines.paidCents, 0),
      ),
    )
    .orderBy(desc(fines.chargedOn), desc(fines.id))
    .for('update');
  let left = amountCents;
  const taken: { id: number; amount: Cents }[] = [];
  for (const row of rows) {
    if (left === 0) break;
    const part = Math.min(left, Number(row.paid));
    if (part <= 0) continue;
    left -= part;
    taken.push({ id: row.id, amount: cents(part) });
    await tx
      .update(fines)
      .set({ paidCents: sql`${fines.paidCents} - ${part}` })
      .where(eq(fines.id, row.id));
  }
  if (left > 0) throw new Error(`The fines paid are ${centsToKes(left)} short of what the repayment paid.`);
  return taken;
}

/** What is owed in fines, per loan (the loan's own fines). */
export async function finesOwedByLoan(db: DbOrTx, loanIds: number[]): Promise<Map<number, number>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: fines.loanId, owed: sql<string>`coalesce(sum(${owed}), 0)::text` })
    .from(fines)
    .where(inArray(fines.loanId, loanIds))
    .groupBy(fines.loanId);
  return new Map(rows.map((row) => [row.loanId ?? 0, Number(row.owed)]));
}

/**
 * The member's fines that belong to no loan and are still owed, locked, oldest first: what their exit
 * pays when no uncleared loan carries them (docs/decisions/member-exits.md, "Fines of no loan").
 */
export async function looseFinesOwed(tx: Tx, userId: number) {
  const rows = await tx
    .select()
    .from(fines)
    .where(and(eq(fines.userId, userId), isNull(fines.loanId), gt(owed, 0)))
    .orderBy(asc(fines.chargedOn), asc(fines.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, owed: cents(owedOf(row)) }));
}

/** What a member owes in fines that belong to no loan. */
export async function looseFinesTotal(db: DbOrTx, userId: number): Promise<Cents> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${owed}), 0)::text` })
    .from(fines)
    .where(and(eq(fines.userId, userId), isNull(fines.loanId)));
  return cents(Number(row?.owed ?? 0));
}

/**
 * What a member owes in fines: all of them, or those a loan's payoff counts (its own, and those of
 * no loan when it carries them).
 */
export async function finesOwedBy(
  db: DbOrTx,
  userId: number,
  loan?: { id: number; carriesLooseFines: boolean },
): Promise<Cents> {
  const ofLoan = loan === undefined ? undefined : finesOfLoan(loan.id, loan.carriesLooseFines);
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${owed}), 0)::text` })
    .from(fines)
    .where(and(eq(fines.userId, userId), ofLoan));
  return cents(Number(row?.owed ?? 0));
}

/**
 * An admin waives what is still owed of a fine, with a reason (docs/decisions/lending.md, "Fines"); once
 * only.
 */
export async function waiveFine(db: Db, id: number, who: SignedInContext, reason: string) {
  const waivedBy = who.userId;
  return db.transaction(async (tx) => {
    const [fine] = await tx.select().from(fines).where(eq(fines.id, id)).for('update');
    if (!fine) throw notFound(FINE_NOT_FOUND);
    const left = owedOf(fine);
    if (left === 0) throw conflict('This fine is already paid or waived.', 'FINE_SETTLED');
    const [after] = await tx
      .update(fines)
      .set({ waivedCents: fine.waivedCents + left, waivedBy, waiveReason: reason })
      .where(eq(fines.id, id))
      .returning();
    await recordAudit(tx, who, {
      action: 'waive',
      entity: 'fine',
      entityId: id,
      memberId: fine.userId,
      before: { owed: centsToKes(left), waived: centsToKes(fine.waivedCents) },
      after: { owed: 0, waived: centsToKes(after!.waivedCents), reason },
    });
    await tellWaived(tx, after!, left, reason, who.at);
    const name = (await namesOf(tx, [fine.userId])).get(fine.userId);
    return toFineView(after!, name);
  });
}

export function toFineView(fine: Fine, name: { firstname: string; lastname: string } | undefined) {
  const left = owedOf(fine);
  return {
    id: fine.id,
    user_id: fine.userId,
    firstname: name?.firstname ?? '',
    lastname: name?.lastname ?? '',
    loan_id: fine.loanId,
    kind: fine.kind,
    period: fine.period,
    charged_on: fine.chargedOn,
    amount: centsToKes(fine.amountCents),
    paid: centsToKes(fine.paidCents),
    waived: centsToKes(fine.waivedCents),
    status: left > 0 ? ('Owed' as const) : fine.waivedCents > 0 ? ('Waived' as const) : ('Paid' as const),
    waive_reason: fine.waiveReason,
  };
}

/**
 * Waives what is still owed of the given fines, inside a use case's transaction: a member's exit waives
 * what it could not pay (docs/decisions/member-exits.md, "What an exit settles").
 */
export async function waiveOwedFines(tx: Tx, ids: number[], waivedBy: number, reason: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(fines)
    .set({ waivedCents: sql`${fines.amountCents} - ${fines.paidCents}`, waivedBy, waiveReason: reason })
    .where(and(inArray(fines.id, ids), gt(owed, 0)));
}
