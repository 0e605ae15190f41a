import { MAX_WITHDRAWAL_NOTICE_DAYS, settingsChangeBody } from '@links/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

interface NoticeValues {
  withdrawal_notice_days: string;
}
const fields = ['withdrawal_notice_days'] as const;

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
  const { t } = useTranslation();
  const update = useUpdateSettings();
  // The field as its messages name it (`Notice must be …`), in the language on screen.
  const subjects = { withdrawal_notice_days: t('settings.withdrawals.subjects.notice') };
  const form = useForm<NoticeValues, unknown, NoticeValues>({
    resolver: schemaResolver(noticeValues, subjects),
    defaultValues: { withdrawal_notice_days: String(settings.withdrawal_notice_days) },
  });
  const { outcome, setOutcome } = useFormCall(form, {
    done: t('settings.saved'),
    failed: t('settings.failed'),
    fields,
  });
  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      const days = Number(values.withdrawal_notice_days);
      if (days === settings.withdrawal_notice_days)
        return setOutcome({ tone: 'info', text: t('settings.nothingChanged') });
      update.mutate(
        { withdrawal_notice_days: days },
        {
          onSuccess: () => setOutcome({ tone: 'success', text: t('settings.saved') }),
          onError: (failure) => {
            showServerErrors(failure, form.setError, fields, subjects);
            setOutcome({ tone: 'error', text: messageOf(failure, t('settings.failed')) });
          },
        },
      );
    },
    () => setOutcome(null),
  );
  return (
    <Card title={t('settings.withdrawals.title')} description={t('settings.withdrawals.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.withdrawals.label')}>
        <OutcomeAlert outcome={outcome} />
        <TextField
          control={form.control}
          name="withdrawal_notice_days"
          label={t('settings.withdrawals.notice')}
          inputMode="numeric"
          hint={t('settings.withdrawals.noticeHint', { max: MAX_WITHDRAWAL_NOTICE_DAYS })}
        />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.withdrawals.save')}
        </Button>
      </form>
    </Card>
  );
}
