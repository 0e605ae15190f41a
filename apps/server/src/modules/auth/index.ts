/**
 * What other modules may use of auth besides its service: password hashing, the password rule, ending
 * a user's sign-ins, a limit of attempts per address.
 */

export { hashPassword } from '../../lib/passwords.js';
export { hourlyAddressLimit } from './address-limit.js';
export { uncommonPasswordSchema } from './common-passwords.js';
export { type EndSessionsOptions, endSessions } from './sessions.js';
