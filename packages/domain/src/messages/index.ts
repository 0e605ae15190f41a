/** The messages members receive, in English and Kiswahili (docs/decisions/notifications.md). */
export * from './account.js';
export * from './channels.js';
export * from './clip.js';
export { deviceName } from './device-name.js';
export * from './disputes.js';
export * from './documents.js';
export * from './fines.js';
export { endingWith, firstFitting, messageTime } from './fit.js';
export * from './group-status.js';
export * from './installments.js';
export * from './lending.js';
export * from './member-money.js';
export * from './membership.js';
export * from './money-out.js';
export * from './payments.js';
export * from './payouts.js';
export * from './share-out.js';
export * from './text.js';
