import { centsToKes, parseKes, settingsChangeBody } from '@links/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { inWords, type Subjects } from '../../../components/form/subjects';
import { kesToCents } from '../../../lib/money';
import {
  percentFieldError,
  percentText,
  percentTextToBasisPoints,
  percentTextToFraction,
  rateToBasisPoints,
} from '../../../lib/rates';
import type { SettingsAnswer } from '../api/get-settings';
import type { SettingsChange } from '../api/update-settings';

export type LateFineKind = SettingsAnswer['late_fine_kind'];

/**
 * The Fines card's values under the wire's names (docs/decisions/lending.md, "Fines";
 * docs/decisions/meetings.md, "Attendance fines"): amounts in KES and the day as typed, the late
 * fine's rate in percent (5 for the wire's 0.05).
 */
export interface FinesValues {
  late_fine_kind: LateFineKind;
  late_fine_amount: string;
  late_fine_rate: string;
  missed_contribution_fine: string;
  contribution_due_day: string;
  absence_fine_amount: string;
}
type Name = keyof FinesValues;

export const FINE_FIELDS = [
  'late_fine_kind',
  'late_fine_amount',
  'late_fine_rate',
  'missed_contribution_fine',
  'contribution_due_day',
  'absence_fine_amount',
] as const satisfies readonly Name[];

/**
 * Each field in the card's words, for the domain's messages and the server's, in the language on
 * screen: a field by its name, a choice by its own sentence.
 */
export const fineSubjects = (t: TFunction) =>
  ({
    late_fine_kind: { says: t('settings.fines.chooseKind') },
    late_fine_amount: t('settings.fines.subjects.lateAmount'),
    late_fine_rate: t('settings.fines.lateRate'),
    missed_contribution_fine: t('settings.fines.subjects.missed'),
    contribution_due_day: { says: t('settings.fines.dueDayRule') },
    absence_fine_amount: t('settings.fines.subjects.absence'),
  }) satisfies Subjects;
type FineSubjects = ReturnType<typeof fineSubjects>;

export function finesValuesOf(settings: SettingsAnswer): FinesValues {
  return {
    late_fine_kind: settings.late_fine_kind,
    late_fine_amount: String(settings.late_fine_amount),
    late_fine_rate: percentText(rateToBasisPoints(settings.late_fine_rate)),
    missed_contribution_fine: String(settings.missed_contribution_fine),
    contribution_due_day: String(settings.contribution_due_day),
    absence_fine_amount: String(settings.absence_fine_amount),
  };
}

/** A field's text as the number the body's rule reads; a blank stays blank, which the rule calls required. */
const numberOf = (text: string) => (text.trim() === '' ? text : Number(text));

const { shape } = settingsChangeBody;
const rules = {
  late_fine_amount: shape.late_fine_amount.unwrap(),
  missed_contribution_fine: shape.missed_contribution_fine.unwrap(),
  contribution_due_day: shape.contribution_due_day.unwrap(),
  absence_fine_amount: shape.absence_fine_amount.unwrap(),
};

/**
 * The settings body's own rules (`settingsChangeBody`) on the fields shown: the late fine's amount only
 * when it is fixed, its rate only when it is a percent, read digit by digit as the loan rates are
 * (docs/decisions/forms.md: the settings form keeps its percent reading of the rates).
 */
function errorsOf(values: FinesValues, subjects: FineSubjects): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(rules) as (keyof typeof rules)[]) {
    if (name === 'late_fine_amount' && values.late_fine_kind !== 'fixed') continue;
    const message = rules[name].safeParse(numberOf(values[name])).error?.issues[0]?.message;
    if (message) errors[name] = inWords(message, name, subjects);
  }
  if (values.late_fine_kind === 'percent') {
    errors.late_fine_rate = percentFieldError(subjects.late_fine_rate, values.late_fine_rate);
  }
  return errors;
}

/** The card's rules, said with `subjects` (`fineSubjects`). */
export const finesResolver =
  (subjects: FineSubjects): Resolver<FinesValues> =>
  async (values) => {
    const errors: FieldErrors<FinesValues> = {};
    for (const [name, message] of Object.entries(errorsOf(values, subjects))) {
      if (message) errors[name as Name] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

/** A KES field's text in cents; the resolver has already refused anything else. */
const centsOf = (text: string) => {
  const read = parseKes(text.trim());
  return read.ok ? read.cents : undefined;
};

/**
 * Only what differs from the saved settings is sent, so two officials' changes do not undo each other; the
 * late fine's amount or rate only with the kind that uses it.
 */
export function finesChangeOf(values: FinesValues, saved: SettingsAnswer): SettingsChange {
  const change: SettingsChange = {};
  if (values.late_fine_kind !== saved.late_fine_kind) change.late_fine_kind = values.late_fine_kind;
  if (values.late_fine_kind === 'fixed') {
    const amount = centsOf(values.late_fine_amount);
    if (amount !== undefined && amount !== kesToCents(saved.late_fine_amount))
      change.late_fine_amount = centsToKes(amount);
  }
  if (values.late_fine_kind === 'percent') {
    const rate = percentTextToBasisPoints(values.late_fine_rate);
    if (rate !== undefined && rate !== rateToBasisPoints(saved.late_fine_rate))
      change.late_fine_rate = percentTextToFraction(values.late_fine_rate);
  }
  for (const name of ['missed_contribution_fine', 'absence_fine_amount'] as const) {
    const amount = centsOf(values[name]);
    if (amount !== undefined && amount !== kesToCents(saved[name])) change[name] = centsToKes(amount);
  }
  const day = Number(values.contribution_due_day);
  if (day !== saved.contribution_due_day) change.contribution_due_day = day;
  return change;
}
