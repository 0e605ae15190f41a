import { z } from 'zod';

export const refreshBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(200),
});
