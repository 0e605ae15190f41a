import {
  centsToKes,
  type DecisionInput,
  type TransactionItemStatus,
  type TransactionType,
} from '@links/domain';
import type { Tx } from '../../db/client.js';
import type { transactionItems, transactions } from '../../db/schema.js';
import {
  type AuditChange,
  type AuditFields,
  auditFields,
  type RequestContext,
  recordAudit,
} from '../audit/audit.service.js';
import { byDecisionOrder } from './decisions.js';

/** What the trail keeps of an item: a row, or an item read by another module (`ItemState`). */
export interface AuditedItem {
  id: number;
  type: TransactionType;
  amountCents: number;
  status: TransactionItemStatus;
  rejectReason?: string | null;
}

/** An item as the audit trail keeps it. */
export const itemFields = (item: AuditedItem) => ({
  id: item.id,
  type: item.type,
  amount: centsToKes(item.amountCents),
  status: item.status,
  ...(item.rejectReason ? { reject_reason: item.rejectReason } : {}),
});

/**
 * The `create` record of a transaction, whoever made it: a member or an admin (`POST
 * /create-transaction`), or a payment that became one (the C2B callback, a statement, an
 * assignment), which adds what it came from (`extra`: payment id, receipt, match rule).
 */
export function recordTransactionCreated(
  tx: Tx,
  who: RequestContext,
  created: { row: typeof transactions.$inferSelect; items: (typeof transactionItems.$inferSelect)[] },
  extra: AuditFields = {},
): Promise<void> {
  return recordAudit(tx, who, {
    action: 'create',
    entity: 'transaction',
    entityId: created.row.id,
    memberId: created.row.userId,
    after: { ...auditFields(created.row), items: created.items.map(itemFields), ...extra },
  });
}

/** What a decision did: the items it found pending, the same items decided, and where money went. */
export interface DecisionOutcome {
  transactionId: number;
  userId: number;
  before: AuditedItem[];
  after: AuditedItem[];
  /** The money account an approval received the money into. */
  receivedInto: string | null;
}

/**
 * The record of an approval or a rejection (docs/decisions/transactions.md, "Rejecting";
 * docs/decisions/audit.md, "Audit trail"): one on its transaction, with every item it decided, before and
 * after. When the approver changed the split first (a payment's approval,
 * docs/decisions/payments.md, "The proposed split"), `proposed` is the split as it was: the record's before
 * is that split and its after the split approved, marked `split: proposed → changed`.
 */
export function decisionChange(
  decision: DecisionInput,
  outcome: DecisionOutcome,
  proposed?: AuditedItem[],
): AuditChange {
  const approved = decision.status === 'Approved';
  return {
    action: approved ? 'approve' : 'reject',
    entity: 'transaction',
    entityId: outcome.transactionId,
    memberId: outcome.userId,
    before: {
      items: (proposed ? [...proposed].sort(byDecisionOrder) : outcome.before).map(itemFields),
      ...(proposed ? { split: 'proposed' } : {}),
    },
    after: {
      items: outcome.after.map(itemFields),
      ...(approved ? { received_into: outcome.receivedInto } : {}),
      ...(proposed ? { split: 'changed' } : {}),
    },
  };
}
