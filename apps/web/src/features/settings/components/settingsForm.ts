import { centsToKes, parseKes, settingsChangeBody } from '@links/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { inWords } from '../../../components/form/subjects';
import { kesToCents } from '../../../lib/money';
import {
  monthsFieldError,
  monthsFromText,
  percentFieldError,
  percentText,
  percentTextToBasisPoints,
  percentTextToFraction,
  rateToBasisPoints,
} from '../../../lib/rates';
import type { SettingsAnswer } from '../api/get-settings';
import type { SettingsChange } from '../api/update-settings';

/** The settings form's values under the wire's names: rates as percent text, the target in KES. */
export interface SettingsValues {
  group_name: string;
  long_term_rate: string;
  long_term_months: string;
  short_term_rate: string;
  short_term_months: string;
  savings_target: number | undefined;
  default_account_id: string;
}

/** Each field in the form's words, as its messages name it, in the language on screen. */
const subjectsOf = (t: TFunction) => ({
  long_term_rate: t('settings.group.subjects.longTermRate'),
  long_term_months: t('settings.group.subjects.longTermMonths'),
  short_term_rate: t('settings.group.subjects.shortTermRate'),
  short_term_months: t('settings.group.subjects.shortTermMonths'),
  savings_target: t('settings.group.subjects.savingsTarget'),
});

export function valuesOf(settings: SettingsAnswer): SettingsValues {
  return {
    group_name: settings.group_name,
    long_term_rate: percentText(rateToBasisPoints(settings.long_term_rate)),
    long_term_months: String(settings.long_term_months),
    short_term_rate: percentText(rateToBasisPoints(settings.short_term_rate)),
    short_term_months: String(settings.short_term_months),
    savings_target: settings.savings_target,
    default_account_id: settings.default_account_id == null ? '' : String(settings.default_account_id),
  };
}

/** The first message of a domain schema's refusal, or undefined when it takes the value. */
function refusal(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/**
 * docs/decisions/loans.md, "Group settings" and docs/spec/validation.md, "Create-user wizard": the rules the
 * server applies (`settingsChangeBody`'s group name and savings target, `termMonths`), said with the form's
 * labels; a rate is typed in percent, read digit by digit.
 */
function errorsOf(values: SettingsValues, t: TFunction): Partial<Record<keyof SettingsValues, string>> {
  const subjects = subjectsOf(t);
  /** The domain's message for `field`, under the field's words. */
  const said = (field: keyof typeof subjects, message: string | undefined) =>
    message === undefined ? undefined : inWords(message, field, subjects);
  const months = (field: 'long_term_months' | 'short_term_months') =>
    said(field, monthsFieldError(field, values[field]));
  return {
    group_name: refusal(settingsChangeBody.shape.group_name.unwrap(), values.group_name),
    long_term_rate: percentFieldError(subjects.long_term_rate, values.long_term_rate),
    long_term_months: months('long_term_months'),
    short_term_rate: percentFieldError(subjects.short_term_rate, values.short_term_rate),
    short_term_months: months('short_term_months'),
    savings_target: said(
      'savings_target',
      refusal(settingsChangeBody.shape.savings_target.unwrap(), values.savings_target),
    ),
  };
}

/** The form's rules, said in the language on screen. */
export const settingsResolver =
  (t: TFunction): Resolver<SettingsValues> =>
  async (values) => {
    const errors: FieldErrors<SettingsValues> = {};
    for (const [name, message] of Object.entries(errorsOf(values, t))) {
      if (message) errors[name as keyof SettingsValues] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

/** Only what differs from the saved settings is sent, so two admins' changes do not undo each other. */
export function changeOf(values: SettingsValues, saved: SettingsAnswer): SettingsChange {
  const change: SettingsChange = {};
  const name = values.group_name.trim();
  if (name !== saved.group_name) change.group_name = name;
  for (const rate of ['long_term_rate', 'short_term_rate'] as const) {
    if (percentTextToBasisPoints(values[rate]) !== rateToBasisPoints(saved[rate])) {
      change[rate] = percentTextToFraction(values[rate]);
    }
  }
  for (const months of ['long_term_months', 'short_term_months'] as const) {
    const value = monthsFromText(values[months]);
    if (value !== saved[months]) change[months] = value;
  }
  const target = values.savings_target === undefined ? undefined : parseKes(values.savings_target);
  if (target?.ok && target.cents !== kesToCents(saved.savings_target)) {
    change.savings_target = centsToKes(target.cents);
  }
  const account = values.default_account_id ? Number(values.default_account_id) : null;
  if (account !== (saved.default_account_id ?? null)) change.default_account_id = account;
  return change;
}
