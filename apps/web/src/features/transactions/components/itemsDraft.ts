import {
  type Cents,
  centsToKes,
  EXTRA_MAX,
  parseKes,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@links/domain';
import { amountFieldError } from '../../../lib/money';
import type { CreateTransactionBody } from '../api/create-transaction';

/** One item row of the transaction form, as typed: the amount stays text until it is parsed. */
export interface ItemDraft {
  key: number;
  type: TransactionType | '';
  amount: string;
  extra: string;
}

export interface ItemErrors {
  type?: string | undefined;
  amount?: string | undefined;
  extra?: string | undefined;
}

let nextKey = 1;
export const newItem = (): ItemDraft => ({ key: nextKey++, type: '', amount: '', extra: '' });

export const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

/**
 * Product spec §5: the total is summed automatically, exactly, in cents (parseKes reads the text
 * digit by digit; no floating point). An amount that is not a valid number adds nothing.
 */
export function totalCents(items: readonly ItemDraft[]): Cents {
  let total = 0;
  for (const item of items) {
    const parsed = parseKes(item.amount);
    if (parsed.ok) total += parsed.cents;
  }
  return total as Cents;
}

/** Cents as the plain text a number input takes: 150050 → `1500.50`. */
export function centsToAmountText(value: Cents): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** The errors of each item, by the item's key (so removing an item keeps the others' errors). */
export type ItemsErrors = Record<number, ItemErrors>;

/** Each item needs a type and an amount above 0 with at most two decimals (product spec §5). */
export function checkItems(items: readonly ItemDraft[]): ItemsErrors {
  return Object.fromEntries(
    items.map((item) => [
      item.key,
      {
        type: item.type ? undefined : 'Type is required',
        amount: amountFieldError('Amount', item.amount, { required: true, positive: true }),
        extra:
          item.extra.trim().length > EXTRA_MAX
            ? `Reference must be at most ${EXTRA_MAX} characters`
            : undefined,
      },
    ]),
  );
}

export const hasItemErrors = (errors: ItemsErrors) =>
  Object.values(errors).some((e) => e.type || e.amount || e.extra);

/** The errors without one field of one item: the user is fixing it. */
export function clearItemError(errors: ItemsErrors, key: number, field: keyof ItemErrors): ItemsErrors {
  const own = errors[key];
  return own?.[field] ? { ...errors, [key]: { ...own, [field]: undefined } } : errors;
}

/** The items and their total as they go on the wire (KES numbers, decisions §1). */
export function wireItems(
  items: readonly ItemDraft[],
): Pick<CreateTransactionBody, 'transaction_items' | 'total_payed'> {
  return {
    total_payed: centsToKes(totalCents(items)),
    transaction_items: items.map((item) => {
      const parsed = parseKes(item.amount);
      const extra = item.extra.trim();
      return {
        transaction_type: item.type as TransactionType,
        transaction_amount: parsed.ok ? centsToKes(parsed.cents) : Number.NaN,
        ...(extra ? { extra } : {}),
      };
    }),
  };
}
