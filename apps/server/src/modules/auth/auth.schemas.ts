import { setupSchema } from '@links/domain';
import { z } from 'zod';
import { uncommonPasswordSchema } from './common-passwords.js';

/** /token/refresh and /logout: the refresh token in the body, or no body when the cookie carries it. */
export const refreshBody = z
  .object({
    refresh_token: z
      .string({ error: 'refresh_token must be text' })
      .min(1, 'refresh_token must not be empty')
      .max(200, 'refresh_token must be at most 200 characters')
      .optional(),
  })
  .nullish();

/** POST /setup and the environment's admin: the shared form, its password also not a common one. */
export const setupBody = setupSchema.extend({ password: uncommonPasswordSchema });
