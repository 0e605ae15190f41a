import type {
  Clock,
  DarajaCredentialsInput,
  DarajaField,
  DarajaStatus,
  DarajaTestResult,
} from '@links/domain';
import type { Db } from '../../db/client.js';
import { currentGroupId } from '../../db/group-context.js';
import { unprocessable } from '../../lib/errors.js';
import { type SecretBox, secretBox } from '../../lib/secret-box.js';
import type { SignedInContext } from '../audit/audit.service.js';
import { type DarajaCall, postJson } from './calls.js';
import { darajaStatus, readDarajaCredentials, saveDarajaCredentials } from './credentials.js';
import { createDarajaOAuth, type TokenOutcome } from './oauth.js';

export const NOT_CONFIGURED = 'Save the consumer key and secret first.';
export const UNREADABLE =
  'The saved credentials were kept under another LINKS_SECRET_KEY: enter the consumer key and secret again.';
export const CONNECTED = 'Connected to Daraja: the consumer key and secret work.';
const missingCredential = (field: string) => `Save the Daraja ${field.replace('daraja_', '')} first.`;

export interface DarajaServiceOptions {
  secretKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  clock: Clock;
}

/** The group's Daraja credentials and its way in (docs/decisions/daraja.md). */
export function createDarajaService(db: Db, options: DarajaServiceOptions) {
  const box: SecretBox | undefined = options.secretKey ? secretBox(options.secretKey) : undefined;
  const oauth = createDarajaOAuth({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    now: () => options.clock.now(),
  });

  /** The group's key and secret in the clear, or a 422 saying why there are none to use. */
  async function keyAndSecret() {
    const credentials = await readDarajaCredentials(db, box);
    const { daraja_consumer_key: key, daraja_consumer_secret: secret } = credentials.values;
    if (key && secret && credentials.version) return { key, secret, version: credentials.version };
    const unreadable = credentials.unreadable.some(
      (field) => field === 'daraja_consumer_key' || field === 'daraja_consumer_secret',
    );
    if (unreadable) throw unprocessable(UNREADABLE, undefined, 'CREDENTIALS_UNREADABLE');
    throw unprocessable(NOT_CONFIGURED, undefined, 'DARAJA_NOT_CONFIGURED');
  }

  return {
    status: (): Promise<DarajaStatus> => darajaStatus(db, box, options.baseUrl),

    async save(who: SignedInContext, input: DarajaCredentialsInput): Promise<DarajaStatus> {
      await db.transaction((tx) => saveDarajaCredentials(tx, box, input, who));
      return darajaStatus(db, box, options.baseUrl);
    },

    /** "Test connection": a new token from Daraja for the saved key and secret. */
    async test(): Promise<DarajaTestResult> {
      const outcome = await oauth.token(currentGroupId(), await keyAndSecret(), true);
      return outcome.ok ? { ok: true, message: CONNECTED } : { ok: false, message: outcome.message };
    },

    /** The group's access token for a call to Daraja (kept until it nears its end). */
    async token(): Promise<TokenOutcome> {
      return oauth.token(currentGroupId(), await keyAndSecret());
    },

    /** A saved credential besides the key and secret (the passkey, the initiator's), or a 422 naming it. */
    async credential(
      field: Exclude<DarajaField, 'daraja_consumer_key' | 'daraja_consumer_secret'>,
    ): Promise<string> {
      const credentials = await readDarajaCredentials(db, box);
      const value = credentials.values[field];
      if (value) return value;
      throw unprocessable(
        missingCredential(field),
        { [field]: missingCredential(field) },
        'DARAJA_NOT_CONFIGURED',
      );
    },

    /**
     * A JSON request to Daraja with the group's token (docs/decisions/daraja.md, "Calling Daraja"): its
     * status and body, or what went wrong in an official's words.
     */
    async post(path: string, body: Record<string, unknown>): Promise<DarajaCall> {
      const token = await oauth.token(currentGroupId(), await keyAndSecret());
      if (!token.ok) return token;
      return postJson(`${options.baseUrl}${path}`, token.token, body, options.timeoutMs);
    },
  };
}

export type DarajaService = ReturnType<typeof createDarajaService>;
