// `npm run verify`: the balance check of decisions §8 against the configured database.
import { formatKES } from '@links/domain';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataFolderInUseError } from './db/lock.js';
import { type BalanceDifference, findBalanceDifferences } from './modules/ledger/ledger.service.js';

/** One difference in words a treasurer reads: `bank account #3: stored KES 1,500.01, from entries …`. */
function describe(d: BalanceDifference): string {
  const names: Record<BalanceDifference['account'], string> = {
    savings: `savings account #${d.accountId}`,
    bank: `bank account #${d.accountId}`,
    loan_principal: `loan #${d.accountId} principal`,
    loan_interest: `loan #${d.accountId} interest`,
    loan_schedule_principal: `loan #${d.accountId} principal`,
    loan_schedule_interest: `loan #${d.accountId} interest`,
  };
  const source = d.account.startsWith('loan_schedule') ? 'from its installments' : 'from entries';
  return `${names[d.account]}: stored ${formatKES(d.storedCents)}, ${source} ${formatKES(d.computedCents)}`;
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const differences = await findBalanceDifferences(database.db);
    if (differences.length === 0) {
      console.log('Balance check: every stored balance matches its entries.');
      return 0;
    }
    console.error(`Balance check: ${differences.length} difference(s)`);
    for (const d of differences) {
      console.error(`  ${describe(d)}`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof DataFolderInUseError ? error.message : error);
    process.exit(2);
  },
);
