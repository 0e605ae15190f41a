export * from './contract.js';
export * from './quorum.js';
