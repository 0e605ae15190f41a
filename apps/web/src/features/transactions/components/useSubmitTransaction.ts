import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from '../../../components/form/serverErrors';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useCreateTransaction } from '../api/create-transaction';
import { type TransactionFormValues, transactionBody, transactionSubjects } from './transactionForm';

/**
 * The item fields a refusal of the server may name (docs/decisions/transactions.md, "Creating a
 * transaction"): an item's kind (docs/decisions/contribution-kinds.md, "Items of a kind") or
 * merry-go-round (docs/decisions/rotations.md, "Paying in"), shown under its type; and the items as a
 * whole, for fines above what the member owes (docs/decisions/lending.md, "Paying fines").
 */
export function itemRefusalFields(count: number): Path<TransactionFormValues>[] {
  const perItem = Array.from({ length: count }, (_, index) => [
    `transaction_items.${index}.contribution_kind_id` as const,
    `transaction_items.${index}.rotation_id` as const,
  ]);
  return ['transaction_items', ...perItem.flat()];
}

/**
 * Submits the transaction form: `POST /create-transaction` with the form's values. A refusal shows
 * under the fields it names (`fields` and the items') and, unless one of them already says it, as
 * `failure` above the form.
 */
export function useSubmitTransaction(
  form: UseFormReturn<TransactionFormValues>,
  {
    fields,
    onCreated,
  }: {
    fields: readonly Path<TransactionFormValues>[];
    onCreated: (answer: { transaction_id: number; message: string }) => void;
  },
) {
  const { t } = useTranslation();
  const create = useCreateTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(transactionBody(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const named = [...fields, ...itemRefusalFields(values.transaction_items.length)];
        const shown = showServerErrors(error, form.setError, named, transactionSubjects(t));
        const message = messageOf(error, t('transactions.form.submitFailed'));
        // A refusal already said under its field is not said again above the form.
        if (!shown.includes(message)) setFailure(message);
      },
    });
  });
  return { submit, failure, pending: create.isPending };
}
