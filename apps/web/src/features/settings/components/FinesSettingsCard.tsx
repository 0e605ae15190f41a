import { formatKES } from '@links/domain/plain';
import { useForm, useWatch } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { showServerErrors } from '../../../components/form/serverErrors';
import { NumberField, TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import {
  FINE_FIELDS,
  type FinesValues,
  fineSubjects,
  finesChangeOf,
  finesResolver,
  finesValuesOf,
} from './finesForm';
import { LateFineChoice } from './LateFineChoice';

/**
 * What members are fined (docs/decisions/lending.md, "Fines"; docs/decisions/meetings.md, "Attendance
 * fines"): a late installment, a month's savings short of the target, and coming late to or staying away
 * from a meeting. The fixed late fine is also what coming late to a meeting costs.
 */
export function FinesSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const subjects = fineSubjects(t);
  const form = useForm<FinesValues, unknown, FinesValues>({
    resolver: finesResolver(subjects),
    defaultValues: finesValuesOf(settings),
  });
  const kind = useWatch({ control: form.control, name: 'late_fine_kind' });
  const { outcome, setOutcome } = useFormCall(form, {
    done: t('settings.saved'),
    failed: t('settings.failed'),
    fields: FINE_FIELDS,
    subjects,
  });

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const change = finesChangeOf(values, settings);
      if (Object.keys(change).length === 0)
        return setOutcome({ tone: 'info', text: t('settings.nothingChanged') });
      update.mutate(change, {
        onSuccess: (saved) => {
          form.reset(finesValuesOf(saved));
          setOutcome({ tone: 'success', text: t('settings.saved') });
        },
        onError: (failure) => {
          showServerErrors(failure, form.setError, FINE_FIELDS, subjects);
          setOutcome({ tone: 'error', text: messageOf(failure, t('settings.failed')) });
        },
      });
    },
    () => setOutcome(null),
  );

  // The one late fine is charged at meetings whatever the installments' kind
  // (docs/decisions/meetings.md, "Attendance fines"): say so while its field is hidden.
  const meetingLateFine = kind === 'fixed' ? 0 : kesToCents(settings.late_fine_amount);

  return (
    <Card title={t('settings.fines.title')} description={t('settings.fines.description')}>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('settings.fines.label')}>
        <OutcomeAlert outcome={outcome} />
        <div className="space-y-3">
          <LateFineChoice control={form.control} />
          {kind === 'none' ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              {kind === 'fixed' ? (
                <TextField
                  control={form.control}
                  name="late_fine_amount"
                  label={t('settings.fines.lateAmount')}
                  inputMode="decimal"
                  hint={t('settings.fines.lateAmountHint')}
                />
              ) : null}
              {kind === 'percent' ? (
                <NumberField
                  control={form.control}
                  name="late_fine_rate"
                  label={t('settings.fines.lateRate')}
                  unit="%"
                  inputMode="decimal"
                  min={0.01}
                  max={100}
                  step={0.01}
                  className="tabular"
                  hint={t('settings.fines.lateRateHint')}
                />
              ) : null}
            </div>
          )}
          {meetingLateFine > 0 ? (
            <p className="text-xs text-slate-500">
              {t('settings.fines.meetingLate', { amount: formatKES(meetingLateFine) })}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="missed_contribution_fine"
            label={t('settings.fines.missed')}
            inputMode="decimal"
            hint={t('settings.fines.missedHint')}
          />
          <TextField
            control={form.control}
            name="contribution_due_day"
            label={t('settings.fines.dueDay')}
            inputMode="numeric"
            hint={t('settings.fines.dueDayHint')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="absence_fine_amount"
            label={t('settings.fines.absence')}
            inputMode="decimal"
            hint={t('settings.fines.absenceHint')}
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.fines.save')}
        </Button>
      </form>
    </Card>
  );
}
