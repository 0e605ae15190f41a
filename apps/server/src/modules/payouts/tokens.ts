import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { payoutAttempts } from '../../db/schema.js';
import { hashOfToken } from './payouts.service.js';

/**
 * The group an attempt's callback token is of, whichever group asks (docs/decisions/groups.md, "Keys"):
 * the B2C result and timeout token, or the status query's.
 */
export function groupOfAttemptToken(db: DbOrTx, token: string, status: boolean): Promise<number | undefined> {
  if (token.length === 0 || token.length > 200) return Promise.resolve(undefined);
  const hash = hashOfToken(token);
  return asPlatform(async () => {
    const rows = await db
      .select({ groupId: payoutAttempts.groupId })
      .from(payoutAttempts)
      .where(status ? eq(payoutAttempts.statusTokenHash, hash) : eq(payoutAttempts.callbackTokenHash, hash));
    return rows.length === 1 ? rows[0]!.groupId : undefined;
  });
}
