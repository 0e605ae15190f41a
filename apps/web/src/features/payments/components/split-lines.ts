import {
  formatMoney,
  type PaymentView,
  SPLIT_TYPES,
  splitItemKey,
  type TransactionType,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { msg, useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { payableKinds, useContributionKinds } from '../../contributions';
import { useFinesOwed } from '../../fines';
import { useMemberRotations } from '../../rotations';

/** What one amount of the split pays into: a type, and the kind or merry-go-round it names. */
export interface SplitTarget {
  transaction_type: TransactionType;
  contribution_kind_id?: number;
  rotation_id?: number;
}

/** One amount of the split as the dialog asks for it: what it pays into, its label and a hint. */
export interface SplitLine {
  /** `splitItemKey` of its target: one line per type, kind and merry-go-round. */
  key: string;
  /**
   * In the language on screen; also the line's name in the money rules' messages (`Savings must have
   * at most two decimals`, docs/decisions/languages.md, "Form messages").
   */
  label: string;
  target: SplitTarget;
  hint?: string | undefined;
}

const lineOf = (target: SplitTarget, label: string, hint?: string): SplitLine => ({
  key: splitItemKey(target),
  label,
  target,
  hint,
});

/** The words of the types a line of its own pays into. */
const typeWords = {
  SAVING: msg('payments.split.saving'),
  LTL: msg('payments.split.longTermLoan'),
  STL: msg('payments.split.shortTermLoan'),
  FINE: msg('payments.split.fines'),
} as const;

/** A type's line, labelled in the language on screen. */
const typeLine = (t: TFunction, type: keyof typeof typeWords, hint?: string) =>
  lineOf({ transaction_type: type }, t(typeWords[type]), hint);

/** What the member owes a merry-go-round, as its line's hint: `Owes KES 500.00 now`. */
const owesNow = (t: TFunction, cents: number) =>
  cents === 0
    ? t('payments.split.owesNothingNow')
    : t('payments.split.owesNow', { amount: formatMoney(cents) });

/** What the member owes in fines, as the fines line's hint. */
const owesFines = (t: TFunction, cents: number) =>
  cents === 0
    ? t('payments.split.owesNoFines')
    : t('payments.split.owesFines', { amount: formatMoney(cents) });

/**
 * What a payment may be split into (docs/decisions/payments.md, "A matched payment's transaction"):
 * savings and the two loans, then each open kind of contribution besides savings
 * (docs/decisions/contribution-kinds.md, "Items of a kind"), each running merry-go-round the member is
 * in (docs/decisions/rotations.md, "Paying in") and their fines (docs/decisions/lending.md, "Paying
 * fines"), these two with what the member owes them. The kinds and merry-go-rounds join as they load.
 */
export function useSplitLines(payment: PaymentView): SplitLine[] {
  const { t } = useTranslation();
  const userId = payment.user_id ?? undefined;
  const kinds = useContributionKinds();
  const rotations = useMemberRotations(userId);
  const finesOwed = useFinesOwed(userId);
  return [
    ...SPLIT_TYPES.map((type) => typeLine(t, type)),
    ...payableKinds(kinds.data).map((kind) =>
      lineOf({ transaction_type: 'CONTRIBUTION', contribution_kind_id: kind.id }, kind.name),
    ),
    ...rotations.map((rotation) =>
      lineOf(
        { transaction_type: 'ROTATION', rotation_id: rotation.id },
        rotation.name,
        owesNow(t, kesToCents(rotation.owes)),
      ),
    ),
    typeLine(t, 'FINE', finesOwed === undefined ? undefined : owesFines(t, finesOwed)),
  ];
}

/**
 * The pending items as typed amounts, by line: the proposed split (savings and the loans) and any item
 * of a type with one line (fines). The payment lists an item's type but not its kind or merry-go-round,
 * so such an item is left for the treasurer to place.
 */
export function proposedTexts(payment: PaymentView): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const item of payment.items) {
    if (item.status !== 'Pending' || item.type === 'CONTRIBUTION' || item.type === 'ROTATION') continue;
    texts[splitItemKey({ transaction_type: item.type })] = String(item.amount);
  }
  return texts;
}

/**
 * The server's refusal of a split, by line (docs/decisions/payments.md, "A matched payment's
 * transaction"): `items.N.<field>` names the Nth item sent (`sent` holds their lines' keys), `items` the
 * fines' total when fines were sent. What names no line stays with the dialog's alert.
 */
export function refusalsByLine(error: unknown, sent: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = error.body?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const byLine: Record<string, string> = {};
  const fines = splitItemKey({ transaction_type: 'FINE' });
  for (const [field, message] of Object.entries(fields as Record<string, string>)) {
    const index = /^items\.(\d+)\./.exec(field)?.[1];
    const key = index === undefined ? (field === 'items' ? fines : undefined) : sent[Number(index)];
    if (key !== undefined && sent.includes(key)) byLine[key] ??= message;
  }
  return byLine;
}
