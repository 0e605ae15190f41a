import { loanOperations } from './loans.js';

/**
 * The table of the API's operations (docs/decisions/contract.md, "One table of operations"): one
 * entry per route, by name, gathered from each area's file.
 */
export const operations = {
  ...loanOperations,
};

export type Operations = typeof operations;
