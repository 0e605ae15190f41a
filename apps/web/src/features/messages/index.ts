/** The messages feature's public surface: the channels, for the settings screen. */
export { useChannels, useTestChannel } from './api/messages';
