import { FORM_SETTING_NAMES, GROUP_NAME_MAX, MAX_LOAN_MONTHS } from '@links/domain';
import type { TFunction } from 'i18next';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { showServerErrors } from '../../../components/form/serverErrors';
import { NumberField, TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { AccountField } from '../../books';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { changeOf, type SettingsValues, settingsResolver, valuesOf } from './settingsForm';

/** A null default account is Cash on hand (docs/books.md): the books account's name, as the account list shows it. */
const CASH_ON_HAND = 'Cash on hand';
const percentProps = { inputMode: 'decimal', min: 0.01, max: 100, step: 0.01 } as const;
const monthProps = { inputMode: 'numeric', min: 1, max: MAX_LOAN_MONTHS, step: 1 } as const;

/** The two kinds of loan's rate and term, each field as its name and label. */
const sectionsOf = (t: TFunction) =>
  [
    {
      title: t('settings.group.longTerm'),
      note: t('settings.group.longTermNote'),
      rate: ['long_term_rate', t('settings.group.longTermRate')],
      months: ['long_term_months', t('settings.group.longTermMonths')],
    },
    {
      title: t('settings.group.shortTerm'),
      note: t('settings.group.shortTermNote'),
      rate: ['short_term_rate', t('settings.group.shortTermRate')],
      months: ['short_term_months', t('settings.group.shortTermMonths')],
    },
  ] as const;

/**
 * /settings: the group's name, loan rates and terms, and yearly savings target
 * (docs/decisions/loans.md, "Group settings").
 */
export function SettingsForm({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const form = useForm<SettingsValues>({ resolver: settingsResolver(t), defaultValues: valuesOf(settings) });

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const change = changeOf(values, settings);
      if (Object.keys(change).length === 0) {
        setOutcome({ tone: 'info', text: t('settings.nothingChanged') });
        return;
      }
      update.mutate(change, {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          setOutcome({ tone: 'success', text: t('settings.saved') });
        },
        onError: (error) => {
          // A 422 names the fields the server refused (docs/decisions/wire.md, "Error answers"): show each by
          // its field too.
          showServerErrors(error, form.setError, FORM_SETTING_NAMES);
          setOutcome({ tone: 'error', text: messageOf(error, t('settings.failed')) });
        },
      });
    },
    () => setOutcome(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('settings.group.label')}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <TextField
        control={form.control}
        name="group_name"
        label={t('settings.group.name')}
        maxLength={GROUP_NAME_MAX}
      />
      {sectionsOf(t).map(({ title, note, rate, months }) => (
        <Section key={title} title={title} note={note}>
          <TermField control={form.control} name={rate[0]} label={rate[1]} unit="%" {...percentProps} />
          <TermField control={form.control} name={months[0]} label={months[1]} {...monthProps} />
        </Section>
      ))}
      <MoneyField
        control={form.control}
        name="savings_target"
        label={t('settings.group.savingsTarget')}
        min={1000}
        step={1000}
        hint={t('settings.group.savingsTargetHint')}
      />
      <AccountField
        control={form.control}
        name="default_account_id"
        label={t('settings.group.defaultAccount')}
        placeholder={CASH_ON_HAND}
        include={(account) => account.bank_account_id !== null}
        hint={t('settings.group.defaultAccountHint')}
      />
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{t('settings.group.applies')}</p>
      <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
        {update.isPending ? t('settings.saving') : t('settings.group.save')}
      </Button>
    </form>
  );
}

/** A rate or a term: typed as text, read digit by digit by the form's rules. */
function TermField(props: ComponentProps<typeof NumberField<SettingsValues>>) {
  return <NumberField {...props} className="tabular" />;
}

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      <p className="-mt-2 text-xs text-slate-500">{note}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
