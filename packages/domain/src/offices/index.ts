export * from './contract.js';
export * from './offices.js';
