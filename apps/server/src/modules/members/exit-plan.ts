import {
  type Cents,
  cents,
  centsToKes,
  type ExitPreview,
  type ExitSettlement,
  exitSettlement,
  formatKES,
  fullName,
  GUARANTEES_OUTSTANDING,
} from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { type HeldPledge, heldPledges } from '../applications/index.js';
import { otherSavingsByAccount } from '../contributions/index.js';
import { requireUser, type User } from '../directory/directory.service.js';
import { type LoanAtExit, loansAtExit, looseFinesAtExit } from '../loans/index.js';
import { savingsOf } from '../savings/savings.service.js';

/**
 * What a member's exit would do on a day (docs/decisions/member-exits.md, "The preview"): their savings,
 * their loans' payoffs, the fines of no loan no loan carries, the pledges they hold for others (which
 * stand in the way) and those others hold for them (which pay a shortfall, in proportion), and the
 * settlement of the engine.
 */
export interface ExitPlan {
  user: User;
  date: string;
  /** Their savings and their part of every other savings kind. */
  savings: Cents;
  /** Their part of each savings kind besides savings, by books account (counted in `savings`). */
  otherSavings: { accountId: number; amountCents: number }[];
  loans: LoanAtExit[];
  /** The fines of no loan when no uncleared loan carries them (docs/decisions/member-exits.md, "Fines of no loan"). */
  looseFines: Cents;
  pledgesHeld: HeldPledge[];
  /** Per guarantor: what their pledges for the member hold, and what their savings can pay of it. */
  pledgesForMember: { guarantorId: number; pledge: Cents; capacity: Cents }[];
  settlement: ExitSettlement;
}

export async function planExit(db: DbOrTx, userId: number, date: string): Promise<ExitPlan> {
  const user = await requireUser(db, userId);
  const loans = await loansAtExit(db, userId, date);
  const looseFines = await looseFinesAtExit(db, userId);
  const pledgesHeld = await heldPledges(db, { guarantorId: userId });
  const open = new Set(loans.map((loan) => loan.loanId));
  const forMember = new Map<number, number>();
  for (const pledge of await heldPledges(db, { borrowerId: userId })) {
    if (pledge.loanId === null || !open.has(pledge.loanId)) continue;
    forMember.set(pledge.guarantorId, (forMember.get(pledge.guarantorId) ?? 0) + pledge.held);
  }
  const savings = await savingsOf(db, [userId, ...forMember.keys()]);
  // Every savings kind leaves with savings (docs/decisions/member-exits.md, "What an exit settles").
  const otherSavings = await otherSavingsByAccount(db, userId);
  const own = cents(
    (savings.get(userId)?.balanceCents ?? 0) + otherSavings.reduce((sum, part) => sum + part.amountCents, 0),
  );
  const pledgesForMember = [...forMember].map(([guarantorId, pledge]) => ({
    guarantorId,
    pledge: cents(pledge),
    capacity: cents(Math.min(pledge, savings.get(guarantorId)?.balanceCents ?? 0)),
  }));
  return {
    user,
    date,
    savings: own,
    otherSavings,
    loans,
    looseFines,
    pledgesHeld,
    pledgesForMember,
    settlement: exitSettlement(
      own,
      loans,
      pledgesForMember.map(({ guarantorId, capacity }) => ({ guarantorId, capacity })),
      looseFines,
    ),
  };
}

/** Refuses an exit while the member guarantees another's loan: 409 naming each borrower. */
export async function refuseWhileGuaranteeing(db: DbOrTx, plan: ExitPlan): Promise<void> {
  if (plan.pledgesHeld.length === 0) return;
  const names = await namesById(
    db,
    plan.pledgesHeld.map((p) => p.borrowerId),
  );
  const listed = plan.pledgesHeld
    .map(
      (p) =>
        `${names.get(p.borrowerId) ?? `member ${p.borrowerId}`}${p.loanId ? ` (loan #${p.loanId}` : ' (application'}, ${formatKES(p.held)} pledged)`,
    )
    .join('; ');
  throw conflict(`${GUARANTEES_OUTSTANDING}: ${listed}.`, 'GUARANTEES_OUTSTANDING');
}

async function namesById(db: DbOrTx, ids: number[]) {
  const names = new Map<number, string>();
  for (const id of new Set(ids)) names.set(id, fullName(await requireUser(db, id)));
  return names;
}

const kes = centsToKes;

/** GET /members/{userId}/exit's answer. */
export async function exitPreviewAnswer(db: DbOrTx, plan: ExitPlan): Promise<ExitPreview> {
  const { user, settlement } = plan;
  const people = new Map<number, { firstname: string; lastname: string }>();
  for (const id of new Set([
    ...plan.pledgesHeld.map((p) => p.borrowerId),
    ...plan.pledgesForMember.map((p) => p.guarantorId),
  ])) {
    const other = await requireUser(db, id);
    people.set(id, { firstname: other.firstname, lastname: other.lastname });
  }
  const ref = (id: number) => ({ user_id: id, firstname: '', lastname: '', ...people.get(id) });
  const pays = new Map(settlement.fromGuarantors.map((g) => [g.guarantorId, g.amount]));
  return {
    user_id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    status: user.status,
    exited_on: user.exitedOn,
    date: plan.date,
    savings: kes(settlement.savings),
    owed: kes(settlement.owed),
    refund: kes(settlement.refund),
    shortfall: kes(settlement.shortfall),
    from_guarantors: kes(settlement.fromGuarantors.reduce((a, g) => a + g.amount, 0)),
    written_off: kes(settlement.writtenOff),
    loans: settlement.loans.map((loan, index) => ({
      loan_id: loan.loanId,
      kind: plan.loans[index]?.kind ?? 'long_term',
      principal: kes(loan.principal),
      interest: kes(loan.interest),
      fines: kes(loan.fines),
      total: kes(loan.principal + loan.interest + loan.fines),
      from_savings: kes(loan.fromSavings),
      written_off: kes(loan.writtenOff),
      waived: kes(loan.waivedInterest + loan.waivedFines),
      from_guarantors: loan.fromGuarantors.map((g) => ({ ...ref(g.guarantorId), amount: kes(g.amount) })),
    })),
    loose_fines: {
      owed: kes(settlement.looseFines.owed),
      paid: kes(settlement.looseFines.paid),
      waived: kes(settlement.looseFines.waived),
    },
    pledges_held: plan.pledgesHeld.map((p) => ({
      ...ref(p.borrowerId),
      loan_id: p.loanId,
      amount: kes(p.held),
    })),
    pledges_for_member: plan.pledgesForMember.map((p) => ({
      ...ref(p.guarantorId),
      pledge: kes(p.pledge),
      pays: kes(pays.get(p.guarantorId) ?? 0),
    })),
    can_exit: user.status === 'active' && plan.pledgesHeld.length === 0,
  };
}
