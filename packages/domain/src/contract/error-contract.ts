import { z } from 'zod';

/**
 * docs/decisions/wire.md, "Error answers": the body of every error answer; the server's routes name it for
 * each 4xx status.
 */
export const errorBody = z
  .object({
    message: z.string(),
    detail: z.string(),
    code: z.string(),
    /** The message for each field the request got wrong, by field name. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;
