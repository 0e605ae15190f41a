import { z } from 'zod';

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
