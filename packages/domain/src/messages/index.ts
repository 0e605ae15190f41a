/** The messages members receive, in English and Kiswahili (docs/decisions/notifications.md). */
export * from './account.js';
export { deviceName } from './device-name.js';
export { endingWith, firstFitting, messageTime } from './fit.js';
export * from './lending.js';
export * from './payments.js';

export * from './disputes.js';
export * from './text.js';
