import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  CHUNK_BUDGET,
  INITIAL_BUDGET,
  measureBundle,
  staticImports,
} from '../../apps/web/scripts/bundle-budget.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** A built app in miniature: an entry, its static import, a preloaded chunk and a lazy one. */
function fixtureDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-bundle-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, code: string) => fs.writeFileSync(path.join(dir, 'assets', name), code);
  // Incompressible content, so the sizes are known.
  const noise = (bytes: number) => crypto.randomBytes(bytes).toString('base64');
  write('index-1.js', `import{a as e}from"./shared-2.js";const l=()=>import("./Screen-3.js");${noise(900)}`);
  write('shared-2.js', `import"./runtime-5.js";export const a=1;${noise(600)}`);
  write('runtime-5.js', `export{};${noise(300)}`);
  write('Screen-3.js', `import{a}from"./shared-2.js";${noise(60_000)}`);
  write('preloaded-4.js', `export const p=2;${noise(200)}`);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/preloaded-4.js">',
  );
  return dir;
}

describe('the bundle budget', () => {
  it('tells static imports from dynamic ones', () => {
    expect(staticImports('import{a as b,c}from"./x-1.js";import"./y-2.js";import("./z-3.js")')).toEqual([
      'x-1.js',
      'y-2.js',
    ]);
  });

  it('counts the entry, what it imports statically and what index.html preloads as initial', () => {
    const measure = measureBundle(fixtureDist());
    expect(measure.initial.map(({ file }) => file).sort()).toEqual([
      'assets/index-1.js',
      'assets/preloaded-4.js',
      'assets/runtime-5.js',
      'assets/shared-2.js',
    ]);
    expect(measure.lazy.map(({ file }) => file)).toEqual(['assets/Screen-3.js']);
    // The lazy screen is over its 50 KB budget; the initial JavaScript is within its own.
    expect(budgetProblems(measure)).toEqual([expect.stringMatching(/^assets\/Screen-3\.js is /)]);
    expect(budgetProblems({ initialBytes: INITIAL_BUDGET + 1, lazy: [] })).toEqual([
      expect.stringMatching(/^the initial JavaScript is /),
    ]);
  });

  it('holds for the built app: initial JavaScript ≤ 100 KB, every other chunk ≤ 50 KB gzipped', () => {
    const measure = measureBundle(dist);
    // React itself is part of the first load: a measurement that missed it would prove nothing.
    expect(measure.initialBytes).toBeGreaterThan(50 * 1024);
    expect(measure.lazy.length).toBeGreaterThan(10);
    expect(budgetProblems(measure)).toEqual([]);
    expect(Math.max(...measure.lazy.map(({ bytes }) => bytes))).toBeLessThanOrEqual(CHUNK_BUDGET);
  });
});
