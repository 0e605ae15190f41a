import type { ChannelsConfig } from '../../../config.js';
import type { Channel } from '../outbox.service.js';
import type { ChannelSender } from './channel.js';
import { emailChannel } from './email.js';
import { smsChannel } from './sms.js';

export type { ChannelSender, Outgoing, SendResult } from './channel.js';
export { NOT_A_KENYAN_MOBILE } from './sms.js';

/** The configured channels by name; an unconfigured one is absent and its deliveries wait. */
export type Channels = Partial<Record<Channel, ChannelSender>>;

/** The channels of a configuration (docs/decisions/notifications.md, "Channels"). */
export function createChannels(config: ChannelsConfig): Channels {
  return {
    ...(config.email && { email: emailChannel(config.email, config.timeoutMs) }),
    ...(config.sms && { sms: smsChannel(config.sms, config.timeoutMs) }),
  };
}
