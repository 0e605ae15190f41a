import type { Clock, LoginAnswer, SetupInput } from '@links/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { type AppError, conflict, forbidden, tooManyRequests } from '../../lib/errors.js';
import { auditFields, type RequestContext, recordAudit, scriptContext } from '../audit/audit.service.js';
import { countUsers, insertUser, type User } from '../directory/directory.service.js';
import { ensureSettings } from '../settings/settings.service.js';
import { setupBody } from './auth.schemas.js';
import {
  dropSetupCode,
  ensureSetupCode,
  SETUP_CODE_KEY,
  sameSetupCode,
  storedSetupCode,
} from './setup-code.js';
import { clearFailures, recordFailure, secondsLocked, type ThrottleRule } from './throttle.js';

export const ALREADY_SET_UP = 'Links is already set up. Sign in instead.';
export const SETUP_CODE_NEEDED =
  'Setting up Links from another machine needs the setup code the server printed in its log (setup code: XXXX-XXXX).';
export const SETUP_CODE_WRONG = 'That setup code is not right. Use the code the server printed in its log.';

export type StartSession = (tx: DbOrTx, user: User) => Promise<LoginAnswer>;

/**
 * The one lock every first run takes, so that two racing setups create exactly one admin
 * (docs/decisions/first-run.md, "Setting the group up").
 */
const lockSetup = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.setup'))`);

/**
 * The setup code's check, inside the setup's transaction (docs/decisions/first-run.md, "First run"). A
 * missing code asks for one and is not counted; a wrong one is recorded like a failed sign-in,
 * and five within 15 minutes lock the code for 15 minutes. Returns the refusal, if any, for the
 * caller to throw after the commit that keeps the failure.
 */
async function refusalOfCode(tx: DbOrTx, typed: string | undefined, rule: ThrottleRule, now: Date) {
  if (!typed) return forbidden(SETUP_CODE_NEEDED, 'SETUP_CODE_NEEDED');
  const locked = await secondsLocked(tx, SETUP_CODE_KEY, rule, now);
  if (locked > 0) {
    return tooManyRequests(
      `Too many wrong setup codes. Try again in ${Math.ceil(locked / 60)} minutes.`,
      locked,
    );
  }
  const stored = await storedSetupCode(tx);
  if (stored && sameSetupCode(typed, stored)) return undefined;
  await recordFailure(tx, SETUP_CODE_KEY, now);
  return forbidden(SETUP_CODE_WRONG, 'SETUP_CODE_WRONG');
}

/** Creates the group's settings and first admin; the code and its failures go with the first run. */
async function createFirstAdmin(tx: DbOrTx, input: Omit<SetupInput, 'setup_code'>, context: RequestContext) {
  await ensureSettings(tx, input.group_name);
  const user = await insertUser(tx, { ...input, role: 'admin', office: 'chair' });
  await dropSetupCode(tx);
  await clearFailures(tx, SETUP_CODE_KEY);
  await recordAudit(
    tx,
    { ...context, userId: user.id, role: user.role },
    {
      action: 'setup',
      entity: 'user',
      entityId: user.id,
      memberId: user.id,
      after: { ...auditFields(user), group_name: input.group_name },
    },
  );
  return user;
}

/** First run: `GET /setup`, `POST /setup`, the environment's admin and the setup code at start. */
export function firstRun(db: Db, config: Config, clock: Clock, startSession: StartSession) {
  const setupNeeded = async () => (await countUsers(db)) === 0;
  return {
    setupNeeded,

    /**
     * At start: while setup is needed, prints the setup code (every server on one database prints
     * the same); once it is done, makes sure no code is left.
     */
    async announceSetupCode(log: { warn(message: string): void }): Promise<void> {
      if (await setupNeeded()) log.warn(`setup code: ${await ensureSetupCode(db)}`);
      else await dropSetupCode(db);
    },

    /**
     * Names the group and creates the first admin. Exactly one caller can win
     * (docs/decisions/first-run.md, "Setting the group up"); a caller not on the server's own machine must
     * give the setup code.
     */
    async setup(input: SetupInput, context: RequestContext, fromOwnMachine: boolean): Promise<LoginAnswer> {
      const { setup_code, ...fields } = input;
      const outcome = await db.transaction(async (tx) => {
        await lockSetup(tx);
        if ((await countUsers(tx)) > 0) throw conflict(ALREADY_SET_UP, 'ALREADY_SET_UP');
        if (!fromOwnMachine) {
          const refusal = await refusalOfCode(tx, setup_code, config.throttle, clock.now());
          if (refusal) return { refusal };
        }
        return { answer: await startSession(tx, await createFirstAdmin(tx, fields, context)) };
      });
      if ('refusal' in outcome) throw outcome.refusal as AppError;
      return outcome.answer;
    },

    /** LINKS_ADMIN_EMAIL and LINKS_ADMIN_PASSWORD create the first admin at start, for scripted installs. */
    async bootstrapAdmin(): Promise<'created' | 'skipped'> {
      const admin = config.bootstrapAdmin;
      if (!admin) return 'skipped';
      const parsed = setupBody.safeParse({
        group_name: config.defaultGroupName,
        firstname: 'Group',
        lastname: 'Admin',
        email: admin.email,
        password: admin.password,
      });
      if (!parsed.success) {
        throw new Error(`LINKS_ADMIN_EMAIL/LINKS_ADMIN_PASSWORD: ${parsed.error.issues[0]?.message}`);
      }
      return db.transaction(async (tx) => {
        await lockSetup(tx);
        if ((await countUsers(tx)) > 0) return 'skipped' as const;
        await createFirstAdmin(tx, parsed.data, scriptContext(clock, 0));
        return 'created' as const;
      });
    },
  };
}
