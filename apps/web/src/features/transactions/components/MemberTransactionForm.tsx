import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import type { NoticeState } from '../pages/TransactionDetailsPage';
import { ItemsEditor } from './ItemsEditor';
import { newItem, type TransactionFormValues, transactionResolver } from './transactionForm';
import { useSubmitTransaction } from './useSubmitTransaction';

/**
 * A member's own transaction (docs/spec/screens.md, "Routes" /new-member-transaction): the items only; the
 * user is the signed-in member and the date is today (docs/decisions/transactions.md, "Transaction lists").
 * Success leads to the member's list.
 */
export function MemberTransactionForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resolver = useMemo(() => transactionResolver(t, { dateRequired: false }), [t]);
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

  const { submit, failure, pending } = useSubmitTransaction(form, {
    fields: [],
    onCreated: (answer) => {
      const state: NoticeState = { notice: answer.message };
      void navigate('/member-transactions', { state });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('transactions.form.label')}>
      {failure ? <Alert>{failure}</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <ItemsEditor control={form.control} disabled={pending} />
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? t('transactions.form.submitting') : t('transactions.form.submit')}
      </Button>
    </form>
  );
}
