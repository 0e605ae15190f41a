export * from './allocation.js';
export * from './rounding.js';
export * from './schedule.js';
