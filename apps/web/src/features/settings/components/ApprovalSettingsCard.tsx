import { isApprovalPending, MAX_APPROVALS, MIN_APPROVALS, settingsChangeBody } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
import type { SettingsAnswer } from '../api/get-settings';
import { type ApprovalSettingsChange, useUpdateApprovalSettings } from '../api/update-approval-settings';
import { NOTHING_CHANGED, SETTINGS_FAILED, SETTINGS_SAVED } from './SettingsForm';

const choices = Array.from({ length: MAX_APPROVALS - MIN_APPROVALS + 1 }, (_, i) => {
  const n = MIN_APPROVALS + i;
  return { value: String(n), label: n === 1 ? '1 official (acts alone)' : `${n} officials` };
});

/**
 * How many officials must agree to money going out, and the expense from which they must
 * (docs/decisions/approvals.md). A change is itself a request for the quorum in force.
 */
export function ApprovalSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const update = useUpdateApprovalSettings();
  const [required, setRequired] = useState(String(settings.approvals_required));
  const [threshold, setThreshold] = useState(String(settings.approval_threshold));
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const change: ApprovalSettingsChange = {};
    if (Number(required) !== settings.approvals_required) change.approvals_required = Number(required);
    if (threshold.trim() !== String(settings.approval_threshold))
      change.approval_threshold = Number(threshold);
    const checked = settingsChangeBody.safeParse(change);
    if (Object.keys(change).length === 0) return setOutcome({ tone: 'info', text: NOTHING_CHANGED });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    update.mutate(change, {
      onSuccess: (answer) => {
        if (!isApprovalPending(answer)) return setOutcome({ tone: 'success', text: SETTINGS_SAVED });
        // The settings in force stay until the officials agree: the fields show them again.
        setRequired(String(settings.approvals_required));
        setThreshold(String(settings.approval_threshold));
        setOutcome({ tone: 'info', text: answer.message });
      },
      onError: (failure) => setOutcome({ tone: 'error', text: messageOf(failure, SETTINGS_FAILED) }),
    });
  };

  return (
    <Card
      title="Approvals"
      description="Loans, large expenses, transfers, fine waivers and share-outs wait until this many officials agree."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Approval settings">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Approvals required"
            value={required}
            onChange={setRequired}
            options={choices}
            placeholder="Choose"
            hint="Never more than the officials other than whoever gains."
          />
          <Field
            label="Expenses need approval from (KES)"
            name="approval_threshold"
            inputMode="decimal"
            value={threshold}
            onChange={(event) => {
              setThreshold(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save approval settings'}
        </Button>
      </form>
    </Card>
  );
}
