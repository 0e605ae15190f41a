export * from './codes.js';
export * from './contract.js';
