/** What other modules may use of auth besides its service: password hashing and the password rule. */
export { uncommonPasswordSchema } from './common-passwords.js';
export { hashPassword } from './passwords.js';
