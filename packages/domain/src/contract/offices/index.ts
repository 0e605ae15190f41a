export * from './contract.js';
export * from './group-money.js';
export * from './offices.js';
