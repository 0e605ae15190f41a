import { randomInt } from 'node:crypto';
import {
  type Language,
  passwordChangedMessage,
  passwordResetMessage,
  RESET_CODE_MINUTES,
  RESET_CODE_TRIES,
  resetLinkPath,
} from '@links/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { runInGroup } from '../../db/group-context.js';
import { passwordResets } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { normalizeEmail, requireUser, setPasswordHash } from '../directory/directory.service.js';
import { landingOfEmail } from './memberships.js';
import { linkTo, type OwnPasswordDeps } from './own-password-deps.js';
import { countHit } from './request-counter.js';
import { endSessions, endSessionsElsewhere } from './sessions.js';
import { clearFailures } from './throttle.js';

/*
 * Forgotten passwords (docs/decisions/passwords.md, "Forgotten passwords"): a six-digit code and a
 * link left in the outbox, holding 30 minutes, surviving 5 wrong tries, kept only as an argon2id
 * hash. Asking answers the same whether the email is known or not.
 */

export const RESET_REQUESTED =
  'If this email belongs to a member, a code to reset the password is on its way. It holds 30 minutes.';
export const RESET_DONE = 'Your password has been reset. You can sign in with it now.';
export const RESET_CODE_WRONG = 'This code is wrong or has expired. Check it, or ask for a new one.';
export const RESET_CODE_BURNED = 'Too many wrong tries: this code no longer works. Ask for a new one.';

/** Codes one email may be sent per window; more asks are answered alike and send nothing. */
export const RESETS_PER_EMAIL = 3;
const RESET_WINDOW_MS = 15 * 60_000;

const wrongCode = (message = RESET_CODE_WRONG, code = 'RESET_CODE_INVALID') =>
  new AppError(422, code, message, { code: message });

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function passwordResetUseCases(deps: OwnPasswordDeps) {
  const { db, clock, config, outbox } = deps;

  /** The latest code of the user still open and not expired. */
  async function openReset(userId: number) {
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, clock.now()),
        ),
      )
      .orderBy(desc(passwordResets.id))
      .limit(1);
    return row;
  }

  /** A wrong try counted; the one past the limit burns the code. Answers the refusal to throw. */
  async function countWrongTry(id: number): Promise<AppError> {
    const [row] = await db
      .update(passwordResets)
      .set({
        wrongTries: sql`${passwordResets.wrongTries} + 1`,
        usedAt: sql`case when ${passwordResets.wrongTries} + 1 > ${RESET_CODE_TRIES} then ${clock.now().toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ wrongTries: passwordResets.wrongTries });
    if (row && row.wrongTries > RESET_CODE_TRIES) return wrongCode(RESET_CODE_BURNED, 'RESET_CODE_BURNED');
    return wrongCode();
  }

  return {
    /**
     * POST /password-resets: for a known email (within its limit) a new code replaces any earlier
     * one and waits in the outbox; an unknown one costs the same hashing and writes nothing. The
     * answer is the same either way.
     */
    async requestReset(emailInput: string, context: RequestContext): Promise<void> {
      const email = normalizeEmail(emailInput);
      const code = sixDigits();
      const codeHash = await hashPassword(code);
      const { hits } = await countHit(db, `password-reset:${email}`, RESET_WINDOW_MS, clock.now());
      // Left in the group the person's sign-in lands in (docs/decisions/people.md, "One password").
      const home = await landingOfEmail(db, email);
      if (!home || hits > RESETS_PER_EMAIL) return;
      const sent = { code, codeHash, email };
      await runInGroup(home.membership.groupId, () => leaveCode(home.membership.userId, sent, context));
    },

    confirmReset,
  };

  /** A new code for the member, replacing any earlier one, left in the outbox. */
  async function leaveCode(
    userId: number,
    { code, codeHash, email }: { code: string; codeHash: string; email: string },
    context: RequestContext,
  ) {
    const user = await requireUser(db, userId);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({ userId: user.id, codeHash, expiresAt, createdAt: now });
      const url = linkTo(config, resetLinkPath(email, code));
      await outbox.leave(tx, {
        userId: user.id,
        kind: 'password_reset',
        secret: true,
        everyChannel: true,
        text: (language: Language) =>
          passwordResetMessage(language, { firstname: user.firstname, url, code, expiresAt }),
      });
      await recordAudit(
        tx,
        { ...context, userId: user.id, role: user.role },
        { action: 'request_password_reset', entity: 'user', entityId: user.id, memberId: user.id },
      );
    });
  }

  /**
   * POST /password-resets/confirm: the right code, in time, sets the password, uses the code and
   * ends every sign-in, in one transaction; a wrong one counts a try (the sixth burns it).
   */
  async function confirmReset(
    emailInput: string,
    code: string,
    password: string,
    context: RequestContext,
  ): Promise<void> {
    const email = normalizeEmail(emailInput);
    const home = await landingOfEmail(db, email);
    if (!home) {
      // The same work as a wrong code, so that the answer's time does not tell the email apart.
      await burnPasswordCheck(code);
      throw wrongCode();
    }
    const { personId, membership } = home;
    await runInGroup(membership.groupId, () =>
      confirmIn(membership.userId, personId, email, code, password, context),
    );
  }

  /** The confirmation, in the group the code was left in. */
  async function confirmIn(
    userId: number,
    personId: number,
    email: string,
    code: string,
    password: string,
    context: RequestContext,
  ): Promise<void> {
    const user = await requireUser(db, userId);
    const open = await openReset(user.id);
    if (!open) {
      // The same work as a wrong code, so that the answer's time does not tell the email apart.
      await burnPasswordCheck(code);
      throw wrongCode();
    }
    if (!(await verifyPassword(open.codeHash, code))) throw await countWrongTry(open.id);
    const passwordHash = await hashPassword(password);
    const elsewhere = await endSessionsElsewhere(db, clock, personId, user.groupId);
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(passwordResets.id, open.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, clock.now()),
          ),
        )
        .returning();
      if (!used) throw wrongCode();
      await setPasswordHash(tx, user.id, passwordHash, false);
      const ended = elsewhere + (await endSessions(tx, clock, user.id));
      await clearFailures(tx, email);
      await outbox.leave(tx, {
        userId: user.id,
        kind: 'password_changed',
        text: (language: Language) =>
          passwordChangedMessage(language, { firstname: user.firstname, at: clock.now(), how: 'reset' }),
      });
      await recordAudit(
        tx,
        { ...context, userId: user.id, role: user.role },
        {
          action: 'reset_password',
          entity: 'user',
          entityId: user.id,
          memberId: user.id,
          after: { via: 'code', sign_ins_ended: ended },
        },
      );
    });
  }
}
