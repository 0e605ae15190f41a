export * from './contract.js';
export * from './journal-list.js';
export * from './statement.js';
export * from './transfer.js';
