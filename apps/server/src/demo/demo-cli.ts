// `npm run demo`: fills an empty database (DATA_DIR's embedded one, or DATABASE_URL) with the
// Umoja Savings Group, so the app can be tried with a year of believable data (README "Demo group").
import { systemClock } from '@links/domain';
import { databaseWhere, runTool, withConfiguredDatabase } from '../cli.js';
import { loadConfig } from '../config.js';
import { DataFolderInUseError } from '../db/lock.js';
import { buildDemoGroup, DemoRefusedError } from './demo-group.js';
import { startHint } from './start-hint.js';

async function main(): Promise<number> {
  const config = loadConfig();
  return withConfiguredDatabase(config, async (database) => {
    console.log(`Building the demo group in ${databaseWhere(config)}…`);
    const started = Date.now();
    const demo = await buildDemoGroup(database.db, systemClock.today());
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${demo.groupName} is ready (${seconds} s): ${demo.members} members, ${demo.loans} loans, ` +
        `${demo.transactions} transactions, ${demo.bankAccounts} bank accounts, ${demo.expenses} expenses.`,
    );
    console.log('');
    const accounts: [string, string][] = [
      ['chair', demo.adminEmail],
      ['member', demo.memberEmail],
      ...Object.entries(demo.officers),
    ];
    const hint = startHint({ env: process.env, port: config.port, password: demo.password, accounts });
    for (const line of hint) console.log(line);
    return 0;
  });
}

runTool(main, [DemoRefusedError, DataFolderInUseError]);
