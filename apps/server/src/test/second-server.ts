import type { Clock } from '@links/domain';
import { type App, buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import type { TestContext } from './app.js';
import { type AppOptions, type People, type PeopleScene, signUpPeople, useApp } from './scene.js';

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

/**
 * Like `usePeopleApp`, with a second server on the app's database (started before the people sign
 * up, closed before the app), for the race tests.
 */
export function useTwoServers<P extends People>(
  people: P,
  ready: (scene: PeopleScene<P> & { second: SecondServer }) => unknown,
  options: AppOptions = {},
): void {
  useApp(
    async (ctx, atClose) => {
      const second = await startSecondServer(ctx, options.clock);
      atClose(() => second.close());
      return { ...(await signUpPeople(ctx, people)), second };
    },
    ready,
    options,
  );
}
