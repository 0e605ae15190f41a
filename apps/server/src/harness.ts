import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Office, type Role, systemClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { type Database, knownMigrations, openDatabase } from './db/client.js';
import { runInGroup } from './db/group-context.js';
import { groupSettings, users } from './db/schema.js';
import { insertHashedUser, insertUser } from './modules/directory/directory.service.js';
import { findPersonByEmail } from './modules/directory/index.js';
import { createGroup, setGroupStatus } from './modules/groups/index.js';
import { createOutbox, type OutboxKind, plainText } from './modules/outbox/outbox.service.js';

/*
 * The one door into the server's internals for the harnesses outside it (docs/architecture.md,
 * "Harnesses"): the browser tests write a scene's starting data folder through it before its
 * server starts (e2e/support/global-setup.ts, seed-folder.mjs on the build, fines.ts), and the
 * benchmarks seed their databases through it. Everything else they do goes through the API.
 */
export { type Database, openDatabase, queryRows } from './db/client.js';
export { hashPassword } from './lib/passwords.js';
export { createTokenIssuer } from './modules/auth/tokens.js';
export { ensureSettings } from './modules/settings/settings.service.js';
export { insertUser };

/** The schema version: the committed migrations' contents (and, for PGlite's image, its version). */
export function schemaVersion(engine = ''): string {
  const hash = createHash('sha256').update(engine);
  for (const migration of knownMigrations()) hash.update(migration.hash);
  return hash.digest('hex').slice(0, 16);
}

/** The version of an embedded database's files: PGlite's own and the schema's. */
export const pgliteSchemaVersion = () => schemaVersion(pgliteVersion());

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * Late installments fined a fixed amount from `from` on, written into a data folder's settings
 * before its server starts (turned on through the API a fine applies from today only).
 */
export async function setLateFines(dataDir: string, amountCents: number, from: string): Promise<void> {
  const database: Database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.db
      .update(groupSettings)
      .set({ lateFineKind: 'fixed', lateFineCents: amountCents, lateFinesFrom: from });
  } finally {
    await database.close();
  }
}

/** A message to leave in a data folder's outbox before its server starts (see `leaveMessage`). */
export interface SeededMessage {
  /** Whom it is for, by e-mail. */
  email: string;
  kind: OutboxKind;
  eventKey: string;
  subject: string;
  body: string;
  link?: string;
}

/**
 * Leaves a message for a member in a data folder's outbox before its server starts, as an event's
 * hook would (docs/decisions/notifications.md, "The outbox"): for a browser test of the inbox whose
 * event's own message is written elsewhere.
 */
export async function leaveMessage(dataDir: string, message: SeededMessage): Promise<void> {
  const database: Database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [member] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, message.email));
    if (!member) throw new Error(`No user ${message.email}`);
    await createOutbox(systemClock).leave(database.db, {
      userId: member.id,
      kind: message.kind,
      eventKey: message.eventKey,
      text: plainText(message.subject, message.body),
      ...(message.link === undefined ? {} : { link: message.link }),
    });
  } finally {
    await database.close();
  }
}

/**
 * Opens another group in a data folder before its server starts, with its users (an existing
 * person's email adds them a membership): for a browser test of a person in two groups
 * (docs/decisions/people.md). Answers the new group's id.
 */
export async function addGroup(
  dataDir: string,
  name: string,
  members: { firstname: string; lastname: string; email: string; role: Role; office?: Office }[],
  password: string,
  status: 'active' | 'suspended' = 'active',
): Promise<number> {
  const database: Database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const groupId = await createGroup(database.db, name);
    await setGroupStatus(database.db, groupId, status);
    await runInGroup(groupId, async () => {
      for (const member of members) {
        const known = await findPersonByEmail(database.db, member.email.toLowerCase());
        if (known) await insertHashedUser(database.db, { ...member, passwordHash: null });
        else await insertUser(database.db, { ...member, password });
      }
    });
    return groupId;
  } finally {
    await database.close();
  }
}
