import { isApprovalPending, MAX_APPROVALS, MIN_APPROVALS, settingsChangeBody } from '@links/domain';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { SelectField } from '../../../components/form/SelectField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import type { SettingsAnswer } from '../api/get-settings';
import { type ApprovalSettingsChange, useUpdateApprovalSettings } from '../api/update-approval-settings';

/** The quorums to choose from, each in words. */
const choicesOf = (t: TFunction) =>
  Array.from({ length: MAX_APPROVALS - MIN_APPROVALS + 1 }, (_, i) => {
    const n = MIN_APPROVALS + i;
    return {
      value: String(n),
      label: n === 1 ? t('settings.approvals.alone') : t('settings.approvals.officials', { n }),
    };
  });

/** The card's two settings as typed: the quorum chosen and the threshold in KES, both as text. */
interface ApprovalValues {
  approvals_required: string;
  approval_threshold: string;
}
const fields = ['approvals_required', 'approval_threshold'] as const;

/** The rules are the settings body's own (`settingsChangeBody`), read from the fields' text. */
const { shape } = settingsChangeBody;
const approvalValues = z.object({
  approvals_required: z.preprocess(Number, shape.approvals_required),
  approval_threshold: z.preprocess(Number, shape.approval_threshold),
});

const valuesOf = (settings: SettingsAnswer): ApprovalValues => ({
  approvals_required: String(settings.approvals_required),
  approval_threshold: String(settings.approval_threshold),
});

/** What changed against the settings in force: only that is sent. */
function changeOf(values: ApprovalValues, settings: SettingsAnswer): ApprovalSettingsChange {
  const change: ApprovalSettingsChange = {};
  if (Number(values.approvals_required) !== settings.approvals_required)
    change.approvals_required = Number(values.approvals_required);
  if (values.approval_threshold.trim() !== String(settings.approval_threshold))
    change.approval_threshold = Number(values.approval_threshold);
  return change;
}

/**
 * How many officials must agree to money going out, and the expense from which they must
 * (docs/decisions/approvals.md). A change is itself a request for the quorum in force.
 */
export function ApprovalSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateApprovalSettings();
  const form = useForm<ApprovalValues, unknown, ApprovalValues>({
    resolver: schemaResolver(approvalValues),
    defaultValues: valuesOf(settings),
  });
  const { outcome, setOutcome } = useFormCall(form, {
    done: t('settings.saved'),
    failed: t('settings.failed'),
    fields,
  });

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const change = changeOf(values, settings);
      if (Object.keys(change).length === 0)
        return setOutcome({ tone: 'info', text: t('settings.nothingChanged') });
      update.mutate(change, {
        onSuccess: (answer) => {
          if (!isApprovalPending(answer)) return setOutcome({ tone: 'success', text: t('settings.saved') });
          // The settings in force stay until the officials agree: the fields show them again.
          form.reset(valuesOf(settings));
          setOutcome({ tone: 'info', text: answer.message });
        },
        onError: (failure) => {
          showServerErrors(failure, form.setError, fields);
          setOutcome({ tone: 'error', text: messageOf(failure, t('settings.failed')) });
        },
      });
    },
    () => setOutcome(null),
  );

  return (
    <Card title={t('settings.approvals.title')} description={t('settings.approvals.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.approvals.label')}>
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="approvals_required"
            label={t('settings.approvals.required')}
            options={choicesOf(t)}
            placeholder={t('settings.approvals.choose')}
            hint={t('settings.approvals.requiredHint')}
          />
          <TextField
            control={form.control}
            name="approval_threshold"
            label={t('settings.approvals.threshold')}
            inputMode="decimal"
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.approvals.save')}
        </Button>
      </form>
    </Card>
  );
}
