import { z } from 'zod';

/** `GET /health`: the server is up and reached its database, of this engine. */
export const healthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthAnswer = z.infer<typeof healthAnswer>;
