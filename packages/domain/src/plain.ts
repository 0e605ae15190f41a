/**
 * The parts of the domain that do not need the schema library (zod): what the web app's first
 * screen uses, so that its first load stays light. Everything here is also in the main entry.
 */

export * from './contract/offices/offices.js';
export * from './contract/operations/paths.js';
export * from './contract/session.js';
export * from './engine/money.js';
