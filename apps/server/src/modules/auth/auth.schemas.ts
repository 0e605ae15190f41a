import { setupSchema } from '@links/domain';
import { z } from 'zod';
import { uncommonPasswordSchema } from './common-passwords.js';

export const refreshBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(200),
});

/** POST /setup and the environment's admin: the shared form, its password also not a common one. */
export const setupBody = setupSchema.extend({ password: uncommonPasswordSchema });
