/** What other modules may use of auth besides its service: password hashing, ending a user's sign-ins. */
export { hashPassword } from './passwords.js';
export { type EndSessionsOptions, endSessions } from './sessions.js';
