import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { type CreateTransactionBody, useCreateTransaction } from '../api/create-transaction';
import type { NoticeState } from '../pages/TransactionDetailsPage';
import { SUBMIT_FAILED } from './AddTransactionForm';
import { ItemsEditor } from './ItemsEditor';
import { hasItemErrors, wireItems } from './itemsDraft';
import { createTransactionSchema } from './transactionSchema';
import { useItemsForm } from './useItemsForm';

/**
 * A member's own transaction (product spec §2 /new-member-transaction): the items only; the user
 * is the signed-in member and the date is today (decisions §7). Success leads to the member's list.
 */
export function MemberTransactionForm({ userId }: { userId: number }) {
  const create = useCreateTransaction();
  const navigate = useNavigate();
  const itemsForm = useItemsForm();
  const [formError, setFormError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    setFormError(undefined);
    if (hasItemErrors(itemsForm.check())) return;
    const body: CreateTransactionBody = { user_id: userId, ...wireItems(itemsForm.items) };
    const checked = createTransactionSchema.safeParse(body);
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message ?? SUBMIT_FAILED);
      return;
    }
    create.mutate(body, {
      onSuccess: (answer) => {
        const state: NoticeState = { notice: answer.message };
        void navigate('/member-transactions', { state });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New transaction">
      {create.isError ? <Alert>{messageOf(create.error, SUBMIT_FAILED)}</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <ItemsEditor
        items={itemsForm.items}
        errors={itemsForm.itemErrors}
        onChange={(items, changed) => {
          itemsForm.change(items, changed);
          setFormError(undefined);
        }}
        disabled={create.isPending}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit Transaction'}
      </Button>
    </form>
  );
}
