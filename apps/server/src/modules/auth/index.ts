/** What other modules may use of auth besides its service: password hashing, the password rule, ending a user's sign-ins. */

export { hashPassword } from '../../lib/passwords.js';
export { uncommonPasswordSchema } from './common-passwords.js';
export { type EndSessionsOptions, endSessions } from './sessions.js';
