import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect } from '../../books';
import type { GroupSettings } from '../api/get-settings';
import { type SettingsChange, useUpdateSettings } from '../api/update-settings';
import { CallbackTokenPanel } from './CallbackTokenPanel';
import { SETTINGS_FAILED, SETTINGS_SAVED } from './SettingsForm';

const SHORTCODE_MESSAGE = 'Paybill or till number must be 5 to 10 digits';

/**
 * The group's M-Pesa (docs/decisions/payments.md, "Settings"): the paybill or till number members pay to, the
 * bank account of the books that receives the money, and the secret of Safaricom's callback URLs.
 */
export function MpesaSettingsCard({ settings }: { settings: GroupSettings }) {
  const update = useUpdateSettings();
  const [shortcode, setShortcode] = useState(settings.mpesa_shortcode ?? '');
  const [account, setAccount] = useState(settings.mpesa_account_id ? String(settings.mpesa_account_id) : '');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const code = shortcode.trim();
    if (code && !/^\d{5,10}$/.test(code)) {
      setError(SHORTCODE_MESSAGE);
      return;
    }
    const change: SettingsChange = {
      mpesa_shortcode: code || null,
      mpesa_account_id: account ? Number(account) : null,
    };
    update.mutate(change, {
      onSuccess: () => setOutcome({ tone: 'success', text: SETTINGS_SAVED }),
      onError: (failure) => {
        if (failure instanceof ApiError)
          setError(failure.field('mpesa_shortcode') ?? failure.field('mpesa_account_id'));
        setOutcome({ tone: 'error', text: messageOf(failure, SETTINGS_FAILED) });
      },
    });
  };

  return (
    <Card
      title="M-Pesa"
      description="Members pay to this number, typing their member number (M001) as the account."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="M-Pesa settings">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Paybill or till number"
            name="mpesa_shortcode"
            inputMode="numeric"
            value={shortcode}
            maxLength={10}
            onChange={(event) => {
              setShortcode(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <MoneyAccountSelect
            label="M-Pesa account"
            placeholder="Not chosen"
            include={(candidate) => candidate.bank_account_id !== null}
            value={account}
            onChange={setAccount}
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
