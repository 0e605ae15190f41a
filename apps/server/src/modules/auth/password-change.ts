import { type Language, passwordChangedMessage, type SessionUser } from '@links/domain';
import { currentGroupId } from '../../db/group-context.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { TokenClaims } from '../../lib/guards.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { requireUser, setPasswordHash, toSessionUser } from '../directory/directory.service.js';
import { personOfUser } from '../directory/index.js';
import type { OwnPasswordDeps } from './own-password-deps.js';
import { endSessions, endSessionsElsewhere } from './sessions.js';
import { clearFailures, reserveCheck } from './throttle.js';

/* POST /me/password (docs/decisions/passwords.md, "Changing one's password"). */

export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices were signed out.';
export const CURRENT_PASSWORD_WRONG = 'The current password is wrong.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';

const refusal = (field: string, message: string, code: string) =>
  new AppError(422, code, message, { [field]: message });

export function passwordChangeUseCases(deps: OwnPasswordDeps) {
  const { db, clock, config, outbox } = deps;
  return {
    /**
     * Checks the current password (counted like a sign-in: the email's limit holds), sets the new
     * one, ends the user's other sign-ins and keeps this one, with one audit record.
     */
    async changePassword(
      who: TokenClaims,
      currentPassword: string,
      newPassword: string,
      context: SignedInContext,
    ): Promise<{ message: string; user: SessionUser }> {
      const user = await requireUser(db, who.userId);
      const locked = await reserveCheck(db, user.email, config.throttle, clock.now());
      if (locked > 0) {
        throw tooManyRequests(
          `Too many wrong passwords. Try again in ${Math.ceil(locked / 60)} minutes.`,
          locked,
        );
      }
      const person = await personOfUser(db, user.id);
      if (!person?.passwordHash || !(await verifyPassword(person.passwordHash, currentPassword))) {
        throw refusal('current_password', CURRENT_PASSWORD_WRONG, 'WRONG_PASSWORD');
      }
      await clearFailures(db, user.email);
      if (currentPassword === newPassword) throw refusal('new_password', SAME_PASSWORD, 'SAME_PASSWORD');
      const passwordHash = await hashPassword(newPassword);
      // The one password of every group the person is in (docs/decisions/people.md, "One password").
      await endSessionsElsewhere(db, clock, person.id, currentGroupId());
      return db.transaction(async (tx) => {
        const changed = await setPasswordHash(tx, user.id, passwordHash, false);
        const ended = await endSessions(tx, clock, user.id, { except: who.sessionId });
        await outbox.leave(tx, {
          userId: user.id,
          kind: 'password_changed',
          text: (language: Language) =>
            passwordChangedMessage(language, { firstname: user.firstname, at: clock.now(), how: 'changed' }),
        });
        await recordAudit(tx, context, {
          action: 'change_password',
          entity: 'user',
          entityId: user.id,
          memberId: user.id,
          after: { sign_ins_ended: ended, required: user.mustChangePassword },
        });
        return { message: PASSWORD_CHANGED, user: toSessionUser(changed) };
      });
    },
  };
}
