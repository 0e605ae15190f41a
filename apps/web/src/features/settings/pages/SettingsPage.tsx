import { Card } from '../../../components/ui/Card';
import { useReadOnlyOffice } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { useSettings } from '../api/get-settings';
import { ApprovalSettingsCard } from '../components/ApprovalSettingsCard';
import { BackupsCard } from '../components/BackupsCard';
import { ChannelsCard } from '../components/ChannelsCard';
import { ContributionKindsCard } from '../components/ContributionKindsCard';
import { DarajaSettingsCard } from '../components/DarajaSettingsCard';
import { FinesSettingsCard } from '../components/FinesSettingsCard';
import { GroupMoneyCard } from '../components/GroupMoneyCard';
import { MpesaSettingsCard } from '../components/MpesaSettingsCard';
import { SettingsForm } from '../components/SettingsForm';
import { WithdrawalSettingsCard } from '../components/WithdrawalSettingsCard';

/** /settings (admin): view and change the group settings (docs/decisions/loans.md, "Group settings"). */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // The auditor reads the settings; the officials change them (docs/decisions/offices.md).
  const readOnly = useReadOnlyOffice();
  return (
    <>
      <PageHeader title={t('settings.title')}>{t('settings.intro')}</PageHeader>
      <div className="max-w-2xl space-y-6">
        <Card>
          <Loaded query={settings} loading={t('settings.loading')} failed={t('settings.loadFailed')}>
            {(data) => (
              <fieldset disabled={readOnly} className="contents">
                <SettingsForm settings={data} />
              </fieldset>
            )}
          </Loaded>
        </Card>
        {settings.data ? (
          <fieldset disabled={readOnly} className="min-w-0 space-y-6">
            <ApprovalSettingsCard settings={settings.data} />
            <MpesaSettingsCard settings={settings.data} />
            <DarajaSettingsCard />
            <GroupMoneyCard settings={settings.data} />
            <WithdrawalSettingsCard settings={settings.data} />
            <FinesSettingsCard settings={settings.data} />
          </fieldset>
        ) : null}
        <fieldset disabled={readOnly} className="min-w-0">
          <ContributionKindsCard />
        </fieldset>
        <fieldset disabled={readOnly} className="min-w-0">
          <ChannelsCard />
        </fieldset>
        <BackupsCard />
      </div>
    </>
  );
}
