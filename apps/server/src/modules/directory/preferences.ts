import type { Language, MessageChannel } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A member's message preferences (docs/decisions/notifications.md, "Preferences"). */
export interface MessagePreferences {
  channels: MessageChannel[];
  language: Language;
  hasPhone: boolean;
}

const known = (row: { channels: string[]; language: string; phone: string | null }): MessagePreferences => ({
  channels: (['email', 'sms'] as const).filter((c) => row.channels.includes(c)),
  language: row.language === 'sw' ? 'sw' : 'en',
  hasPhone: row.phone !== null && row.phone !== '',
});

/** The member's preferences, the row locked until the caller's transaction ends; undefined for nobody. */
export async function lockedPreferences(tx: Tx, userId: number): Promise<MessagePreferences | undefined> {
  const [row] = await tx
    .select({ channels: users.channels, language: users.language, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row && known(row);
}

/** Sets the member's channels and language, inside the caller's transaction. */
export async function setPreferences(
  tx: Tx,
  userId: number,
  change: { channels: MessageChannel[]; language: Language },
): Promise<MessagePreferences | undefined> {
  const [row] = await tx
    .update(users)
    .set(change)
    .where(eq(users.id, userId))
    .returning({ channels: users.channels, language: users.language, phone: users.phone });
  return row && known(row);
}
