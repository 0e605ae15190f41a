export * from './create.js';
export * from './status.js';
