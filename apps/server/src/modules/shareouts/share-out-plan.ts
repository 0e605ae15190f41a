import {
  basisPointsToFraction,
  centsToKes,
  formatDate,
  fullName,
  planShareOut,
  type ShareOutMethod,
  type ShareOutPlan,
} from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { conflict, invalidField, unprocessable } from '../../lib/errors.js';
import { closedThrough } from '../books/closing.service.js';
import { savingsMovementsThrough } from '../books/index.js';
import { incomeStatementCents } from '../books/reports.service.js';
import { otherSavingsAccountIds } from '../contributions/index.js';
import { namesOf } from '../directory/directory.service.js';
import { inactiveMemberIds } from '../directory/index.js';
import { savingsHolders } from '../savings/index.js';

export const NO_SURPLUS = 'Nothing to share: the period made no surplus';
export const NO_SAVINGS = 'Nothing to share by: no member had savings in the period';
export const alreadyShared = (through: string) =>
  `A share-out already covers this period: the books are closed through ${formatDate(through)}.`;

export interface ShareOutTerms {
  from: string;
  to: string;
  method: ShareOutMethod;
  /** Basis points (500 = 5%). */
  withholding_rate: number;
}

export interface NamedPlan extends ShareOutPlan {
  terms: ShareOutTerms;
  distributable: number;
  names: Map<number, string>;
}

/**
 * Checks terms against the calendar and the books before anything is worked out: the period has
 * ended (`to` not after today) and starts after the period already closed (else 409).
 */
export async function checkPeriod(db: DbOrTx, terms: ShareOutTerms, today: string): Promise<void> {
  if (terms.to > today) throw invalidField('to', 'must not be in the future');
  const through = await closedThrough(db);
  if (through !== null && terms.from <= through) throw conflict(alreadyShared(through), 'ALREADY_SHARED');
}

const nameOrNumber = (name: { firstname: string; lastname: string } | undefined, userId: number) =>
  name ? fullName(name) : `Member ${userId}`;

/**
 * The share-out of a period as a commit would post it: the surplus of the period's income statement
 * shared among every member with savings (or a savings account), lines sorted by name.
 */
export async function planFor(db: DbOrTx, terms: ShareOutTerms): Promise<NamedPlan> {
  const distributable = (await incomeStatementCents(db, terms.from, terms.to)).surplus;
  if (distributable <= 0) throw unprocessable(NO_SURPLUS, undefined, 'NO_SURPLUS');
  // Every savings kind counts with savings (docs/share-out.md, "How the figures are worked out").
  const movements = await savingsMovementsThrough(db, terms.to, await otherSavingsAccountIds(db));
  // Members who left were paid their savings out and share in no surplus (docs/decisions/member-exits.md,
  // "Inactive members").
  const left = await inactiveMemberIds(db);
  const userIds = [...new Set([...(await savingsHolders(db)), ...movements.keys()])].filter(
    (id) => !left.has(id),
  );
  const names = await namesOf(db, userIds);
  const named = new Map(userIds.map((id) => [id, nameOrNumber(names.get(id), id)]));
  const members = userIds
    .map((userId) => ({ userId, movements: movements.get(userId) ?? [] }))
    .sort(
      (a, b) =>
        (named.get(a.userId) ?? '').localeCompare(named.get(b.userId) ?? '', 'en', { sensitivity: 'base' }) ||
        a.userId - b.userId,
    );
  const planned = planShareOut(
    {
      from: terms.from,
      to: terms.to,
      method: terms.method,
      distributable,
      withholdingBp: terms.withholding_rate,
    },
    members,
  );
  if (!planned.ok) throw unprocessable(NO_SAVINGS, undefined, 'NO_SAVINGS');
  return { ...planned.plan, terms, distributable, names: named };
}

/** The terms and figures of a plan (or a committed share-out) on the wire, in KES. */
export function planAnswer(plan: NamedPlan) {
  return {
    from: plan.terms.from,
    to: plan.terms.to,
    method: plan.terms.method,
    withholding_rate: basisPointsToFraction(plan.terms.withholding_rate),
    distributable: centsToKes(plan.distributable),
    total_basis: centsToKes(plan.totalBasis),
    members: plan.lines.map((line) => ({
      user_id: line.userId,
      name: plan.names.get(line.userId) ?? `Member ${line.userId}`,
      basis: centsToKes(line.basis),
      share: centsToKes(line.share),
      withholding: centsToKes(line.withholding),
      net: centsToKes(line.net),
    })),
    total_share: centsToKes(plan.totalShare),
    total_withholding: centsToKes(plan.totalWithholding),
    total_net: centsToKes(plan.totalNet),
  };
}
