import {
  addDaysIso,
  centsToKes,
  formatMemberNumber,
  fullName,
  type MatchCandidate,
  type PaymentListQuery,
  type PaymentView,
  startOfDayInGroupZone,
  suggestMembers,
} from '@links/domain';
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import type { AccessClaims } from '../../lib/guards.js';
import { tableList } from '../../lib/list.js';
import { likeContaining } from '../../lib/text-search.js';
import { accountNamesOf } from '../books/index.js';
import { countAdmins } from '../directory/directory.service.js';
import { memberNameLike, memberNumbered } from '../directory/index.js';
import { itemsOfTransactions } from '../transactions/index.js';
import type { IncomingPayment } from './record.js';
import { matchCandidates } from './record.js';

export type PaymentsFilter = Omit<PaymentListQuery, 'page' | 'per_page' | 'format' | 'lang' | 'sort'>;
export type PaymentsSort = PaymentListQuery['sort'];
export interface PaymentsQuery extends Partial<PaymentsFilter> {
  page: number;
  perPage: number;
  sort?: PaymentsSort;
}

const statusOf = {
  unmatched: 'Unmatched',
  pending: 'Pending approval',
  approved: 'Approved',
  ignored: 'Ignored',
} as const satisfies Record<IncomingPayment['status'], PaymentView['status']>;

/** `%` and `_` in a search are letters, not wildcards. */
const contains = likeContaining;

function filters(query: Partial<PaymentsFilter>): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(incomingPayments.status, query.status));
  if (query.source) parts.push(eq(incomingPayments.source, query.source));
  if (query.from) parts.push(gte(incomingPayments.paidAt, startOfDayInGroupZone(query.from)));
  if (query.to) parts.push(lt(incomingPayments.paidAt, startOfDayInGroupZone(addDaysIso(query.to, 1))));
  const q = query.q?.trim();
  if (q) {
    const like = contains(q);
    const number = /^m\s*0*(\d{1,9})$/i.exec(q)?.[1];
    const text = or(
      ilike(incomingPayments.receipt, like),
      ilike(incomingPayments.payerName, like),
      ilike(incomingPayments.payerPhone, like),
      ilike(incomingPayments.accountRef, like),
      memberNameLike(incomingPayments.userId, like),
      ...(number ? [memberNumbered(incomingPayments.userId, Number(number))] : []),
    );
    if (text) parts.push(text);
  }
  return parts.length ? and(...parts) : undefined;
}

/** Whose view: a payment its viewer made or placed waits for another admin's approval. */
export interface Viewer {
  who: AccessClaims;
}

/**
 * GET /payments: newest first unless sorted otherwise, on the server
 * (docs/decisions/wire.md, "Pages of a list"), filtered and searched.
 */
export const paymentList = tableList(incomingPayments, {
  sorts: {
    paid_at: incomingPayments.paidAt,
    amount: incomingPayments.amountCents,
  },
  where: (_db, filter: Partial<PaymentsFilter> & Viewer) => filters(filter),
  rows: (db, rows: IncomingPayment[], { who }) => paymentViews(db, who, rows),
});

/** A page of payments, as the list answers it. */
export async function pageOfPayments(db: DbOrTx, who: AccessClaims, query: PaymentsQuery) {
  const { page, perPage, sort = '-paid_at', ...filter } = query;
  const { rows, pagination } = await paymentList.page(db, { ...filter, who }, sort, page, perPage);
  return { payments: rows, pagination };
}

/** The wire view of payments: the member, the account, what the transaction holds, suggestions. */
export async function paymentViews(
  db: DbOrTx,
  who: AccessClaims,
  rows: IncomingPayment[],
): Promise<PaymentView[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const accountIds = [...new Set(rows.flatMap((row) => (row.ledgerAccountId ? [row.ledgerAccountId] : [])))];
  const [members, accounts, items, admins] = await Promise.all([
    rows.some((row) => row.status === 'unmatched') || userIds.length ? matchCandidates(db) : [],
    accountNamesOf(db, accountIds),
    itemsOfTransactions(
      db,
      rows.flatMap((row) => (row.transactionId ? [row.transactionId] : [])),
    ),
    countAdmins(db),
  ]);
  const memberById = new Map(members.map((member) => [member.userId, member]));
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => {
    const member = row.userId ? memberById.get(row.userId) : undefined;
    const account = row.ledgerAccountId ? accountById.get(row.ledgerAccountId) : undefined;
    const maker = who.userId === row.importedBy || who.userId === row.assignedBy;
    return {
      id: row.id,
      source: row.source,
      receipt: row.receipt,
      paid_at: row.paidAt.toISOString(),
      paid_on: row.paidOn,
      amount: centsToKes(row.amountCents),
      payer_name: row.payerName,
      payer_phone: row.payerPhone,
      account_ref: row.accountRef,
      account: account ?? null,
      status: statusOf[row.status],
      user_id: row.userId,
      member_name: member ? fullName(member) : null,
      member_number: member ? formatMemberNumber(member.memberNumber) : null,
      match_rule: row.matchRule as PaymentView['match_rule'],
      transaction_id: row.transactionId,
      items: items
        .filter((item) => item.transactionId === row.transactionId)
        .map((item) => ({ type: item.type, amount: centsToKes(item.amountCents), status: item.status })),
      suggestions: row.status === 'unmatched' ? suggestionsFor(row, members) : [],
      note: row.note,
      can_approve: row.status === 'pending' && (!maker || admins <= 1),
    };
  });
}

function suggestionsFor(row: IncomingPayment, members: MatchCandidate[]) {
  const byId = new Map(members.map((member) => [member.userId, member]));
  return suggestMembers(
    { accountRef: row.accountRef, phone: row.payerPhone, name: row.payerName },
    members,
  ).map((userId) => {
    const member = byId.get(userId) as MatchCandidate;
    return {
      user_id: userId,
      name: fullName(member),
      member_number: formatMemberNumber(member.memberNumber),
      phone: member.phone,
    };
  });
}
