/** What other modules may use of accounts besides its service: whether a member holds an account. */
export { holdsMemberAccount } from './holders.js';
