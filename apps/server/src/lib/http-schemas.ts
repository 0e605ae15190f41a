import { z } from 'zod';

/** decisions §1: the body of every error answer; routes name it for each 4xx status. */
export const errorBody = z
  .object({
    message: z.string(),
    detail: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
