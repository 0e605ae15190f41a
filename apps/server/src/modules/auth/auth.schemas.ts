import { z } from 'zod';

export const sessionUser = z.object({
  users_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
});

export const loginAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: sessionUser,
});

export const refreshBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(200),
});
