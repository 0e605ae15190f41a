import type { ChannelsAnswer, ChannelTestAnswer, DeliveryChannel } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useChannels, useTestChannel } from '../../messages';

const toneOf = (answer: ChannelTestAnswer) =>
  answer.status === 'sent' ? 'success' : answer.status === 'failed' ? 'error' : 'info';

function TestButton({ channel, label }: { channel: DeliveryChannel; label: string }) {
  const { t } = useTranslation();
  const test = useTestChannel();
  return (
    <div className="space-y-2" data-testid={`channel-test-${channel}`}>
      <Button variant="secondary" onClick={() => test.mutate(channel)} disabled={test.isPending}>
        {test.isPending ? t('settings.channels.sending') : label}
      </Button>
      {test.isError ? <Alert>{messageOf(test.error, t('settings.channels.testFailed'))}</Alert> : null}
      {test.data ? <Alert tone={toneOf(test.data)}>{test.data.message}</Alert> : null}
    </div>
  );
}

/**
 * The channels on /settings (docs/decisions/notifications.md, "Channels"): which are set up on the
 * server, and a test message by each to the official asking, with what came of it.
 */
export function ChannelsCard() {
  const { t } = useTranslation();
  const channels = useChannels();
  return (
    <Card
      title={t('settings.channels.title')}
      description={t('settings.channels.description')}
      className="max-w-2xl"
    >
      <div className="space-y-4 px-5 py-4">
        {channels.isPending ? <Loading>{t('settings.channels.loading')}</Loading> : null}
        {channels.isError ? <Alert>{t('settings.channels.failed')}</Alert> : null}
        {channels.data ? <ChannelList channels={channels.data} /> : null}
        <div className="flex flex-wrap gap-3 max-sm:flex-col">
          <TestButton channel="email" label={t('settings.channels.testEmail')} />
          <TestButton channel="sms" label={t('settings.channels.testSms')} />
        </div>
      </div>
    </Card>
  );
}

/** Which channels the server has set up: e-mail and its sender, SMS and its sender id. */
function ChannelList({ channels }: { channels: ChannelsAnswer }) {
  const { t } = useTranslation();
  const { email, sms } = channels;
  const smsSet = sms.sender_id
    ? t('settings.channels.smsSetAs', { sender: sms.sender_id })
    : t('settings.channels.smsSet');
  return (
    <ul className="space-y-1 text-sm text-slate-700" data-testid="channels">
      <li>
        <span className="font-medium text-slate-900">{t('settings.channels.email')} </span>
        {email.configured
          ? t('settings.channels.emailSet', { from: email.from })
          : t('settings.channels.emailNotSet')}
      </li>
      <li>
        <span className="font-medium text-slate-900">{t('settings.channels.sms')} </span>
        {sms.configured ? smsSet : t('settings.channels.smsNotSet')}
      </li>
    </ul>
  );
}
