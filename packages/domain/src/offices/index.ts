export * from './contract.js';
export * from './offices.js';
export * from './group-money.js';
