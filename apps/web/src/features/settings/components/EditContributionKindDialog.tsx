import { CONTRIBUTION_KIND_NAME_MAX, type ContributionKindView } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Outcome, OutcomeAlert } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { type ContributionKindChange, useUpdateContributionKind } from '../../contributions';
import {
  everyOptions,
  KIND_CHANGE_FIELDS,
  type KindChangeValues,
  kindChangeOf,
  kindChangeResolver,
  kindChangeValuesOf,
  kindSubjects,
  showKindRefusal,
} from './contributionKindForm';

/**
 * A kind's Edit (docs/decisions/contribution-kinds.md, "The kinds"): its name, what each member is
 * expected to bring, and closing it to new money or opening it again. Savings keep their name only:
 * each member's yearly target is what they are expected to save, and savings are never closed
 * ("Savings is the first kind"). `onDone` is given the server's words once a change is saved.
 */
export function EditContributionKindDialog({
  kind,
  onClose,
  onDone,
}: {
  kind: ContributionKindView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateContributionKind();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const subjects = kindSubjects(t);
  const form = useForm<KindChangeValues, unknown, KindChangeValues>({
    resolver: kindChangeResolver(subjects),
    defaultValues: kindChangeValuesOf(kind),
  });

  const send = (body: ContributionKindChange) => {
    setOutcome(null);
    update.mutate(
      { kindId: kind.id, body },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (failure) => {
          if (showKindRefusal(failure, form.setError, KIND_CHANGE_FIELDS, subjects)) {
            setOutcome({ tone: 'error', text: messageOf(failure, t('settings.kinds.editDialog.failed')) });
          }
        },
      },
    );
  };

  const submit = form.handleSubmit(
    (values) => {
      const change = kindChangeOf(values, kind);
      if (Object.keys(change).length === 0)
        return setOutcome({ tone: 'info', text: t('settings.nothingChanged') });
      send(change);
    },
    () => setOutcome(null),
  );
  const busy = update.isPending;

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title={t('settings.kinds.editDialog.title', { name: kind.name })}
    >
      <div className="space-y-5">
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4"
          aria-label={t('settings.kinds.editDialog.label')}
        >
          <OutcomeAlert outcome={outcome} />
          <TextField
            control={form.control}
            name="name"
            label={t('settings.kinds.name')}
            maxLength={CONTRIBUTION_KIND_NAME_MAX}
          />
          {kind.is_savings ? (
            <p className="text-sm text-slate-600">{t('settings.kinds.editDialog.savingsExpected')}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField
                control={form.control}
                name="expected_amount"
                label={t('settings.kinds.add.expectedAmount')}
                hint={t('settings.kinds.editDialog.expectedHint')}
              />
              <SelectField
                control={form.control}
                name="expected_every"
                label={t('settings.kinds.add.howOften')}
                placeholder={t('settings.kinds.add.selectHowOften')}
                options={everyOptions(t)}
              />
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('settings.saving') : t('settings.kinds.editDialog.save')}
            </Button>
          </div>
        </form>
        {kind.is_savings ? null : (
          <OpenOrClose active={kind.active} busy={busy} onChange={(active) => send({ active })} />
        )}
      </div>
    </Modal>
  );
}

/**
 * Closing a kind to new money, or opening it again: a closed kind keeps what it holds, on the books
 * and on every statement (docs/decisions/contribution-kinds.md, "The kinds").
 */
function OpenOrClose({
  active,
  busy,
  onChange,
}: {
  active: boolean;
  busy: boolean;
  onChange: (active: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <p className="text-sm text-slate-600">
        {active ? t('settings.kinds.editDialog.closeNote') : t('settings.kinds.editDialog.closedNote')}
      </p>
      <Button
        variant={active ? 'danger' : 'secondary'}
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() => onChange(!active)}
      >
        {active ? t('settings.kinds.editDialog.close') : t('settings.kinds.editDialog.reopen')}
      </Button>
    </div>
  );
}
