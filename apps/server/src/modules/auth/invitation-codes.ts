import { createHash, randomBytes } from 'node:crypto';
import { type Clock, invitationCodeFrom, normalizeInvitationCode } from '@links/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { invitations } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/*
 * An invitation's code (docs/decisions/passwords.md, "Invitations"): ten letters and digits, kept
 * only as its SHA-256, holding until it expires or is used.
 */

export const INVITATION_NOT_FOUND = 'This invitation does not exist, was already used or has expired.';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function newCode(): string {
  for (;;) {
    const code = invitationCodeFrom(randomBytes(32));
    if (code !== undefined) return code;
  }
}

/** The invitation of a code while it may still be used. */
const stillOpen = (clock: Clock, code: string) =>
  and(
    eq(invitations.codeHash, hashCode(code)),
    isNull(invitations.usedAt),
    gt(invitations.expiresAt, clock.now()),
  );

/** The invitation a code names, in the current group, while it may still be used; undefined when none. */
export async function openInvitation(tx: DbOrTx, clock: Clock, input: string) {
  const code = normalizeInvitationCode(input);
  if (code === undefined) return undefined;
  const [row] = await tx.select().from(invitations).where(stillOpen(clock, code));
  return row;
}

/** Marks an open invitation used; undefined when another request used it first. */
export async function useInvitation(tx: DbOrTx, clock: Clock, input: string) {
  const open = await openInvitation(tx, clock, input);
  if (!open) return undefined;
  const [used] = await tx
    .update(invitations)
    .set({ usedAt: clock.now() })
    .where(and(eq(invitations.id, open.id), isNull(invitations.usedAt)))
    .returning();
  return used;
}

/**
 * The group an open invitation's code was issued in: the one anonymous lookup across groups, by
 * the code's hash (docs/decisions/people.md, "Invitations and resets").
 */
export async function groupOfCode(db: Db, clock: Clock, input: string): Promise<number> {
  const code = normalizeInvitationCode(input);
  const [row] =
    code === undefined
      ? []
      : await asPlatform(() =>
          db.select({ groupId: invitations.groupId }).from(invitations).where(stillOpen(clock, code)),
        );
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row.groupId;
}
