import { type BodyInput, EXIT_REASON_MAX, exitBodyFor, type operations } from '@links/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { DateField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { AccountField } from '../../books';
import { useMemberExit } from '../api/member-exit';

export const EXIT_FAILED = 'Could not record the exit';
export const EXIT_DONE = 'Member exited';

interface ExitValues {
  date: string;
  account_id: string;
  reason: string;
}

const FIELDS = ['date', 'account_id', 'reason'] as const;
const subjects = { date: 'Exit date', account_id: 'Refund from', reason: 'Reason' };

const requestOf = (values: ExitValues): BodyInput<typeof operations.memberExit> => ({
  date: values.date,
  account_id: values.account_id === '' ? Number.NaN : Number(values.account_id),
  reason: values.reason,
});

/**
 * The exit's date, the account the refund is paid from and the reason (docs/decisions/member-exits.md,
 * "What an exit settles"), then a confirmation. The answer says done, or waiting for approval.
 */
export function ExitForm({ userId, name, today }: { userId: number; name: string; today: string }) {
  const exit = useMemberExit(userId);
  const blank: ExitValues = { date: today, account_id: '', reason: '' };
  const resolver = useMemo(
    () =>
      schemaResolver<ExitValues>(
        exitBodyFor(() => today),
        subjects,
      ),
    [today],
  );
  const form = useForm<ExitValues>({ resolver, defaultValues: blank });
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: EXIT_DONE,
    failed: EXIT_FAILED,
    fields: FIELDS,
  });
  const [confirming, setConfirming] = useState<ExitValues | null>(null);
  const check = form.handleSubmit(
    (values) => {
      setOutcome(null);
      setConfirming(values);
    },
    () => setOutcome(null),
  );
  const confirm = () => {
    if (confirming) send(exit, requestOf(confirming), blank);
    setConfirming(null);
  };
  return (
    <Card
      className="max-w-2xl"
      title="Exit"
      description="Settles their loans from their savings and refunds the rest."
    >
      <form onSubmit={check} noValidate className="space-y-5" aria-label="Exit">
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField control={form.control} name="date" label="Exit date" max={today} />
          <AccountField
            control={form.control}
            name="account_id"
            label="Refund from"
            placeholder="Select an account"
          />
        </div>
        <TextAreaField
          control={form.control}
          name="reason"
          label="Reason"
          maxLength={EXIT_REASON_MAX}
          rows={3}
        />
        {confirming ? (
          <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-600/20 ring-inset">
            <p className="text-sm text-slate-700">
              {name} leaves the group: their loans are settled from their savings, the rest is refunded, and
              they can no longer sign in.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" onClick={confirm}>
                Yes, {name} leaves
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="danger" disabled={exit.isPending}>
            {exit.isPending ? 'Recording…' : 'Exit'}
          </Button>
        )}
      </form>
    </Card>
  );
}
