export * from './banking.js';
export * from './loans.js';
export * from './operation.js';
export * from './operations.js';
export * from './settings.js';
export * from './transactions.js';
