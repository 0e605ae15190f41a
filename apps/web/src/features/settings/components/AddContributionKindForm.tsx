import { CONTRIBUTION_KIND_KINDS, CONTRIBUTION_KIND_NAME_MAX } from '@links/domain';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kindLabel, useCreateContributionKind } from '../../contributions';
import {
  BLANK_KIND,
  everyOptions,
  kindSubjects,
  NEW_KIND_FIELDS,
  type NewKindValues,
  newKindBody,
  newKindResolver,
  showKindRefusal,
} from './contributionKindForm';

/**
 * "Add a kind" (docs/decisions/contribution-kinds.md, "The kinds"): a name, what kind of money it is
 * (fixed once made: its books account is of that kind), and what each member is expected to bring,
 * every month or every meeting, if anything. The rules are the server's body schema.
 */
export function AddContributionKindForm() {
  const { t } = useTranslation();
  const create = useCreateContributionKind();
  const subjects = kindSubjects(t);
  const form = useForm<NewKindValues, unknown, NewKindValues>({
    resolver: newKindResolver(subjects),
    defaultValues: BLANK_KIND,
  });
  const { outcome, setOutcome } = useFormCall(form, {
    done: t('settings.kinds.add.added'),
    failed: t('settings.kinds.add.failed'),
    fields: NEW_KIND_FIELDS,
    subjects,
  });
  const kindOptions = CONTRIBUTION_KIND_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }));

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      create.mutate(newKindBody(values), {
        onSuccess: (answer) => {
          form.reset(BLANK_KIND);
          setOutcome({ tone: 'success', text: answer.message || t('settings.kinds.add.added') });
        },
        onError: (failure) => {
          if (showKindRefusal(failure, form.setError, NEW_KIND_FIELDS, subjects)) {
            setOutcome({ tone: 'error', text: messageOf(failure, t('settings.kinds.add.failed')) });
          }
        },
      });
    },
    () => setOutcome(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.kinds.add.label')}>
      <h3 className="text-sm font-semibold text-slate-900">{t('settings.kinds.add.title')}</h3>
      <OutcomeAlert outcome={outcome} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="name"
          label={t('settings.kinds.name')}
          maxLength={CONTRIBUTION_KIND_NAME_MAX}
          placeholder={t('settings.kinds.add.namePlaceholder')}
        />
        <SelectField
          control={form.control}
          name="kind"
          label={t('settings.kinds.kind')}
          placeholder={t('settings.kinds.add.selectKind')}
          options={kindOptions}
          hint={t('settings.kinds.add.kindHint')}
        />
        <MoneyField
          control={form.control}
          name="expected_amount"
          label={t('settings.kinds.add.expectedAmount')}
          hint={t('settings.kinds.add.expectedHint')}
        />
        <SelectField
          control={form.control}
          name="expected_every"
          label={t('settings.kinds.add.howOften')}
          placeholder={t('settings.kinds.add.selectHowOften')}
          options={everyOptions(t)}
        />
      </div>
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('settings.kinds.add.adding') : t('settings.kinds.add.submit')}
      </Button>
    </form>
  );
}
