import type { Clock } from '@links/domain';
import { type App, buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import type { TestContext } from './app.js';

export interface SecondServer {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** A second server on the test's PostgreSQL database, with its own connections, as behind a load balancer. */
export async function startSecondServer(ctx: TestContext, clock?: Clock): Promise<SecondServer> {
  if (!ctx.database.url) throw new Error('The race tests run on PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url: ctx.database.url, poolSize: 10 });
  const app = await buildApp({ config: ctx.config, database, logger: false, clock, jobs: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
