import { healthAnswer } from '@links/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

export function healthRoutes(database: Database) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: healthAnswer },
        },
      },
      async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      },
    );
  };
}
