import { settingsChangeBody } from '@links/domain';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { AccountField } from '../../books';
import type { SettingsAnswer } from '../api/get-settings';
import { type SettingsChange, useUpdateSettings } from '../api/update-settings';
import { CallbackTokenPanel } from './CallbackTokenPanel';

/** The card's two settings as the form holds them: the number as typed, the account's id as text. */
interface MpesaValues {
  mpesa_shortcode: string;
  mpesa_account_id: string;
}

/**
 * The shortcode's rule is the domain's (`settingsChangeBody`: 5 to 10 digits, blank clears it); the
 * card says it in its own sentence, in the language on screen. The account's messages name it by its
 * label, in the language on screen too.
 */
const subjectsOf = (t: TFunction) => ({
  mpesa_shortcode: { says: t('settings.mpesa.shortcodeRule') },
  mpesa_account_id: t('settings.mpesa.account'),
});
const fields = ['mpesa_shortcode', 'mpesa_account_id'] as const;

const valuesOf = (settings: SettingsAnswer): MpesaValues => ({
  mpesa_shortcode: settings.mpesa_shortcode ?? '',
  mpesa_account_id: settings.mpesa_account_id ? String(settings.mpesa_account_id) : '',
});

/**
 * The group's M-Pesa (docs/decisions/payments.md, "Settings"): the paybill or till number members pay to, the
 * bank account of the books that receives the money, and the secret of Safaricom's callback URLs.
 */
export function MpesaSettingsCard({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const subjects = subjectsOf(t);
  const form = useForm<MpesaValues, unknown, MpesaValues>({
    resolver: schemaResolver(settingsChangeBody, subjects),
    defaultValues: valuesOf(settings),
  });
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: t('settings.saved'),
    failed: t('settings.failed'),
    fields,
    subjects,
  });

  const submit = form.handleSubmit(
    (values) => {
      const code = values.mpesa_shortcode.trim();
      const change: SettingsChange = {
        mpesa_shortcode: code || null,
        mpesa_account_id: values.mpesa_account_id ? Number(values.mpesa_account_id) : null,
      };
      send(update, change, values);
    },
    () => setOutcome(null),
  );

  return (
    <Card title="M-Pesa" description={t('settings.mpesa.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.mpesa.label')}>
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="mpesa_shortcode"
            label={t('settings.mpesa.shortcode')}
            inputMode="numeric"
            maxLength={10}
          />
          <AccountField
            control={form.control}
            name="mpesa_account_id"
            label={t('settings.mpesa.account')}
            placeholder={t('settings.mpesa.notChosen')}
            include={(candidate) => candidate.bank_account_id !== null}
            hint={t('settings.mpesa.accountHint')}
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.mpesa.save')}
        </Button>
      </form>
      <CallbackTokenPanel tokenSet={settings.c2b_token_set} />
    </Card>
  );
}
