import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as keys from './query-keys';

/**
 * Every query key starts with a key of lib/query-keys.ts (docs/testing.md, "Query keys"): a key
 * written out anywhere else (`queryKey: ['loans', …]`, `export const loansKey = [...]`) is one a
 * feature would have to import from another to refresh it.
 */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEY_LITERAL =
  /(?:queryKey:\s*\[\s*'|(?:Query|useRead|readQuery|pageQuery)\(\s*\[\s*'|\bconst\s+\w+Key\s*=\s*\[)/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the query keys', () => {
  it('are written out only in lib/query-keys.ts', () => {
    const own = path.join(src, 'lib', 'query-keys.ts');
    const elsewhere = sources(src)
      .filter((file) => file !== own && KEY_LITERAL.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(elsewhere).toEqual([]);
  });

  it('have roots of their own, so no invalidation refreshes another feature by accident', () => {
    const roots = Object.values(keys).map((key) => key.join('/'));
    expect(new Set(roots).size).toBe(roots.length);
    expect(keys.memberSearchKey.slice(0, 1)).toEqual(keys.usersKey);
  });

  it('find a key written out in a feature', () => {
    expect(KEY_LITERAL.test("readQuery(['bank-mapping', accountId], answer, '/x')")).toBe(true);
    expect(KEY_LITERAL.test("export const finesKey = ['fines'] as const;")).toBe(true);
    expect(KEY_LITERAL.test('readQuery([...bankMappingKey, accountId], answer)')).toBe(false);
  });
});
