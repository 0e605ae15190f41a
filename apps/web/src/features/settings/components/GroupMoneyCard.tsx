import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import type { SettingsAnswer } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/**
 * What members see on "Group money" (docs/decisions/offices.md, "Group money"): every payout, with
 * or without the names of the people paid. The officials and the auditor always see the names.
 */
export function GroupMoneyCard({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  return (
    <Card title={t('settings.groupMoney.title')} description={t('settings.groupMoney.description')}>
      <div className="space-y-3">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-700"
            checked={settings.hide_beneficiaries_from_members}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ hide_beneficiaries_from_members: event.target.checked })}
          />
          <span>
            {t('settings.groupMoney.hide')}
            <span className="block text-slate-500">{t('settings.groupMoney.officialsSee')}</span>
          </span>
        </label>
        {update.isError ? <Alert>{messageOf(update.error, t('settings.groupMoney.failed'))}</Alert> : null}
      </div>
    </Card>
  );
}
