export * from './contract.js';
export * from './list.js';
