export * from './allocation.js';
export * from './basis.js';
export * from './contract.js';
export * from './plan.js';
