import { settingsChangeBody } from '@links/domain';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { AccountField } from '../../books';
import type { SettingsAnswer } from '../api/get-settings';
import { type SettingsChange, useUpdateSettings } from '../api/update-settings';
import { CallbackTokenPanel } from './CallbackTokenPanel';
import { SETTINGS_FAILED, SETTINGS_SAVED } from './SettingsForm';

/** The card's two settings as the form holds them: the number as typed, the account's id as text. */
interface MpesaValues {
  mpesa_shortcode: string;
  mpesa_account_id: string;
}

/**
 * The shortcode's rule is the domain's (`settingsChangeBody`: 5 to 10 digits, blank clears it); the
 * card says it in its own sentence.
 */
const subjects = {
  mpesa_shortcode: { says: 'Paybill or till number must be 5 to 10 digits' },
  mpesa_account_id: 'M-Pesa account',
};
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
  const update = useUpdateSettings();
  const form = useForm<MpesaValues, unknown, MpesaValues>({
    resolver: schemaResolver(settingsChangeBody, subjects),
    defaultValues: valuesOf(settings),
  });
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: SETTINGS_SAVED,
    failed: SETTINGS_FAILED,
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
    <Card
      title="M-Pesa"
      description="Members pay to this number, typing their member number (M001) as the account."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="M-Pesa settings">
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="mpesa_shortcode"
            label="Paybill or till number"
            inputMode="numeric"
            maxLength={10}
          />
          <AccountField
            control={form.control}
            name="mpesa_account_id"
            label="M-Pesa account"
            placeholder="Not chosen"
            include={(candidate) => candidate.bank_account_id !== null}
            hint="The bank account of the books that M-Pesa money is received into."
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save M-Pesa settings'}
        </Button>
      </form>
      <CallbackTokenPanel tokenSet={settings.c2b_token_set} />
    </Card>
  );
}
