/** The messages members receive, in English and Kiswahili (docs/decisions/notifications.md). */

export * from './fines.js';
export * from './fit.js';
export * from './installments.js';
export * from './member-money.js';
export * from './membership.js';
export * from './money-out.js';
export * from './share-out.js';
export * from './text.js';
