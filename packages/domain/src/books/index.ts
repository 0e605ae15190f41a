export * from './contract.js';
export * from './statement-contract.js';
