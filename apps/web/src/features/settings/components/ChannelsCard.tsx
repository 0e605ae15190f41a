import type { ChannelTestAnswer, DeliveryChannel } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { messageOf } from '../../../lib/api';
import { useChannels, useTestChannel } from '../../messages';

export const CHANNELS_FAILED = 'Failed to load the channels';

const toneOf = (answer: ChannelTestAnswer) =>
  answer.status === 'sent' ? 'success' : answer.status === 'failed' ? 'error' : 'info';

function TestButton({ channel, label }: { channel: DeliveryChannel; label: string }) {
  const test = useTestChannel();
  return (
    <div className="space-y-2" data-testid={`channel-test-${channel}`}>
      <Button variant="secondary" onClick={() => test.mutate(channel)} disabled={test.isPending}>
        {test.isPending ? 'Sending…' : label}
      </Button>
      {test.isError ? <Alert>{messageOf(test.error, 'The test could not be sent.')}</Alert> : null}
      {test.data ? <Alert tone={toneOf(test.data)}>{test.data.message}</Alert> : null}
    </div>
  );
}

/**
 * The channels on /settings (docs/decisions/notifications.md, "Channels"): which are set up on the
 * server, and a test message by each to the official asking, with what came of it.
 */
export function ChannelsCard() {
  const channels = useChannels();
  return (
    <Card
      title="Channels"
      description="Members get every message in the app; with these set up on the server, also by e-mail and SMS."
      className="max-w-2xl"
    >
      <div className="space-y-4 px-5 py-4">
        {channels.isPending ? <Loading>Loading channels...</Loading> : null}
        {channels.isError ? <Alert>{CHANNELS_FAILED}</Alert> : null}
        {channels.data ? (
          <ul className="space-y-1 text-sm text-slate-700" data-testid="channels">
            <li>
              <span className="font-medium text-slate-900">E-mail: </span>
              {channels.data.email.configured
                ? `set up, from ${channels.data.email.from}`
                : 'not set up (SMTP_URL and MAIL_FROM): e-mails wait in the outbox'}
            </li>
            <li>
              <span className="font-medium text-slate-900">SMS: </span>
              {channels.data.sms.configured
                ? `set up through Africa's Talking${channels.data.sms.sender_id ? `, as ${channels.data.sms.sender_id}` : ''}`
                : 'not set up (AT_USERNAME and AT_API_KEY): SMS wait in the outbox'}
            </li>
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3 max-sm:flex-col">
          <TestButton channel="email" label="Send a test e-mail" />
          <TestButton channel="sms" label="Send a test SMS" />
        </div>
      </div>
    </Card>
  );
}
