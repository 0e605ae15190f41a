// `npm run verify`: the balance check of docs/decisions/books.md, "Records that must add up" against the
// configured database.
import { formatKES } from '@links/domain';
import { runTool, withConfiguredDatabase } from './cli.js';
import { loadConfig } from './config.js';
import { runInGroup } from './db/group-context.js';
import { DataFolderInUseError } from './db/lock.js';
import { type BalanceDifference, findBalanceDifferences } from './modules/books/balance-check.js';
import { allGroups } from './modules/groups/index.js';
import { getSettings } from './modules/settings/settings.service.js';
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

/**
 * Checks every group's books in that group (docs/decisions/groups.md, "The group of a request"); with
 * more than one group, each difference names its group.
 */
async function main() {
  return withConfiguredDatabase(loadConfig(), async (database) => {
    const groups = await allGroups(database.db);
    const found: string[] = [];
    for (const group of groups) {
      const [differences, kept, settings] = await runInGroup(group.id, () =>
        Promise.all([
          findBalanceDifferences(database.db),
          findKeptFigureDifferences(database.db),
          getSettings(database.db),
        ]),
      );
      const name = settings?.groupName ?? group.name;
      const prefix = groups.length > 1 ? `${name} (group #${group.id}): ` : '';
      found.push(...differences.map((d) => prefix + describe(d)), ...kept.map((problem) => prefix + problem));
    }
    if (found.length === 0) {
      console.log('Balance check: the books balance and every stored balance matches them.');
      return 0;
    }
    console.error(`Balance check: ${found.length} difference(s)`);
    for (const line of found) console.error(`  ${line}`);
    return 1;
  });
}

runTool(main, [DataFolderInUseError], { failure: 2 });
