import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bindingsOf, checkImports, specifiersOf } from './check-imports.mjs';

const trees: string[] = [];

/** A small repository of the given files (path → text), in a folder of its own. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const web = 'apps/web/src';
const server = 'apps/server/src';

/** A clean tree: each layer imports only what sits below it, features through their index. */
const clean: Record<string, string> = {
  [`${web}/lib/money.ts`]: `export const kes = (n: number) => \`KES \${n}\`;\n`,
  [`${web}/components/ui/Money.tsx`]: `import { kes } from '../../lib/money';\nexport const Money = kes;\n`,
  [`${web}/features/loans/components/LoanStatusBadge.tsx`]: `export const LoanStatusBadge = () => null;\n`,
  [`${web}/features/loans/index.ts`]: `export { LoanStatusBadge } from './components/LoanStatusBadge';\n`,
  [`${web}/features/member/pages/MemberLtlPage.tsx`]: [
    `import { Money } from '../../../components/ui/Money';`,
    `import { LoanStatusBadge } from '../../loans';`,
    `export const page = [Money, LoanStatusBadge];`,
    '',
  ].join('\n'),
  [`${web}/app/screens.ts`]: `export const ltl = () => import('../features/member/pages/MemberLtlPage');\n`,
  [`${server}/lib/errors.ts`]: `export const notFound = () => new Error('Not found');\n`,
  [`${server}/modules/books/chart.ts`]: `export const systemAccountId = 1;\n`,
  [`${server}/modules/books/index.ts`]: `export { systemAccountId } from './chart.js';\n`,
  [`${server}/modules/books/journal.service.ts`]: `export const postEntry = () => undefined;\n`,
  [`${server}/modules/savings/savings.service.ts`]: [
    `import { notFound } from '../../lib/errors.js';`,
    `import { systemAccountId } from '../books/index.js';`,
    `import { postEntry } from '../books/journal.service.js';`,
    `export const save = [notFound, systemAccountId, postEntry];`,
    '',
  ].join('\n'),
  [`${server}/modules/savings/savings.test.ts`]: [
    `import { systemAccountId } from '../books/chart.js';`,
    `import { loans, savingsAccounts } from '../../db/schema.js';`,
    `export default [systemAccountId, loans, savingsAccounts];`,
    '',
  ].join('\n'),
  [`${server}/db/schema.ts`]: [
    `export const roleEnum = pgEnum('role', ['admin', 'member']);`,
    `export const savingsAccounts = pgTable('savings_accounts', {});`,
    `export const loans = pgTable('loans', {});`,
    '',
  ].join('\n'),
  [`${server}/db/owners.json`]: JSON.stringify({ savings: ['savingsAccounts'], loans: ['loans'] }),
  [`${server}/modules/savings/holders.ts`]: [
    `import { roleEnum, type savingsAccounts } from '../../db/schema.js';`,
    `export type Holder = typeof savingsAccounts.$inferSelect;`,
    `export const roles = roleEnum;`,
    '',
  ].join('\n'),
  'packages/domain/src/money.ts': `import { z } from 'zod';\nexport const cents = z.number().int();\n`,
};

describe('the import check', () => {
  it('passes a tree whose layers hold', () => {
    expect(checkImports(tree(clean))).toEqual([]);
  });

  it('fails a feature that reaches into another feature’s files', () => {
    const root = tree({
      ...clean,
      [`${web}/features/member/components/MyLoan.tsx`]: `import { LoanStatusBadge } from '../../loans/components/LoanStatusBadge';\nexport const MyLoan = LoanStatusBadge;\n`,
    });
    expect(checkImports(root)).toEqual([
      `${web}/features/member/components/MyLoan.tsx: '../../loans/components/LoanStatusBadge': a feature imports another only through its index (features/loans)`,
    ]);
  });

  it('fails features that import each other, even through their index', () => {
    const root = tree({
      ...clean,
      [`${web}/features/member/components/WithUser.tsx`]: `export const WithUser = () => null;\n`,
      [`${web}/features/member/index.ts`]: `export { WithUser } from './components/WithUser';\n`,
      [`${web}/features/loans/pages/LoanPage.tsx`]: `import { WithUser } from '../../member';\nexport const LoanPage = WithUser;\n`,
    });
    expect(checkImports(root)).toEqual(['features import each other in a loop: loans → member → loans']);
  });

  it('fails server modules that import each other around a loop, even through index and service', () => {
    const root = tree({
      ...clean,
      [`${server}/modules/loans/index.ts`]: `export const lend = 1;\n`,
      [`${server}/modules/books/reports.service.ts`]: `import { lend } from '../loans/index.js';\nexport const report = lend;\n`,
      [`${server}/modules/loans/loans.service.ts`]: `import { save } from '../savings/savings.service.js';\nexport const loan = save;\n`,
    });
    expect(checkImports(root)).toEqual([
      'server modules import each other in a loop: books → loans → savings → books',
    ]);
  });

  it('passes a module’s test that imports a module above it', () => {
    const root = tree({
      ...clean,
      [`${server}/modules/books/books.test.ts`]: `import { save } from '../savings/savings.service.js';\nexport default save;\n`,
    });
    expect(checkImports(root)).toEqual([]);
  });

  it('fails lib or a shared component that imports a feature', () => {
    const root = tree({
      ...clean,
      [`${web}/components/ui/Badge.tsx`]: `import { LoanStatusBadge } from '../../features/loans';\nexport const Badge = LoanStatusBadge;\n`,
    });
    expect(checkImports(root)).toEqual([
      `${web}/components/ui/Badge.tsx: '../../features/loans': lib and components sit below the features and the app`,
    ]);
  });

  it('fails a server module that imports another module’s inner file, but not its test', () => {
    const root = tree({
      ...clean,
      [`${server}/modules/loans/loans.service.ts`]: `import { systemAccountId } from '../books/chart.js';\nexport const lend = systemAccountId;\n`,
    });
    expect(checkImports(root)).toEqual([
      `${server}/modules/loans/loans.service.ts: '../books/chart.js': a module uses another only through its index or services (modules/books)`,
    ]);
  });

  it('fails a server module that imports a table another module owns, but not its test', () => {
    const root = tree({
      ...clean,
      [`${server}/modules/loans/pledges.ts`]: [
        `import {`,
        `  loans,`,
        `  savingsAccounts as savings,`,
        `} from '../../db/schema.js';`,
        `export const both = [loans, savings];`,
        '',
      ].join('\n'),
    });
    expect(checkImports(root)).toEqual([
      `${server}/modules/loans/pledges.ts: 'savingsAccounts': a module uses another module's table only through it (modules/savings)`,
    ]);
  });

  it('fails a table without an owner, and a server module that imports the whole schema', () => {
    const root = tree({
      ...clean,
      [`${server}/db/schema.ts`]: `${clean[`${server}/db/schema.ts`]}export const fines = pgTable('fines', {});\n`,
      [`${server}/modules/loans/loans.service.ts`]: `import * as schema from '../../db/schema.js';\nexport const all = schema;\n`,
    });
    expect(checkImports(root)).toEqual([
      `${server}/db/schema.ts: 'fines': every table has an owner in ${server}/db/owners.json`,
      `${server}/modules/loans/loans.service.ts: '../../db/schema.js': a module imports the tables it uses by name`,
    ]);
  });

  it('fails the server’s lib when it imports a module', () => {
    const root = tree({
      ...clean,
      [`${server}/lib/guards.ts`]: `import type { AccessClaims } from '../modules/auth/tokens.js';\nexport type Claims = AccessClaims;\n`,
    });
    expect(checkImports(root)).toEqual([
      `${server}/lib/guards.ts: '../modules/auth/tokens.js': lib and db sit below the modules`,
    ]);
  });

  it('fails the domain when it imports the server or the web', () => {
    const root = tree({
      ...clean,
      'packages/domain/src/loans.ts': [
        `import type { App } from '../../../apps/server/src/app.js';`,
        `import type { Web } from '@links/web';`,
        `export type Both = [App, Web];`,
        '',
      ].join('\n'),
    });
    expect(checkImports(root)).toEqual([
      `packages/domain/src/loans.ts: '../../../apps/server/src/app.js': the domain imports neither the server nor the web`,
      `packages/domain/src/loans.ts: '@links/web': the domain imports neither the server nor the web`,
    ]);
  });

  it('fails on an engine file that imports the contract or zod, and lets its tests do both', () => {
    const root = tree({
      ...clean,
      'packages/domain/src/contract/ids.ts': `export const id = 1;\n`,
      'packages/domain/src/engine/money.ts': `import { z } from 'zod';\nimport { id } from '../contract/ids.js';\nexport const m = [z, id];\n`,
      'packages/domain/src/engine/money.test.ts': `import { z } from 'zod';\nimport { id } from '../contract/ids.js';\nexport const t = [z, id];\n`,
    });
    expect(checkImports(root)).toEqual([
      `packages/domain/src/engine/money.ts: 'zod': the engine does without the schema library`,
      `packages/domain/src/engine/money.ts: '../contract/ids.js': the engine imports nothing of the contract`,
    ]);
  });

  it('passes the harnesses’ imports of the allow-list: the test seam, built or not, and a bench’s app', () => {
    const root = tree({
      ...clean,
      [`${server}/harness.ts`]: `export const openDatabase = () => undefined;\n`,
      'e2e/support/global-setup.ts': `import { openDatabase } from '../../apps/server/src/harness.js';\nexport default openDatabase;\n`,
      'e2e/support/seed-folder.mjs': `import { openDatabase } from '../../apps/server/dist/harness.js';\nawait openDatabase();\n`,
      'e2e/tests/bundle.e2e.ts': `import { measureBundle } from '../../apps/web/scripts/bundle-budget.mjs';\nexport default measureBundle;\n`,
      'bench/seed.ts': `import { buildApp } from '../apps/server/src/app.js';\nexport default buildApp;\n`,
    });
    expect(checkImports(root)).toEqual([]);
  });

  it('fails a harness that imports the apps outside the allow-list, or an entry not allowed to it', () => {
    const rule =
      'a harness imports the apps only through the allow-list of scripts/check-imports.mjs (else the API)';
    const root = tree({
      ...clean,
      'e2e/support/fines.ts': `import { groupSettings } from '../../apps/server/src/db/schema.js';\nexport default groupSettings;\n`,
      'e2e/support/scene.ts': `import { buildApp } from '../../apps/server/src/app.js';\nexport default buildApp;\n`,
      'bench/seed.ts': `import { insertUser } from '../apps/server/dist/modules/directory/directory.service.js';\nexport default insertUser;\n`,
      'bench/web.ts': `import { Money } from '@links/web';\nexport default Money;\n`,
    });
    expect(checkImports(root)).toEqual([
      `e2e/support/fines.ts: '../../apps/server/src/db/schema.js': ${rule}`,
      `e2e/support/scene.ts: '../../apps/server/src/app.js': ${rule}`,
      `bench/seed.ts: '../apps/server/dist/modules/directory/directory.service.js': ${rule}`,
      `bench/web.ts: '@links/web': ${rule}`,
    ]);
  });

  it('reads multi-line, type-only, re-exported and lazy imports, and skips comments', () => {
    const text = [
      `import {`,
      `  a,`,
      `  type B,`,
      `} from './one';`,
      `import type { C } from "./two";`,
      `export { d } from './three';`,
      `const page = () => import('./four');`,
      `import './five.css';`,
      `// import { e } from './commented';`,
      `/* import { f } from './also-commented'; */`,
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./one', './two', './three', './four', './five.css']);
  });

  it('reads the names each import or re-export takes from a module', () => {
    const text = [
      `import { a, type B as C } from './one';`,
      `import type { D } from './two';`,
      `import * as all from './three';`,
      `export { e } from './four';`,
      `// import { f } from './commented';`,
    ].join('\n');
    expect(bindingsOf(text)).toEqual([
      { specifier: './one', names: ['a', 'B'] },
      { specifier: './two', names: ['D'] },
      { specifier: './three', names: ['*'] },
      { specifier: './four', names: ['e'] },
    ]);
  });

  it('passes on this repository', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkImports(root)).toEqual([]);
  });
});
