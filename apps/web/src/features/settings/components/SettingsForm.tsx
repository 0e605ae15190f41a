import { centsToKes, GROUP_NAME_MAX, parseKes, setupSchema, thousandsAmount } from '@links/domain';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { amountOfText } from '../../../components/form/MoneyField';
import { inWords } from '../../../components/form/subjects';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { ApiError, messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { MoneyAccountSelect } from '../../books';
import type { GroupSettings } from '../api/get-settings';
import { type SettingsChange, useUpdateSettings } from '../api/update-settings';
import {
  MAX_LOAN_MONTHS,
  monthsFieldError,
  monthsFromText,
  percentFieldError,
  percentText,
  percentTextToBasisPoints,
  percentTextToFraction,
  rateToBasisPoints,
} from './rates';

export const SETTINGS_SAVED = 'Settings saved successfully';
export const SETTINGS_FAILED = 'Failed to save settings';
export const NOTHING_CHANGED = 'Nothing to save: no setting was changed.';
const targetWords = { savings_target: 'Savings target' };
/** decisions: a null default account is Cash on hand (docs/books.md). */
const CASH_ON_HAND = 'Cash on hand';

/** The fields of this form; the M-Pesa settings and the loan rules have their own cards. */
type Name = Exclude<
  keyof GroupSettings,
  | 'mpesa_shortcode'
  | 'mpesa_account_id'
  | 'c2b_token_set'
  | 'loan_multiplier'
  | 'late_fine_kind'
  | 'late_fine_amount'
  | 'late_fine_rate'
  | 'missed_contribution_fine'
  | 'contribution_due_day'
>;
type Texts = Record<Name, string>;
type Errors = Partial<Record<Name, string>>;

function textsOf(settings: GroupSettings): Texts {
  return {
    group_name: settings.group_name,
    long_term_rate: percentText(rateToBasisPoints(settings.long_term_rate)),
    long_term_months: String(settings.long_term_months),
    short_term_rate: percentText(rateToBasisPoints(settings.short_term_rate)),
    short_term_months: String(settings.short_term_months),
    savings_target: String(settings.savings_target),
    default_account_id: settings.default_account_id == null ? '' : String(settings.default_account_id),
  };
}

/** decisions §6 and spec §5: the rules the server applies, checked before sending. */
function errorsOf(texts: Texts): Errors {
  const name = setupSchema.shape.group_name.safeParse(texts.group_name);
  return {
    group_name: name.success ? undefined : name.error.issues[0]?.message,
    long_term_rate: percentFieldError('Long-term yearly rate', texts.long_term_rate),
    long_term_months: monthsFieldError('Long-term term', texts.long_term_months),
    short_term_rate: percentFieldError('Short-term rate', texts.short_term_rate),
    short_term_months: monthsFieldError('Short-term term', texts.short_term_months),
    savings_target: savingsTargetError(texts.savings_target),
  };
}

/** The server's rule for the target (`thousandsAmount`, spec §5), said with the form's label. */
function savingsTargetError(text: string): string | undefined {
  const parsed = thousandsAmount('savings_target').safeParse(amountOfText(text));
  return parsed.success
    ? undefined
    : inWords(parsed.error.issues[0]?.message ?? '', 'savings_target', targetWords);
}

/** Only what differs from the saved settings is sent, so two admins' changes do not undo each other. */
function changeOf(texts: Texts, saved: GroupSettings): SettingsChange {
  const change: SettingsChange = {};
  const name = texts.group_name.trim();
  if (name !== saved.group_name) change.group_name = name;
  for (const rate of ['long_term_rate', 'short_term_rate'] as const) {
    if (percentTextToBasisPoints(texts[rate]) !== rateToBasisPoints(saved[rate])) {
      change[rate] = percentTextToFraction(texts[rate]);
    }
  }
  for (const months of ['long_term_months', 'short_term_months'] as const) {
    const value = monthsFromText(texts[months]);
    if (value !== saved[months]) change[months] = value;
  }
  const target = parseKes(texts.savings_target);
  if (target.ok && target.cents !== kesToCents(saved.savings_target)) {
    change.savings_target = centsToKes(target.cents);
  }
  const account = texts.default_account_id ? Number(texts.default_account_id) : null;
  if (account !== (saved.default_account_id ?? null)) change.default_account_id = account;
  return change;
}

/** /settings: the group's name, loan rates and terms, and yearly savings target (decisions §6). */
export function SettingsForm({ settings }: { settings: GroupSettings }) {
  const update = useUpdateSettings();
  const [texts, setTexts] = useState<Texts>(() => textsOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);

  const set = (name: Name) => (value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = errorsOf(texts);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const change = changeOf(texts, settings);
    if (Object.keys(change).length === 0) {
      setOutcome({ tone: 'info', text: NOTHING_CHANGED });
      return;
    }
    update.mutate(change, {
      onSuccess: (saved) => {
        setTexts(textsOf(saved));
        setOutcome({ tone: 'success', text: SETTINGS_SAVED });
      },
      onError: (error) => {
        // A 422 names the fields the server refused (decisions §1): show each by its field too.
        if (error instanceof ApiError) {
          const named: Errors = {};
          for (const name of Object.keys(texts) as Name[]) named[name] = error.field(name);
          setErrors(named);
        }
        setOutcome({ tone: 'error', text: messageOf(error, SETTINGS_FAILED) });
      },
    });
  };

  const numberField = (
    name: Name,
    label: string,
    unit: string | undefined,
    props: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field
      label={label}
      name={name}
      type="number"
      value={texts[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={errors[name]}
      trailing={unit ? <span className="text-sm font-medium text-slate-500">{unit}</span> : undefined}
      className="tabular"
      {...props}
    />
  );
  const percentProps = { inputMode: 'decimal', min: 0.01, max: 100, step: 0.01 } as const;
  const monthProps = { inputMode: 'numeric', min: 1, max: MAX_LOAN_MONTHS, step: 1 } as const;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Group settings">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Field
        label="Group Name"
        name="group_name"
        value={texts.group_name}
        maxLength={GROUP_NAME_MAX}
        onChange={(event) => set('group_name')(event.target.value)}
        error={errors.group_name}
      />
      <Section title="Long-term loans" note="Reducing balance, equal monthly installments.">
        {numberField('long_term_rate', 'Long-Term Yearly Rate', '%', percentProps)}
        {numberField('long_term_months', 'Long-Term Term (Months)', undefined, monthProps)}
      </Section>
      <Section title="Short-term loans" note="Flat interest for the whole loan.">
        {numberField('short_term_rate', 'Short-Term Rate', '%', percentProps)}
        {numberField('short_term_months', 'Short-Term Term (Months)', undefined, monthProps)}
      </Section>
      <MoneyInput
        label="Yearly Savings Target"
        value={texts.savings_target}
        onChange={set('savings_target')}
        error={errors.savings_target}
        min={1000}
        step={1000}
        hint="At least 1,000, in steps of 1,000. Members are expected to save a twelfth of it each month."
      />
      <MoneyAccountSelect
        label="Default account"
        placeholder={CASH_ON_HAND}
        include={(account) => account.bank_account_id !== null}
        value={texts.default_account_id}
        onChange={set('default_account_id')}
        error={errors.default_account_id}
        hint="Where payments are received and loans paid from when an admin picks no account."
      />
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        Changes apply to loans issued afterwards. Loans already issued keep the rate and term they were issued
        with.
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
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
