import { COMMENT_MAX, todayInGroupZone } from '@links/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { MemberField } from '../../../components/form/MemberField';
import { CommentField } from '../../../components/form/TextAreaField';
import { DateField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import type { NoticeState } from '../pages/TransactionDetailsPage';
import { ItemsEditor } from './ItemsEditor';
import {
  newItem,
  type ReenterState,
  type TransactionFormValues,
  transactionResolver,
} from './transactionForm';
import { useSubmitTransaction } from './useSubmitTransaction';

/**
 * docs/spec/validation.md, "Transaction form" (admin): user required; date required and not in the future
 * (default today in Nairobi); comment up to 500 with a counter; the items. The rules are the
 * server's body schema (`createTransactionSchemaFor`).
 */
export function AddTransactionForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // "Re-enter" after a reversal opens the form filled with the old values (docs/decisions/reversals.md).
  const reenter = (useLocation().state as ReenterState | null)?.reenter;
  const resolver = useMemo(() => transactionResolver(t, { dateRequired: true }), [t]);
  const form = useForm<TransactionFormValues>({
    resolver,
    defaultValues: reenter ?? {
      user_id: '',
      transaction_date: todayInGroupZone(),
      comment: '',
      transaction_items: [newItem()],
    },
  });
  const listError = form.formState.errors.transaction_items?.message;

  const { submit, failure, pending } = useSubmitTransaction(form, {
    fields: ['user_id', 'transaction_date', 'comment'],
    onCreated: (answer) => {
      const state: NoticeState = { notice: answer.message };
      void navigate(`/transactions/${answer.transaction_id}`, { state });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('transactions.form.label')}>
      {reenter ? <Alert tone="info">{t('transactions.form.reentered')}</Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {listError ? <Alert>{listError}</Alert> : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <MemberField control={form.control} name="user_id" label={t('transactions.form.user')} />
        <DateField
          control={form.control}
          name="transaction_date"
          label={t('transactions.form.date')}
          max={todayInGroupZone()}
          required
        />
      </div>
      <CommentField control={form.control} maxLength={COMMENT_MAX} />
      <ItemsEditor control={form.control} disabled={pending} />
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? t('transactions.form.submitting') : t('transactions.form.submit')}
      </Button>
    </form>
  );
}
