import {
  formatKES,
  type GroupActivityItem,
  type GroupActivityKind,
  isoDateInGroupZone,
  kesToCents,
} from '@links/domain';
import { type ReferencedThing, referenceTo } from '../approvals/index.js';
import type { PayoutRecord } from '../audit/payouts.service.js';

/*
 * What one audit record of a payout, write-off or reversal says on Group money
 * (docs/decisions/offices.md, "Group money"): its kind, amount, purpose and day, the member it was
 * for, and the reference its approval request keeps.
 */

const KIND_OF: Record<string, GroupActivityKind> = {
  loan: 'loan',
  expense: 'expense',
  transfer: 'transfer',
  fine: 'fine_waiver',
  share_out: 'share_out',
  withdrawal: 'withdrawal',
  member: 'member_exit',
  fund_claim: 'fund_claim',
  rotation: 'rotation_pot',
};

export const kindOf = (record: PayoutRecord): GroupActivityKind =>
  record.action === 'reverse' ? 'reversal' : (KIND_OF[record.entity] ?? 'share_out');

/** The records whose member was paid, forgiven or had a payment taken back. */
const FOR_A_MEMBER = new Set<GroupActivityKind>([
  'loan',
  'fine_waiver',
  'withdrawal',
  'member_exit',
  'reversal',
  'fund_claim',
  'rotation_pot',
]);
export const beneficiaryOf = (record: PayoutRecord) =>
  FOR_A_MEMBER.has(kindOf(record)) ? record.memberId : null;

/** What an approval request names the thing it made by (`loan:12`), by the record's kind. */
const REFERENCE_OF: Partial<Record<GroupActivityKind, ReferencedThing>> = {
  loan: 'loan',
  expense: 'expense',
  transfer: 'entry',
  fine_waiver: 'fine',
  share_out: 'share_out',
  withdrawal: 'withdrawal',
  member_exit: 'user',
  fund_claim: 'fund_claim',
  rotation_pot: 'rotation',
};

/** The approval kinds that name a thing another kind names too: an exit's `user:<id>`. */
export const SHARED_REFERENCE_KINDS = ['member_exit'];

/** The reference, and whether it is one of a shared kind (looked up with `SHARED_REFERENCE_KINDS`). */
export function referenceOf(record: PayoutRecord): { reference: string; shared: boolean } | null {
  const kind = kindOf(record);
  if (kind === 'reversal') {
    const id = record.after?.reversal_id;
    return typeof id === 'number' ? { reference: referenceTo('reversal', id), shared: false } : null;
  }
  const thing = REFERENCE_OF[kind];
  if (record.entityId === null || thing === undefined) return null;
  return { reference: referenceTo(thing, record.entityId), shared: kind === 'member_exit' };
}

const text = (after: PayoutRecord['after'], key: string) => {
  const value = after?.[key];
  return typeof value === 'string' ? value : undefined;
};
const kes = (after: PayoutRecord['after'], key: string) => {
  const value = after?.[key];
  return typeof value === 'number' ? value : 0;
};
const withReason = (what: string, reason: string | undefined) => (reason ? `${what}: ${reason}` : what);
const dayOf = (value: string | undefined, at: Date) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : isoDateInGroupZone(value ? new Date(value) : at);

type Details = Pick<GroupActivityItem, 'amount' | 'purpose' | 'date'>;

const REVERSED: Record<string, string> = {
  transaction: 'Payment TRN-',
  expense: 'Expense #',
  transfer: 'Transfer #',
};

/** A reversal: what was taken back (the original) and why (docs/decisions/reversals.md). */
const reversalDetails = ({ after, at, entity, entityId }: PayoutRecord): Details => ({
  amount: kes(after, 'amount'),
  purpose: withReason(`${REVERSED[entity] ?? ''}${entityId} taken back`, text(after, 'reason')),
  date: dayOf(text(after, 'date'), at),
});

/** An exit: the refund of savings and the loan loss written off (docs/decisions/member-exits.md). */
function exitDetails({ after, at }: PayoutRecord): Details {
  const refund = kes(after, 'refund');
  const writtenOff = kes(after, 'written_off');
  const parts = [
    refund > 0 ? `refund of savings ${formatKES(kesToCents(refund))}` : 'no refund',
    ...(writtenOff > 0 ? [`loan loss written off ${formatKES(kesToCents(writtenOff))}`] : []),
  ].join(', ');
  return {
    amount: refund + writtenOff,
    purpose: withReason(`Exit, ${parts}`, text(after, 'reason')),
    date: dayOf(text(after, 'exited_on'), at),
  };
}

/** What the money was for, the amount and the day it moved, by the kind of record. */
export function detailsOf(record: PayoutRecord): Details {
  const { after, at } = record;
  switch (kindOf(record)) {
    case 'loan':
      return {
        amount: kes(after, 'loan_amount'),
        purpose: text(after, 'kind') === 'short_term' ? 'Short-term loan' : 'Long-term loan',
        date: dayOf(text(after, 'issued_on'), at),
      };
    case 'expense':
      return {
        amount: kes(after, 'amount'),
        purpose: withReason(text(after, 'comment_type') ?? 'Expense', text(after, 'comment')),
        date: dayOf(text(after, 'created_at'), at),
      };
    case 'transfer':
      return {
        amount: kes(after, 'amount'),
        purpose: withReason(
          `${text(after, 'from_account')} to ${text(after, 'to_account')}`,
          text(after, 'memo'),
        ),
        date: dayOf(text(after, 'date'), at),
      };
    case 'fine_waiver':
      return {
        amount: kes(after, 'waived'),
        purpose: text(after, 'reason') ?? 'Fine waived',
        date: dayOf(undefined, at),
      };
    case 'withdrawal':
      return {
        amount: kes(after, 'amount'),
        purpose: withReason(
          `Savings paid out from ${text(after, 'account') ?? 'a money account'}`,
          text(after, 'reason'),
        ),
        date: dayOf(text(after, 'paid_on'), at),
      };
    case 'fund_claim':
      return {
        amount: kes(after, 'amount'),
        purpose: withReason(
          `${text(after, 'fund') ?? 'Fund'} claim${text(after, 'claim_type') ? ` (${text(after, 'claim_type')})` : ''}`,
          text(after, 'reason'),
        ),
        date: dayOf(text(after, 'paid_on'), at),
      };
    case 'rotation_pot':
      return {
        amount: kes(after, 'amount'),
        purpose: `${text(after, 'name') ?? 'Merry-go-round'}, round ${after?.round ?? ''}${kes(after, 'shortfall') > 0 ? `, ${formatKES(kesToCents(kes(after, 'shortfall')))} short` : ''}`,
        date: dayOf(text(after, 'released_on'), at),
      };
    case 'member_exit':
      return exitDetails(record);
    case 'reversal':
      return reversalDetails(record);
    default:
      return {
        amount: kes(after, 'total_net'),
        purpose: `Shares of ${text(after, 'from')} to ${text(after, 'to')}`,
        date: dayOf(undefined, at),
      };
  }
}
