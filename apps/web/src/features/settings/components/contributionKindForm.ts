import {
  type ContributionKindKind,
  type ContributionKindView,
  createContributionKindBody,
  EXPECTED_EVERY,
  type ExpectedEvery,
  updateContributionKindBody,
} from '@links/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import type { Subjects } from '../../../components/form/subjects';
import { msg } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import type { ContributionKindChange, NewContributionKind } from '../../contributions';

/**
 * The Contribution kinds card's forms under the wire's names (docs/decisions/contribution-kinds.md,
 * "The kinds"): the expected amount in KES, or nothing when nothing is expected.
 */
export interface NewKindValues {
  name: string;
  kind: ContributionKindKind | '';
  expected_amount: number | undefined;
  expected_every: ExpectedEvery;
}

export interface KindChangeValues {
  name: string;
  expected_amount: number | undefined;
  expected_every: ExpectedEvery;
}

/**
 * Each field in the card's words, for the domain's messages and the server's, in the language on
 * screen: a field by its name, a choice by its own sentence.
 */
export const kindSubjects = (t: TFunction): Subjects => ({
  name: t('settings.kinds.name'),
  kind: { says: t('settings.kinds.chooseKind') },
  expected_amount: t('settings.kinds.subjects.expectedAmount'),
  expected_every: { says: t('settings.kinds.chooseEvery') },
});

const everyWords = {
  month: msg('settings.kinds.every.month'),
  meeting: msg('settings.kinds.every.meeting'),
} satisfies Record<ExpectedEvery, string>;

/** How often a kind's amount is expected, as choices: `Every month`, `Every meeting`. */
export const everyOptions = (t: TFunction) =>
  EXPECTED_EVERY.map((every) => ({ value: every, label: t(everyWords[every]) }));

export const NEW_KIND_FIELDS = ['name', 'kind', 'expected_amount', 'expected_every'] as const;
export const KIND_CHANGE_FIELDS = ['name', 'expected_amount', 'expected_every'] as const;

export const BLANK_KIND: NewKindValues = {
  name: '',
  kind: '',
  expected_amount: undefined,
  expected_every: 'month',
};

/** The rules of `POST /contribution-kinds` and `PATCH /contribution-kinds/{id}`, the server's own. */
export const newKindResolver = (subjects: Subjects) =>
  schemaResolver<NewKindValues>(createContributionKindBody, subjects);
export const kindChangeResolver = (subjects: Subjects) =>
  schemaResolver<KindChangeValues>(updateContributionKindBody, subjects);

/** The body of a new kind: its period only with an amount (the server reads none as nothing expected). */
export function newKindBody(values: NewKindValues): NewContributionKind {
  const body: NewContributionKind = { name: values.name.trim(), kind: values.kind as ContributionKindKind };
  if (values.expected_amount === undefined) return body;
  return { ...body, expected_amount: values.expected_amount, expected_every: values.expected_every };
}

/** A kind's form as it stands. */
export const kindChangeValuesOf = (kind: ContributionKindView): KindChangeValues => ({
  name: kind.name,
  expected_amount: kind.expected_amount ?? undefined,
  expected_every: kind.expected_every ?? 'month',
});

/**
 * Only what differs from the kind as listed is sent, so two officials' changes do not undo each other.
 * Savings have no expected amount of their own: each member's yearly target is theirs
 * (docs/decisions/contribution-kinds.md, "Savings is the first kind").
 */
export function kindChangeOf(values: KindChangeValues, kind: ContributionKindView): ContributionKindChange {
  const change: ContributionKindChange = {};
  const name = values.name.trim();
  if (name !== kind.name) change.name = name;
  if (kind.is_savings) return change;
  const amount = values.expected_amount ?? null;
  if (amount !== kind.expected_amount) change.expected_amount = amount;
  if (amount !== null && values.expected_every !== kind.expected_every) {
    change.expected_every = values.expected_every;
  }
  return change;
}

/** `CONTRIBUTION_KIND_EXISTS`: the name is another kind's, whatever its case. */
const nameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body?.code === 'CONTRIBUTION_KIND_EXISTS';

/**
 * Puts a refusal under the fields it is about: a name already taken under the name (the 409 names no
 * field, but it is only about the name), a 422's named fields under theirs
 * (docs/decisions/web-forms.md, "Every form on the form kit"). Returns whether the banner above the
 * form still has to say it: not when the name took the server's message. `subjects` are `kindSubjects`.
 */
export function showKindRefusal<Values extends FieldValues & { name: string }>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  subjects: Subjects,
): boolean {
  if (nameTaken(error) && error instanceof ApiError) {
    const message = typeof error.body?.message === 'string' ? error.body.message : error.message;
    setError('name' as Path<Values>, { type: 'server', message });
    return false;
  }
  showServerErrors(error, setError, fields, subjects);
  return true;
}
