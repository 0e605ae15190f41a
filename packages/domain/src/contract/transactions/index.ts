export * from './contract.js';
export * from './create.js';
export * from './list.js';
export * from './status.js';
