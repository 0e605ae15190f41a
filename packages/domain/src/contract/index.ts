export * from './loans.js';
export * from './operation.js';
export * from './operations.js';
