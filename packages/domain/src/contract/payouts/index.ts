export * from './b2c.js';
export * from './contract.js';
