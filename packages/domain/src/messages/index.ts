/** The messages members receive, in English and Kiswahili (docs/decisions/notifications.md). */

export * from './channels.js';
export * from './text.js';
