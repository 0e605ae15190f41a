import {
  centsToKes,
  fullName,
  type GroupActivityAnswer,
  type GroupActivityItem,
  type GroupActivityPerson,
  type GroupActivityQuery,
  paginationOf,
} from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { type Approvers, approversOf } from '../approvals/index.js';
import { type PayoutRecord, payoutRecords } from '../audit/payouts.service.js';
import { groupTotalsAsOf } from '../books/reports.service.js';
import { namesOf, type UserName } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { beneficiaryOf, detailsOf, kindOf, referenceOf, SHARED_REFERENCE_KINDS } from './group-records.js';

/*
 * GET /group/activity (docs/decisions/offices.md, "Group money"): the payouts and write-offs read
 * from the audit trail, the totals from the books, the names from the members.
 */

const personOf = (
  names: Map<number, UserName>,
  id: number | null | undefined,
): GroupActivityPerson | null => {
  if (id === null || id === undefined) return null;
  const name = names.get(id);
  return { users_id: id, name: name ? fullName(name) : 'A former member' };
};

/**
 * One record as the list shows it; `hidden` leaves out who was paid, and who asked when that was the
 * member paid (a loan's applicant, a member asking for their withdrawal). A payout a quorum approved
 * names the official who asked and every official who approved; one an official made alone names them
 * for both (docs/decisions/approvals.md, "Who asked and who approved").
 */
function itemOf(
  record: PayoutRecord,
  names: Map<number, UserName>,
  hidden: boolean,
  approval: Approvers | undefined,
): GroupActivityItem {
  const beneficiaryId = beneficiaryOf(record);
  // A loan from an application was asked for by the applicant; anything else by who asked the quorum.
  const applied = record.entity === 'loan' && record.after?.application_id !== undefined;
  const askedId = applied ? record.memberId : (approval?.makerId ?? record.userId);
  const approvers = (approval?.approverIds ?? [record.userId])
    .map((id) => personOf(names, id))
    .filter((person): person is GroupActivityPerson => person !== null);
  return {
    id: record.id,
    kind: kindOf(record),
    ...detailsOf(record),
    beneficiary: hidden ? null : personOf(names, beneficiaryId),
    asked_by: hidden && askedId !== null && askedId === beneficiaryId ? null : personOf(names, askedId),
    approved_by: approvers,
  };
}

/** Who asked and approved each record's payout, by its reference. */
async function approvalsOf(db: DbOrTx, rows: PayoutRecord[]) {
  const references = rows.map(referenceOf).filter((found) => found !== null);
  const own = references.filter((found) => !found.shared).map((found) => found.reference);
  const shared = references.filter((found) => found.shared).map((found) => found.reference);
  const approvals = await approversOf(db, own);
  for (const [reference, approval] of await approversOf(db, shared, SHARED_REFERENCE_KINDS))
    approvals.set(reference, approval);
  return approvals;
}

export async function groupActivity(
  db: DbOrTx,
  who: AccessClaims,
  query: GroupActivityQuery,
  today: string,
): Promise<GroupActivityAnswer> {
  const settings = await requireSettings(db);
  const hidden = settings.hideBeneficiariesFromMembers && !seesGroup(who);
  const { rows, total } = await payoutRecords(db, { page: query.page, perPage: query.per_page });
  const approvals = await approvalsOf(db, rows);
  const ids = [
    ...rows.flatMap((row) => [row.userId, row.memberId]),
    ...[...approvals.values()].flatMap((approval) => [approval.makerId, ...approval.approverIds]),
  ].filter((id): id is number => id !== null);
  const names = await namesOf(db, [...new Set(ids)]);
  const totals = await groupTotalsAsOf(db, today);
  return {
    totals: {
      as_of: today,
      cash: centsToKes(totals.cash),
      bank: centsToKes(totals.bank),
      loans_out: centsToKes(totals.loansOut),
      savings: centsToKes(totals.savings),
      surplus: centsToKes(totals.surplus),
    },
    beneficiaries_hidden: hidden,
    activity: rows.map((row) => {
      const found = referenceOf(row);
      return itemOf(row, names, hidden, found === null ? undefined : approvals.get(found.reference));
    }),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}
