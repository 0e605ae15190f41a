import {
  type BodyInput,
  type Cents,
  centsToKes,
  createTransactionSchemaFor,
  type operations,
  parseKes,
  type TransactionType,
  type TransactionView,
  todayInGroupZone,
} from '@links/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';

/**
 * One item row as the form holds it: the type ('' unchosen), the kind a `CONTRIBUTION` item pays into
 * (docs/decisions/contribution-kinds.md, "Items of a kind"), the merry-go-round a `ROTATION` item pays
 * into (docs/decisions/rotations.md, "Paying in"), the KES amount, the reference.
 */
export interface ItemValues {
  transaction_type: TransactionType | '';
  contribution_kind_id?: number | undefined;
  rotation_id?: number | undefined;
  transaction_amount: number | undefined;
  extra: string;
}

/** The transaction form's values, under the wire's names; the total is summed, never typed. */
export interface TransactionFormValues extends FieldValues {
  user_id: string;
  transaction_date: string;
  comment: string;
  transaction_items: ItemValues[];
}

/**
 * The form's words for the server's field names (docs/spec/validation.md, "Transaction form"), as the
 * request schema's messages name them (`Amount is required`), in the language on screen.
 */
export const transactionSubjects = (t: TFunction) => ({
  user_id: t('transactions.form.user'),
  transaction_date: t('transactions.form.date'),
  transaction_type: t('transactions.form.type'),
  contribution_kind_id: t('transactions.form.subjects.kind'),
  rotation_id: t('transactions.types.ROTATION'),
  transaction_amount: t('transactions.form.amount'),
  extra: t('transactions.items.reference'),
});

export const newItem = (): ItemValues => ({
  transaction_type: '',
  contribution_kind_id: undefined,
  rotation_id: undefined,
  transaction_amount: undefined,
  extra: '',
});

/**
 * docs/spec/validation.md, "Transaction form": the total is summed automatically, exactly, in cents (no
 * floating point). An amount that is not a valid one adds nothing.
 */
export function totalCents(items: readonly Pick<ItemValues, 'transaction_amount'>[]): Cents {
  let total = 0;
  for (const item of items) {
    if (item.transaction_amount === undefined) continue;
    const parsed = parseKes(item.transaction_amount);
    if (parsed.ok) total += parsed.cents;
  }
  return total as Cents;
}

/** Cents as the plain text a number input takes: 150050 → `1500.50`. */
export function centsToAmountText(value: Cents): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/**
 * The form's values as `POST /create-transaction` takes them: KES numbers
 * (docs/decisions/transactions.md, "Creating a transaction").
 */
export function transactionBody(
  values: TransactionFormValues,
): BodyInput<typeof operations.createTransaction> {
  const comment = values.comment.trim();
  return {
    user_id: Number(values.user_id),
    total_payed: centsToKes(totalCents(values.transaction_items)),
    transaction_items: values.transaction_items.map((item) => {
      const extra = item.extra.trim();
      // Only a CONTRIBUTION item names its kind (docs/decisions/contribution-kinds.md, "Items of a kind"),
      // only a ROTATION item its merry-go-round (docs/decisions/rotations.md, "Paying in").
      const kind = item.transaction_type === 'CONTRIBUTION' ? item.contribution_kind_id : undefined;
      const rotation = item.transaction_type === 'ROTATION' ? item.rotation_id : undefined;
      return {
        transaction_type: item.transaction_type as TransactionType,
        ...(kind === undefined ? {} : { contribution_kind_id: kind }),
        ...(rotation === undefined ? {} : { rotation_id: rotation }),
        transaction_amount: item.transaction_amount ?? Number.NaN,
        ...(extra ? { extra } : {}),
      };
    }),
    // Left out of the JSON when blank: the server takes today
    // (docs/decisions/transactions.md, "Creating a transaction").
    transaction_date: values.transaction_date || undefined,
    ...(comment ? { comment } : {}),
  };
}

/**
 * The server's rules for a new transaction (`createTransactionSchemaFor`), "today" being the
 * browser's date in Nairobi, read over the values with their summed total. The admin's form asks
 * for the date; the member's leaves it to the server
 * (docs/decisions/transactions.md, "Creating a transaction").
 */
export function transactionResolver(
  t: TFunction,
  options: { dateRequired: boolean },
): Resolver<TransactionFormValues> {
  const resolve = schemaResolver<TransactionFormValues>(
    createTransactionSchemaFor(() => todayInGroupZone(), options),
    transactionSubjects(t),
  );
  return async (values, context, resolverOptions) => {
    const result = await resolve(
      { ...values, total_payed: centsToKes(totalCents(values.transaction_items)) },
      context,
      resolverOptions,
    );
    return 'values' in result && Object.keys(result.errors).length === 0 ? { values, errors: {} } : result;
  };
}

/** The navigation state "Re-enter" hands the transaction form (docs/decisions/reversals.md, "Re-entering"). */
export interface ReenterState {
  reenter?: TransactionFormValues;
}

/**
 * The form filled with a reversed transaction's values, for "Re-enter": its member, date, comment and the
 * items it had approved (the ones the reversal took back), to correct and submit as a new transaction.
 */
export function reenterValues(transaction: TransactionView): TransactionFormValues {
  const items = transaction.transaction_types.filter((item) => item.status === 'Approved');
  return {
    user_id: String(transaction.user_id),
    transaction_date: transaction.transaction_date,
    comment: transaction.comment ?? '',
    transaction_items: items.map((item) => ({
      transaction_type: item.type,
      contribution_kind_id: item.contribution_kind_id ?? undefined,
      rotation_id: item.rotation_id ?? undefined,
      transaction_amount: item.amount,
      extra: item.extra ?? '',
    })),
  };
}
