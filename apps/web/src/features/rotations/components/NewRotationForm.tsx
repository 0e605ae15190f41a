import { createRotationBody, ROTATION_NAME_MAX, type RotationEvery, todayInGroupZone } from '@links/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { DateField, TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { useCreateRotation } from '../api/rotations';
import { OrderPicker, type OrderValue } from './OrderPicker';
import { everyOptions } from './rotation-labels';

interface NewRotationValues {
  name: string;
  amount_per_member: number | undefined;
  every: string;
  start_date: string;
  order: OrderValue;
}

/** The fields the form shows, each named in its messages by `subjectsOf`. */
const FIELDS = ['name', 'amount_per_member', 'every', 'start_date', 'order'] as const;

/** The fields as their messages name them (`Name is required`), in the language on screen. */
const subjectsOf = (t: TFunction) =>
  ({
    name: t('rotations.newForm.name'),
    amount_per_member: t('rotations.newForm.subjects.amount'),
    every: t('rotations.newForm.every'),
    start_date: t('rotations.newForm.startDate'),
    order: t('rotations.order.legend'),
  }) satisfies Record<(typeof FIELDS)[number], string>;

/** What the schedule's screen says when it opens after the form: the server's words. */
export interface StartedState {
  notice?: string;
}

/** The fields a refusal may name: the form's, and each member of the order (`order.2`). */
const namedFields = (error: unknown): Path<NewRotationValues>[] => {
  const named = error instanceof ApiError ? Object.keys(error.body?.fields ?? {}) : [];
  return [...FIELDS, ...(named.filter((field) => /^order\.\d+$/.test(field)) as Path<NewRotationValues>[])];
};

/**
 * "New merry-go-round" (docs/decisions/rotations.md, "A rotation"): its name, what each member pays
 * each round, how often, the first round's day and the order, picked or drawn. Started, its schedule
 * is shown; a refusal naming a field is shown under it, any other above the form.
 */
export function NewRotationForm() {
  const { t } = useTranslation();
  const create = useCreateRotation();
  const navigate = useNavigate();
  const subjects = subjectsOf(t);
  const form = useForm<NewRotationValues>({
    resolver: schemaResolver(createRotationBody, subjects),
    defaultValues: {
      name: '',
      amount_per_member: undefined,
      every: 'month',
      start_date: todayInGroupZone(),
      order: [],
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      {
        name: values.name.trim(),
        amount_per_member: values.amount_per_member ?? 0,
        every: values.every as RotationEvery,
        start_date: values.start_date,
        order: values.order,
      },
      {
        onSuccess: (answer) => {
          const state: StartedState = { notice: answer.message };
          void navigate(`/rotations/${answer.rotation_id}`, { state });
        },
        onError: (error) => {
          const shown = showServerErrors(error, form.setError, namedFields(error), subjects);
          const message = messageOf(error, t('rotations.newForm.failed'));
          // A refusal already said under its field is not said again above the form.
          if (shown.length === 0) setFailure(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('rotations.newRotation')}>
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        control={form.control}
        name="name"
        label={t('rotations.newForm.name')}
        maxLength={ROTATION_NAME_MAX}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <MoneyField control={form.control} name="amount_per_member" label={t('rotations.newForm.amount')} />
        <SelectField
          control={form.control}
          name="every"
          label={t('rotations.newForm.every')}
          placeholder={t('rotations.newForm.selectEvery')}
          options={everyOptions(t)}
        />
        <DateField control={form.control} name="start_date" label={t('rotations.newForm.startDate')} />
      </div>
      <OrderPicker control={form.control} />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('rotations.newForm.starting') : t('rotations.newForm.start')}
      </Button>
    </form>
  );
}
