import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { useStoredUser } from '../../../lib/useSession';
import { MessagePreferences } from '../../notifications';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/**
 * `/change-password`: anyone's own password. After signing in with a password an official set,
 * every screen leads here until it is changed (docs/decisions/passwords.md, "A password set by an
 * official").
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const navigate = useNavigate();
  const [forced] = useState(user?.must_change_password === true);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={forced ? t('auth.change.submit') : t('auth.change.title')}>
        {forced ? t('auth.change.forcedIntro') : t('auth.change.intro')}
      </PageHeader>
      <Card className="max-w-xl">
        {done ? (
          <Alert tone="success">{done}</Alert>
        ) : (
          <ChangePasswordForm
            onChanged={(message) => {
              if (forced) navigate(user?.role === 'admin' ? '/' : '/member', { replace: true });
              else setDone(message);
            }}
          />
        )}
      </Card>
      {forced ? null : (
        // docs/decisions/notifications.md, "Preferences".
        <div id="messages" className="mt-6 max-w-xl">
          <Card title={t('auth.change.messages')} description={t('auth.change.messagesNote')}>
            <MessagePreferences />
          </Card>
        </div>
      )}
    </>
  );
}
