export * from './auth.js';
export * from './books/index.js';
export * from './dates.js';
export * from './ids.js';
export * from './loans/index.js';
export * from './money.js';
export * from './money-schema.js';
export * from './transactions/index.js';
