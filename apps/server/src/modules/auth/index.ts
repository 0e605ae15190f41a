/** What other modules may use of auth besides its service: password hashing. */
export { hashPassword } from './passwords.js';
