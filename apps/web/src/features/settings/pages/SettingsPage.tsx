import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSettings } from '../api/get-settings';
import { ApprovalSettingsCard } from '../components/ApprovalSettingsCard';
import { BackupsCard } from '../components/BackupsCard';
import { MpesaSettingsCard } from '../components/MpesaSettingsCard';
import { SettingsForm } from '../components/SettingsForm';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings';

/** /settings (admin): view and change the group settings (decisions §6). */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Settings">
        The group's name, loan rates and terms, savings target, approvals, M-Pesa and backups.
      </PageHeader>
      <div className="max-w-2xl space-y-6">
        <Card>
          <Loaded query={settings} loading="Loading settings..." failed={SETTINGS_LOAD_FAILED}>
            {(data) => <SettingsForm settings={data} />}
          </Loaded>
        </Card>
        {settings.data ? <ApprovalSettingsCard settings={settings.data} /> : null}
        {settings.data ? <MpesaSettingsCard settings={settings.data} /> : null}
        <BackupsCard />
      </div>
    </>
  );
}
