import type { Clock, LoginAnswer } from '@links/domain';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { User } from '../directory/directory.service.js';
import type { Outbox } from '../outbox/index.js';

/** What the use cases of a member's own password share (docs/decisions/passwords.md). */
export interface OwnPasswordDeps {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  /** Starts a sign-in, as /login does. */
  startSession(tx: DbOrTx, user: User): Promise<LoginAnswer>;
}

/**
 * A link in a message or an answer: the configured public address and the path, else the path
 * alone; never built from a request's Host header, which a caller chooses
 * (docs/decisions/passwords.md, "Links in messages").
 */
export const linkTo = (config: Config, path: string) => `${config.publicUrl ?? ''}${path}`;
