// `npm run verify`: the balance check of docs/decisions/books.md, "Records that must add up" against the
// configured database.
import { formatKES } from '@links/domain';
import { runTool, withConfiguredDatabase } from './cli.js';
import { loadConfig } from './config.js';
import { DataFolderInUseError } from './db/lock.js';
import { type BalanceDifference, findBalanceDifferences } from './modules/books/balance-check.js';
import { findKeptFigureDifferences } from './modules/transactions/kept-figures.js';

/** One difference in words a treasurer reads: `bank account #3: stored KES 1,500.01, in the books …`. */
function describe(d: BalanceDifference): string {
  const stored = formatKES(d.storedCents);
  const computed = formatKES(d.computedCents);
  switch (d.account) {
    case 'journal_entry':
      return `journal entry #${d.accountId} does not balance: debits ${stored}, credits ${computed}`;
    case 'trial_balance':
      return `the trial balance does not balance: debits ${stored}, credits ${computed}`;
    case 'loan_interest':
      return `loan #${d.accountId} interest: stored ${stored}, from its installments ${computed}`;
    default: {
      const names = {
        savings: 'savings account',
        bank: 'bank account',
        account: 'books account',
        loan_principal: 'loan',
      } as const;
      return `${names[d.account]} #${d.accountId}: stored ${stored}, in the books ${computed}`;
    }
  }
}

async function main() {
  return withConfiguredDatabase(loadConfig(), async (database) => {
    const differences = await findBalanceDifferences(database.db);
    const kept = await findKeptFigureDifferences(database.db);
    if (differences.length === 0 && kept.length === 0) {
      console.log('Balance check: the books balance and every stored balance matches them.');
      return 0;
    }
    console.error(`Balance check: ${differences.length + kept.length} difference(s)`);
    for (const d of differences) console.error(`  ${describe(d)}`);
    for (const problem of kept) console.error(`  ${problem}`);
    return 1;
  });
}

runTool(main, [DataFolderInUseError], { failure: 2 });
