import { MAX_WITHDRAWAL_NOTICE_DAYS, settingsChangeBody } from '@links/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { messageOf } from '../../../lib/api';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { NOTHING_CHANGED, SETTINGS_FAILED, SETTINGS_SAVED } from './SettingsForm';

interface NoticeValues {
  withdrawal_notice_days: string;
}
const fields = ['withdrawal_notice_days'] as const;
const subjects = { withdrawal_notice_days: 'Notice' };

/** The rule is the settings body's own, read from the field's text. */
const noticeValues = z.object({
  withdrawal_notice_days: z.preprocess(
    (text) => (typeof text === 'string' && text.trim() !== '' ? Number(text) : text),
    settingsChangeBody.shape.withdrawal_notice_days,
  ),
});

/**
 * How many days' notice a withdrawal of savings needs before it is paid
 * (docs/decisions/withdrawals.md, "Notice"): 0 pays a withdrawal once it is approved.
 */
export function WithdrawalSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const update = useUpdateSettings();
  const form = useForm<NoticeValues, unknown, NoticeValues>({
    resolver: schemaResolver(noticeValues, subjects),
    defaultValues: { withdrawal_notice_days: String(settings.withdrawal_notice_days) },
  });
  const { outcome, setOutcome } = useFormCall(form, {
    done: SETTINGS_SAVED,
    failed: SETTINGS_FAILED,
    fields,
  });
  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const days = Number(values.withdrawal_notice_days);
      if (days === settings.withdrawal_notice_days)
        return setOutcome({ tone: 'info', text: NOTHING_CHANGED });
      update.mutate(
        { withdrawal_notice_days: days },
        {
          onSuccess: () => setOutcome({ tone: 'success', text: SETTINGS_SAVED }),
          onError: (failure) => {
            showServerErrors(failure, form.setError, fields, subjects);
            setOutcome({ tone: 'error', text: messageOf(failure, SETTINGS_FAILED) });
          },
        },
      );
    },
    () => setOutcome(null),
  );
  return (
    <Card
      title="Withdrawals"
      description="Members may take out the savings not held for their loans or the loans they guarantee."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Withdrawal settings">
        <OutcomeAlert outcome={outcome} />
        <TextField
          control={form.control}
          name="withdrawal_notice_days"
          label="Notice (days)"
          inputMode="numeric"
          hint={`A withdrawal is paid this many days after it is asked for: 0 to ${MAX_WITHDRAWAL_NOTICE_DAYS}.`}
        />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save withdrawal settings'}
        </Button>
      </form>
    </Card>
  );
}
