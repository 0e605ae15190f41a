import { setLateFines } from '../../apps/server/src/harness.js';

/**
 * A `prepare` for startServer: late installments are fined a fixed amount, as if the fine had been
 * turned on long ago (turned on through the API it applies from today only, decisions.md, so a
 * loan already late would not be fined until its next month late).
 */
export const lateFinesSinceLongAgo = (amountCents: number) => (dataDir: string) =>
  setLateFines(dataDir, amountCents, '2000-01-01');
