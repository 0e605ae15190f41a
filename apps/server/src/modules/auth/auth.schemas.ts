import { setupSchema } from '@links/domain';
import { uncommonPasswordSchema } from './common-passwords.js';

/** POST /setup and the environment's admin: the shared form, its password also not a common one. */
export const setupBody = setupSchema.extend({ password: uncommonPasswordSchema });
