import { formatKES } from '@links/domain/plain';
import { useForm, useWatch } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { showServerErrors } from '../../../components/form/serverErrors';
import { NumberField, TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import {
  FINE_FIELDS,
  FINE_SUBJECTS,
  type FinesValues,
  finesChangeOf,
  finesResolver,
  finesValuesOf,
} from './finesForm';
import { LateFineChoice } from './LateFineChoice';
import { NOTHING_CHANGED, SETTINGS_FAILED, SETTINGS_SAVED } from './SettingsForm';

const LATE_HINT = 'Charged the day after an installment falls due, then again each month it stays unpaid.';

/**
 * What members are fined (docs/decisions/lending.md, "Fines"; docs/decisions/meetings.md, "Attendance
 * fines"): a late installment, a month's savings short of the target, and coming late to or staying away
 * from a meeting. The fixed late fine is also what coming late to a meeting costs.
 */
export function FinesSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const update = useUpdateSettings();
  const form = useForm<FinesValues, unknown, FinesValues>({
    resolver: finesResolver,
    defaultValues: finesValuesOf(settings),
  });
  const kind = useWatch({ control: form.control, name: 'late_fine_kind' });
  const { outcome, setOutcome } = useFormCall(form, {
    done: SETTINGS_SAVED,
    failed: SETTINGS_FAILED,
    fields: FINE_FIELDS,
    subjects: FINE_SUBJECTS,
  });

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const change = finesChangeOf(values, settings);
      if (Object.keys(change).length === 0) return setOutcome({ tone: 'info', text: NOTHING_CHANGED });
      update.mutate(change, {
        onSuccess: (saved) => {
          form.reset(finesValuesOf(saved));
          setOutcome({ tone: 'success', text: SETTINGS_SAVED });
        },
        onError: (failure) => {
          showServerErrors(failure, form.setError, FINE_FIELDS, FINE_SUBJECTS);
          setOutcome({ tone: 'error', text: messageOf(failure, SETTINGS_FAILED) });
        },
      });
    },
    () => setOutcome(null),
  );

  // The one late fine is charged at meetings whatever the installments' kind
  // (docs/decisions/meetings.md, "Attendance fines"): say so while its field is hidden.
  const meetingLateFine = kind === 'fixed' ? 0 : kesToCents(settings.late_fine_amount);

  return (
    <Card
      title="Fines"
      description="What members are charged for paying late, saving too little and missing meetings. A fine counts from the day it is turned on."
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Fine settings">
        <OutcomeAlert outcome={outcome} />
        <div className="space-y-3">
          <LateFineChoice control={form.control} />
          {kind === 'none' ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              {kind === 'fixed' ? (
                <TextField
                  control={form.control}
                  name="late_fine_amount"
                  label="Late fine (KES)"
                  inputMode="decimal"
                  hint={`${LATE_HINT} Coming late to a meeting costs the same.`}
                />
              ) : null}
              {kind === 'percent' ? (
                <NumberField
                  control={form.control}
                  name="late_fine_rate"
                  label="Late fine rate"
                  unit="%"
                  inputMode="decimal"
                  min={0.01}
                  max={100}
                  step={0.01}
                  className="tabular"
                  hint={`A percent of what is unpaid of the installment. ${LATE_HINT}`}
                />
              ) : null}
            </div>
          )}
          {meetingLateFine > 0 ? (
            <p className="text-xs text-slate-500">
              Coming late to a meeting costs {formatKES(meetingLateFine)}, the late fine last saved as a fixed
              amount.
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="missed_contribution_fine"
            label="Missed contribution fine (KES)"
            inputMode="decimal"
            hint="Charged for each month a member saves less than a twelfth of the yearly target. 0 turns it off."
          />
          <TextField
            control={form.control}
            name="contribution_due_day"
            label="Day contributions are checked"
            inputMode="numeric"
            hint="Each month's savings are checked on this day of the next month: 1 to 28."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="absence_fine_amount"
            label="Meeting absence fine (KES)"
            inputMode="decimal"
            hint="Charged when a member stays away from a meeting without apology. 0 turns it off."
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save fine settings'}
        </Button>
      </form>
    </Card>
  );
}
