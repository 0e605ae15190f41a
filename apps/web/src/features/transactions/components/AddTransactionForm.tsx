import { COMMENT_MAX, todayInGroupZone } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { type CreateTransactionBody, useCreateTransaction } from '../api/create-transaction';
import type { NoticeState } from '../pages/TransactionDetailsPage';
import { ItemsEditor } from './ItemsEditor';
import { hasItemErrors, wireItems } from './itemsDraft';
import { createTransactionSchema } from './transactionSchema';
import { useItemsForm } from './useItemsForm';

export const SUBMIT_FAILED = 'Error submitting transaction';

interface Errors {
  user?: string | undefined;
  date?: string | undefined;
  comment?: string | undefined;
  form?: string | undefined;
}

/**
 * Product spec §5, Transaction form (admin): user required; date required and not in the future
 * (default today in Nairobi); comment up to 500 with a counter; the items. The shared
 * createTransactionSchema has the last word, as on the server.
 */
export function AddTransactionForm() {
  const create = useCreateTransaction();
  const navigate = useNavigate();
  const itemsForm = useItemsForm();
  const [userId, setUserId] = useState('');
  const [date, setDate] = useState(todayInGroupZone);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const found: Errors = {
      user: userId ? undefined : 'User is required',
      date: date ? undefined : 'Date is required',
    };
    const itemErrors = itemsForm.check();
    const body: CreateTransactionBody = {
      user_id: Number(userId),
      ...wireItems(itemsForm.items),
      ...(date ? { transaction_date: date } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    if (!found.user && !found.date && !hasItemErrors(itemErrors)) {
      const checked = createTransactionSchema.safeParse(body);
      for (const issue of checked.error?.issues ?? []) {
        const field =
          issue.path[0] === 'transaction_date' ? 'date' : issue.path[0] === 'comment' ? 'comment' : 'form';
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (found.user || found.date || found.comment || found.form || hasItemErrors(itemErrors)) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        const state: NoticeState = { notice: answer.message };
        void navigate(`/transactions/${answer.transaction_id}`, { state });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New transaction">
      {create.isError ? <Alert>{messageOf(create.error, SUBMIT_FAILED)}</Alert> : null}
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <MemberPicker
          label="User"
          value={userId}
          onChange={(value) => {
            setUserId(value);
            clear('user');
          }}
          error={errors.user}
        />
        <Field
          label="Date"
          type="date"
          value={date}
          max={todayInGroupZone()}
          required
          onChange={(event) => {
            setDate(event.target.value);
            clear('date');
          }}
          error={errors.date}
        />
      </div>
      <TextArea
        label="Comment (optional)"
        value={comment}
        onChange={(value) => {
          setComment(value);
          clear('comment');
        }}
        maxLength={COMMENT_MAX}
        error={errors.comment}
        rows={3}
      />
      <ItemsEditor
        items={itemsForm.items}
        errors={itemsForm.itemErrors}
        onChange={(items, changed) => {
          itemsForm.change(items, changed);
          clear('form');
        }}
        disabled={create.isPending}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit Transaction'}
      </Button>
    </form>
  );
}
