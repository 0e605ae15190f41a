import { formatKenyanPhone, optionalPhoneSchema } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useUpdatePhone } from '../api/update-phone';

/** The phone's rule is the domain's: a Kenyan mobile number, or blank to remove it. */
const phoneBody = z.object({ phone: optionalPhoneSchema });
interface PhoneValues {
  phone: string;
}

/**
 * The member's phone on the profile card, and changing it (docs/decisions/payments.md, "Phones"): payments
 * from it are matched to them.
 */
export function PhoneEditor({ userId, phone }: { userId: number; phone: string | null }) {
  const { t } = useTranslation();
  const update = useUpdatePhone();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PhoneValues, unknown, PhoneValues>({
    resolver: schemaResolver(phoneBody),
    defaultValues: { phone: '' },
  });

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    const parsed = phoneBody.parse(values);
    update.mutate(
      { userId, phone: parsed.phone ?? null },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => {
          const shown = showServerErrors(error, form.setError, ['phone']);
          const message = messageOf(error, t('accounts.phone.failed'));
          // Said under its field already: no banner repeating it.
          setProblem(shown.includes(message) ? null : message);
        },
      },
    );
  });

  if (!editing) {
    return (
      <div className="flex items-baseline justify-between gap-3 py-2.5">
        <dt className="text-sm text-slate-600">{t('accounts.phone.label')}</dt>
        <dd className="flex items-baseline gap-2 font-medium text-slate-900">
          <span data-testid="profile-phone">
            {phone ? formatKenyanPhone(phone) : t('accounts.phone.none')}
          </span>
          <button
            type="button"
            className="rounded-md px-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => {
              form.reset({ phone: phone ? `0${phone.slice(3)}` : '' });
              setProblem(null);
              update.reset();
              setEditing(true);
            }}
          >
            {phone ? t('accounts.phone.change') : t('accounts.phone.add')}
          </button>
        </dd>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2 py-2.5" aria-label={t('accounts.phone.form')}>
      {problem ? <Alert>{problem}</Alert> : null}
      <TextField
        control={form.control}
        name="phone"
        label={t('accounts.phone.label')}
        type="tel"
        placeholder="0712 345 678"
        hint={t('accounts.phone.hint')}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('accounts.phone.saving') : t('accounts.phone.save')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
