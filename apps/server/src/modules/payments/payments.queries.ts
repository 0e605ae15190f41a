import {
  addDaysIso,
  centsToKes,
  formatMemberNumber,
  type MatchCandidate,
  type PaymentListQuery,
  type PaymentView,
  sortOrder,
  startOfDayInGroupZone,
  suggestMembers,
} from '@links/domain';
import { and, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import type { AccessClaims } from '../../lib/guards.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { accountNamesOf } from '../books/index.js';
import { memberNameLike, memberNumbered } from '../members/index.js';
import { countAdmins } from '../members/members.service.js';
import { itemsOfTransactions } from '../transactions/index.js';
import type { IncomingPayment } from './record.js';
import { matchCandidates } from './record.js';

export type PaymentsFilter = Omit<PaymentListQuery, 'page' | 'per_page' | 'format' | 'sort'>;
export type PaymentsSort = PaymentListQuery['sort'];
export interface PaymentsQuery extends Partial<PaymentsFilter> {
  page: number;
  perPage: number;
  sort?: PaymentsSort;
}

const sortValues = {
  paid_at: { value: incomingPayments.paidAt, type: 'timestamptz' },
  amount: { value: incomingPayments.amountCents, type: 'bigint' },
} as const;

function paymentOrder(sort: PaymentsSort): ListOrder {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: incomingPayments.id, descending };
}

const statusOf = {
  unmatched: 'Unmatched',
  pending: 'Pending approval',
  approved: 'Approved',
  ignored: 'Ignored',
} as const satisfies Record<IncomingPayment['status'], PaymentView['status']>;

/** `%` and `_` in a search are letters, not wildcards. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** GET /payments: newest first unless sorted otherwise, on the server (decisions §1), filtered and searched. */
export async function pageOfPayments(db: DbOrTx, who: AccessClaims, query: PaymentsQuery) {
  const where = filters(query);
  const [total] = await db.select({ n: count() }).from(incomingPayments).where(where);
  const rows = await db
    .select()
    .from(incomingPayments)
    .where(where)
    .orderBy(...orderBy(paymentOrder(query.sort ?? '-paid_at')))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    payments: await paymentViews(db, who, rows),
    pagination: {
      page: query.page,
      per_page: query.perPage,
      total: n,
      pages: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/** Every payment of a filter in the list's order, a batch at a time (the CSV download). */
export async function* paymentBatches(
  db: DbOrTx,
  who: AccessClaims,
  filter: Partial<PaymentsFilter>,
  sort: PaymentsSort,
) {
  const where = filters(filter);
  const order = paymentOrder(sort);
  const batches = keysetBatches(order, (after, limit) =>
    db
      .select({ payment: incomingPayments, key: keyOf(order), keyId: incomingPayments.id })
      .from(incomingPayments)
      .where(and(where, after))
      .orderBy(...orderBy(order))
      .limit(limit),
  );
  for await (const batch of batches)
    yield await paymentViews(
      db,
      who,
      batch.map((row) => row.payment),
    );
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
      member_name: member ? `${member.firstname} ${member.lastname}` : null,
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
      name: `${member.firstname} ${member.lastname}`,
      member_number: formatMemberNumber(member.memberNumber),
      phone: member.phone,
    };
  });
}
