export * from './contract.js';
export * from './exit.js';
export * from './list.js';
export * from './member-number.js';
export * from './names.js';
export * from './phone.js';
export * from './wizard-body.js';
export * from './wizard-rules.js';
