export * from './applications.js';
export * from './contract.js';
export * from './lists.js';
export * from './rate-schema.js';
export * from './requests.js';
