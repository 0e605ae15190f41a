import { DARAJA_FIELDS, type DarajaField, type DarajaStatus, darajaCredentialsBody } from '@links/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useBoundField } from '../../../components/form/boundField';
import { type Outcome, OutcomeAlert } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { Button } from '../../../components/ui/Button';
import { controlClass, describedBy } from '../../../components/ui/controlStyles';
import { FieldMessage } from '../../../components/ui/FieldMessage';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { type DarajaChange, useUpdateDaraja } from '../api/daraja';
import { darajaLabel } from './darajaWords';

type DarajaValues = Record<DarajaField, string>;

const BLANK = Object.fromEntries(DARAJA_FIELDS.map((field) => [field, ''])) as DarajaValues;

/** The fields typed as passwords: the secrets proper. The others are names and numbers. */
const HIDDEN = new Set<DarajaField>([
  'daraja_consumer_secret',
  'daraja_passkey',
  'daraja_security_credential',
]);

/**
 * The domain's messages under the fields' names on the card, the shortcode's one rule in a sentence of
 * its own, both in the language on screen.
 */
const subjectsOf = (t: TFunction) => ({
  ...Object.fromEntries(DARAJA_FIELDS.map((field) => [field, darajaLabel(t, field)])),
  daraja_b2c_shortcode: { says: t('settings.daraja.shortcodeRule') },
});

/** Only the fields typed into, trimmed: a blank box keeps what was saved. */
const typedOf = (values: DarajaValues): DarajaChange =>
  Object.fromEntries(
    DARAJA_FIELDS.flatMap((field) => (values[field].trim() ? [[field, values[field].trim()]] : [])),
  );

/** Whether a field holds a saved value, as a badge: never the value itself. */
export function SavedBadge({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="saved-badge"
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
        saved
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
          : 'bg-slate-50 text-slate-600 ring-slate-500/20'
      }`}
    >
      {saved ? t('settings.daraja.saved') : t('settings.daraja.notSaved')}
    </span>
  );
}

interface RowProps {
  field: DarajaField;
  saved: boolean;
  control: Control<DarajaValues>;
  disabled: boolean;
  onRemove: () => void;
}

/**
 * One credential: its name, whether it is saved, and an empty box to replace it
 * (docs/decisions/daraja.md, "Write-only": the box is never filled with what was saved).
 */
function CredentialRow({ field, saved, control, disabled, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { bound, field: input } = useBoundField(control, field);
  const id = useId();
  const label = darajaLabel(t, field);
  return (
    <li className="py-3" data-testid={`daraja-${field}`}>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <SavedBadge saved={saved} />
        {saved ? (
          <Button
            variant="ghost"
            className="ml-auto px-2 py-1 text-xs"
            aria-label={t('settings.daraja.removeLabel', { label })}
            disabled={disabled}
            onClick={onRemove}
          >
            {t('settings.daraja.remove')}
          </Button>
        ) : null}
      </div>
      <input
        id={id}
        name={bound.name}
        type={HIDDEN.has(field) ? 'password' : 'text'}
        autoComplete={HIDDEN.has(field) ? 'new-password' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        inputMode={field === 'daraja_b2c_shortcode' ? 'numeric' : undefined}
        placeholder={saved ? t('settings.daraja.replacePlaceholder') : t('settings.daraja.notSavedYet')}
        value={bound.value}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={bound.onBlur}
        disabled={disabled}
        aria-invalid={bound.error ? true : undefined}
        aria-describedby={describedBy(id, bound.error, undefined)}
        className={controlClass(bound.error)}
      />
      <FieldMessage id={id} error={bound.error} />
    </li>
  );
}

/**
 * The officials' form (docs/decisions/daraja.md, "The fields"): "Save" sends only the boxes typed
 * into, "Remove" sends null for one field; after either the boxes are emptied and the badges follow
 * the server's answer.
 */
export function DarajaCredentialsForm({ status }: { status: DarajaStatus }) {
  const { t } = useTranslation();
  const update = useUpdateDaraja();
  const subjects = subjectsOf(t);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<DarajaValues, unknown, DarajaValues>({
    resolver: schemaResolver(darajaCredentialsBody, subjects),
    defaultValues: BLANK,
  });
  const disabled = !status.can_store || update.isPending;

  const send = (change: DarajaChange, done: string, afterwards: () => void) => {
    setOutcome(null);
    update.mutate(change, {
      onSuccess: () => {
        afterwards();
        setOutcome({ tone: 'success', text: done });
      },
      onError: (error) => {
        showServerErrors(error, form.setError, DARAJA_FIELDS, subjects);
        setOutcome({ tone: 'error', text: messageOf(error, t('settings.daraja.failed')) });
      },
    });
  };
  const submit = form.handleSubmit(
    (values) => {
      const change = typedOf(values);
      if (Object.keys(change).length === 0)
        setOutcome({ tone: 'info', text: t('settings.daraja.nothingTyped') });
      else send(change, t('settings.daraja.savedAll'), () => form.reset(BLANK));
    },
    () => setOutcome(null),
  );
  const remove = (field: DarajaField) => {
    form.clearErrors();
    const removed = t('settings.daraja.removed', { label: darajaLabel(t, field) });
    send({ [field]: null }, removed, () => form.resetField(field));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('settings.daraja.credentials')}>
      <OutcomeAlert outcome={outcome} />
      <ul className="divide-y divide-slate-100">
        {DARAJA_FIELDS.map((field) => (
          <CredentialRow
            key={field}
            field={field}
            saved={status.saved[field]}
            control={form.control}
            disabled={disabled}
            onRemove={() => remove(field)}
          />
        ))}
      </ul>
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={disabled}>
        {update.isPending ? t('settings.saving') : t('settings.daraja.save')}
      </Button>
    </form>
  );
}
