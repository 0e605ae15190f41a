import {
  DARAJA_FIELDS,
  type DarajaCredentialsInput,
  type DarajaField,
  type DarajaStatus,
} from '@links/domain';
import { and, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { currentGroupId } from '../../db/group-context.js';
import { darajaCredentials } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';

type Row = typeof darajaCredentials.$inferSelect;

/** Each field's column. */
const COLUMNS = {
  daraja_consumer_key: 'consumerKey',
  daraja_consumer_secret: 'consumerSecret',
  daraja_passkey: 'passkey',
  daraja_initiator_name: 'initiatorName',
  daraja_security_credential: 'securityCredential',
  daraja_b2c_shortcode: 'b2cShortcode',
} as const satisfies Record<DarajaField, keyof Row>;

export const NO_SECRET_KEY =
  'This server cannot keep Daraja credentials: set LINKS_SECRET_KEY (32 characters or more) and restart it.';

/** Where a value is sealed for: its group and field, so that it opens nowhere else. */
const placeOf = (groupId: number, field: DarajaField) => `group:${groupId}:${field}`;

async function savedRow(db: DbOrTx): Promise<Row | undefined> {
  const [row] = await db.select().from(darajaCredentials);
  return row;
}

/** docs/decisions/daraja.md, "Write-only": which fields are saved, never what they hold. */
export async function darajaStatus(
  db: DbOrTx,
  box: SecretBox | undefined,
  baseUrl: string,
): Promise<DarajaStatus> {
  const row = await savedRow(db);
  const saved = Object.fromEntries(
    DARAJA_FIELDS.map((field) => [field, Boolean(row?.[COLUMNS[field]])]),
  ) as Record<DarajaField, boolean>;
  return {
    saved,
    can_store: box !== undefined,
    base_url: baseUrl,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Saves the fields sent (a value sealed, null removed; others kept), audited by name only
 * (docs/decisions/daraja.md, "Write-only").
 */
export async function saveDarajaCredentials(
  db: DbOrTx,
  box: SecretBox | undefined,
  input: DarajaCredentialsInput,
  who: SignedInContext,
): Promise<void> {
  if (!box) throw unprocessable(NO_SECRET_KEY, undefined, 'SECRET_KEY_MISSING');
  const groupId = currentGroupId();
  const change: Partial<Record<(typeof COLUMNS)[DarajaField], string | null>> = {};
  const set: DarajaField[] = [];
  const removed: DarajaField[] = [];
  for (const field of DARAJA_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    change[COLUMNS[field]] = value === null ? null : box.seal(value, placeOf(groupId, field));
    (value === null ? removed : set).push(field);
  }
  const values = { ...change, updatedBy: who.userId, updatedAt: who.at };
  await db
    .insert(darajaCredentials)
    .values(values)
    .onConflictDoUpdate({ target: [darajaCredentials.groupId], set: values });
  await recordAudit(db, who, {
    action: 'update',
    entity: 'daraja_credentials',
    entityId: null,
    after: { saved: set, removed },
  });
}

/** The saved credentials in the clear, for calling Daraja; a field saved under another key is missing. */
export interface DarajaCredentials {
  values: Partial<Record<DarajaField, string>>;
  /** Fields saved that this server's key does not open (LINKS_SECRET_KEY changed since). */
  unreadable: DarajaField[];
  /** When they were last changed: a cached token of older credentials is not used. */
  version: string | null;
}

export async function readDarajaCredentials(
  db: DbOrTx,
  box: SecretBox | undefined,
): Promise<DarajaCredentials> {
  const row = await savedRow(db);
  const values: DarajaCredentials['values'] = {};
  const unreadable: DarajaField[] = [];
  if (!row) return { values, unreadable, version: null };
  const groupId = currentGroupId();
  for (const field of DARAJA_FIELDS) {
    const sealed = row[COLUMNS[field]];
    if (!sealed) continue;
    const plain = box?.open(sealed, placeOf(groupId, field));
    if (plain === undefined) unreadable.push(field);
    else values[field] = plain;
  }
  return { values, unreadable, version: row.updatedAt.toISOString() };
}

/**
 * Across groups: the groups whose officials saved the initiator's name and security credential, the
 * ones the daily balance check may ask for (docs/decisions/jobs.md, "Only the groups with work").
 */
export async function groupsWithInitiator(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ groupId: darajaCredentials.groupId })
    .from(darajaCredentials)
    .where(and(isNotNull(darajaCredentials.initiatorName), isNotNull(darajaCredentials.securityCredential)));
  return rows.map((row) => row.groupId);
}
