import { openDatabase } from '../../apps/server/src/db/client.js';
import { groupSettings } from '../../apps/server/src/db/schema.js';

/**
 * A `prepare` for startServer: late installments are fined a fixed amount, as if the fine had been
 * turned on long ago (turned on through the API it applies from today only, decisions.md, so a
 * loan already late would not be fined until its next month late).
 */
export const lateFinesSinceLongAgo = (amountCents: number) => async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.db
      .update(groupSettings)
      .set({ lateFineKind: 'fixed', lateFineCents: amountCents, lateFinesFrom: '2000-01-01' });
  } finally {
    await database.close();
  }
};
