import { formatKenyanPhone, normalizeKenyanPhone, PHONE_MESSAGE } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { messageOf } from '../../../lib/api';
import { useUpdatePhone } from '../api/update-phone';

export const PHONE_FAILED = 'Failed to save the phone';

/**
 * The member's phone on the profile card, and changing it (docs/decisions/payments.md, "Phones"): payments
 * from it are matched to them.
 */
export function PhoneEditor({ userId, phone }: { userId: number; phone: string | null }) {
  const update = useUpdatePhone();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = text.trim() === '';
    const value = blank ? null : normalizeKenyanPhone(text);
    if (!blank && value === null) {
      setError(PHONE_MESSAGE);
      return;
    }
    update.mutate({ userId, phone: value }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <div className="flex items-baseline justify-between gap-3 py-2.5">
        <dt className="text-sm text-slate-600">Phone</dt>
        <dd className="flex items-baseline gap-2 font-medium text-slate-900">
          <span data-testid="profile-phone">{phone ? formatKenyanPhone(phone) : 'None'}</span>
          <button
            type="button"
            className="rounded-md px-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => {
              setText(phone ? `0${phone.slice(3)}` : '');
              setError(undefined);
              update.reset();
              setEditing(true);
            }}
          >
            {phone ? 'Change' : 'Add'}
          </button>
        </dd>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2 py-2.5" aria-label="Change phone">
      {update.isError ? <Alert>{messageOf(update.error, PHONE_FAILED)}</Alert> : null}
      <Field
        label="Phone"
        type="tel"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        placeholder="0712 345 678"
        error={error}
        hint="Leave it empty to remove the phone."
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save phone'}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
