/** The members feature's public surface: all that other features may import from it. */
export { fullName, useUsers } from './api/get-users';
