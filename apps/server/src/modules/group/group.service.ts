import {
  centsToKes,
  fullName,
  type GroupActivityAnswer,
  type GroupActivityItem,
  type GroupActivityKind,
  type GroupActivityPerson,
  type GroupActivityQuery,
  isoDateInGroupZone,
  paginationOf,
} from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { type Approvers, approversOf, type ReferencedThing, referenceTo } from '../approvals/index.js';
import { type PayoutRecord, payoutRecords } from '../audit/payouts.service.js';
import { groupTotalsAsOf } from '../books/reports.service.js';
import { namesOf, type UserName } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';

/*
 * GET /group/activity (docs/decisions/offices.md, "Group money"): the payouts and write-offs read
 * from the audit trail, the totals from the books, the names from the members.
 */

/** What an approval request names the thing it made by (`loan:12`), by the record's entity. */
const REFERENCE_OF: Record<string, ReferencedThing> = {
  loan: 'loan',
  expense: 'expense',
  transfer: 'entry',
  fine: 'fine',
  share_out: 'share_out',
};
const referenceOf = (record: PayoutRecord) => {
  const thing = REFERENCE_OF[record.entity];
  return record.entityId === null || thing === undefined ? null : referenceTo(thing, record.entityId);
};

const KIND_OF: Record<string, GroupActivityKind> = {
  loan: 'loan',
  expense: 'expense',
  transfer: 'transfer',
  fine: 'fine_waiver',
  share_out: 'share_out',
};

const text = (after: PayoutRecord['after'], key: string) => {
  const value = after?.[key];
  return typeof value === 'string' ? value : undefined;
};
const kes = (after: PayoutRecord['after'], key: string) => {
  const value = after?.[key];
  return typeof value === 'number' ? value : 0;
};
const dayOf = (value: string | undefined, at: Date) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : isoDateInGroupZone(value ? new Date(value) : at);

/** What the money was for, the amount and the day it moved, by the kind of record. */
function detailsOf(record: PayoutRecord): Pick<GroupActivityItem, 'amount' | 'purpose' | 'date'> {
  const { after, at } = record;
  switch (record.entity) {
    case 'loan':
      return {
        amount: kes(after, 'loan_amount'),
        purpose: text(after, 'kind') === 'short_term' ? 'Short-term loan' : 'Long-term loan',
        date: dayOf(text(after, 'issued_on'), at),
      };
    case 'expense': {
      const comment = text(after, 'comment');
      return {
        amount: kes(after, 'amount'),
        purpose: `${text(after, 'comment_type') ?? 'Expense'}${comment ? `: ${comment}` : ''}`,
        date: dayOf(text(after, 'created_at'), at),
      };
    }
    case 'transfer': {
      const memo = text(after, 'memo');
      return {
        amount: kes(after, 'amount'),
        purpose: `${text(after, 'from_account')} to ${text(after, 'to_account')}${memo ? `: ${memo}` : ''}`,
        date: dayOf(text(after, 'date'), at),
      };
    }
    case 'fine':
      return {
        amount: kes(after, 'waived'),
        purpose: text(after, 'reason') ?? 'Fine waived',
        date: dayOf(undefined, at),
      };
    default:
      return {
        amount: kes(after, 'total_net'),
        purpose: `Shares of ${text(after, 'from')} to ${text(after, 'to')}`,
        date: dayOf(undefined, at),
      };
  }
}

const personOf = (
  names: Map<number, UserName>,
  id: number | null | undefined,
): GroupActivityPerson | null => {
  if (id === null || id === undefined) return null;
  const name = names.get(id);
  return { users_id: id, name: name ? fullName(name) : 'A former member' };
};

/**
 * One record as the list shows it; `hidden` leaves out who was paid (and an applicant who asked).
 * A payout a quorum approved names the official who asked and every official who approved; one an
 * official made alone names them for both (docs/decisions/approvals.md, "Who asked and who approved").
 */
function itemOf(
  record: PayoutRecord,
  names: Map<number, UserName>,
  hidden: boolean,
  approval: Approvers | undefined,
): GroupActivityItem {
  const beneficiaryId = record.entity === 'loan' || record.entity === 'fine' ? record.memberId : null;
  // A loan from an application was asked for by the applicant; anything else by the official.
  const applied = record.entity === 'loan' && record.after?.application_id !== undefined;
  const askedId = applied ? record.memberId : (approval?.makerId ?? record.userId);
  const approvers = (approval?.approverIds ?? [record.userId])
    .map((id) => personOf(names, id))
    .filter((person): person is GroupActivityPerson => person !== null);
  return {
    id: record.id,
    kind: KIND_OF[record.entity] ?? 'share_out',
    ...detailsOf(record),
    beneficiary: hidden ? null : personOf(names, beneficiaryId),
    asked_by: hidden && applied ? null : personOf(names, askedId),
    approved_by: approvers,
  };
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
  const references = rows.map(referenceOf).filter((reference): reference is string => reference !== null);
  const approvals = await approversOf(db, references);
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
      const reference = referenceOf(row);
      return itemOf(row, names, hidden, reference === null ? undefined : approvals.get(reference));
    }),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}
