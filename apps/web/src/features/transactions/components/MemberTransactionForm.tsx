import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useCreateTransaction } from '../api/create-transaction';
import type { NoticeState } from '../pages/TransactionDetailsPage';
import { SUBMIT_FAILED } from './AddTransactionForm';
import { ItemsEditor } from './ItemsEditor';
import { newItem, type TransactionFormValues, transactionBody, transactionResolver } from './transactionForm';

const resolver = transactionResolver({ dateRequired: false });

/**
 * A member's own transaction (docs/spec/screens.md, "Routes" /new-member-transaction): the items only; the
 * user is the signed-in member and the date is today (docs/decisions/transactions.md, "Transaction lists").
 * Success leads to the member's list.
 */
export function MemberTransactionForm({ userId }: { userId: number }) {
  const create = useCreateTransaction();
  const navigate = useNavigate();
  const form = useForm<TransactionFormValues>({
    resolver,
    defaultValues: {
      user_id: String(userId),
      transaction_date: '',
      comment: '',
      transaction_items: [newItem()],
    },
  });
  const { errors } = form.formState;
  // The member cannot fix a field that is not on the form: say it above the items.
  const formError = errors.transaction_items?.message ?? errors.user_id?.message;

  const submit = form.handleSubmit((values) => {
    create.reset();
    create.mutate(transactionBody(values), {
      onSuccess: (answer) => {
        const state: NoticeState = { notice: answer.message };
        void navigate('/member-transactions', { state });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New transaction">
      {create.isError ? <Alert>{messageOf(create.error, SUBMIT_FAILED)}</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <ItemsEditor control={form.control} disabled={create.isPending} />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit Transaction'}
      </Button>
    </form>
  );
}
