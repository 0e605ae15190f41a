import type { DbOrTx } from '../../db/client.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { type Member, requireUser, setPhone } from '../directory/directory.service.js';

/**
 * PATCH /users/{userId}: sets or clears a member's phone (docs/decisions/payments.md, "Phones"), with one
 * `member` `update` record of the phone before and after (none when it did not change). Another member's
 * number is a 409; the unique index decides under races.
 */
export async function updatePhone(
  db: DbOrTx,
  userId: number,
  phone: string | null,
  who: SignedInContext,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const before = await requireUser(tx, userId);
    const row = await setPhone(tx, userId, phone);
    if (row.phone !== before.phone) {
      await recordAudit(tx, who, {
        action: 'update',
        entity: 'member',
        entityId: userId,
        memberId: userId,
        before: { phone: before.phone },
        after: { phone: row.phone },
      });
    }
    return row;
  });
}
