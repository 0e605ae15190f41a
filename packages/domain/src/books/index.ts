export * from './accounts.js';
export * from './closing.js';
export * from './contract.js';
export * from './entry.js';
export * from './postings.js';
export * from './reports.js';
export * from './statement.js';
export * from './transfer.js';
