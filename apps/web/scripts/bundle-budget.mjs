// Checks the built web app against its size budgets (gzipped, level 9):
// - initial JavaScript: the entry script of index.html, every chunk it imports statically (and
//   they in turn), and every chunk index.html preloads: what a first visit must fetch and run
//   before anything shows. Budget 100 KB.
// - every other chunk (a screen, the layout, a shared piece fetched on demand): 50 KB each.
// Usage: node bundle-budget.mjs [dist]. Prints the figures; exits 1 when a budget is missed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const INITIAL_BUDGET = 100 * 1024;
export const CHUNK_BUDGET = 50 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`); not `import()`. */
export function staticImports(code) {
  const found = code.matchAll(/\bimport\s*(?:[\w$*{},\s]*?\s*from\s*)?["'`]\.\/([^"'`/]+\.js)["'`]/g);
  return [...found].map((match) => match[1]);
}

/** Measures a built app: the initial JavaScript and the size of every other chunk. */
export function measureBundle(dist) {
  const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)];
  if (entries.length === 0) throw new Error(`${dist}/index.html has no module script`);

  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const name of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), name));
  };
  for (const file of [...entries, ...preloads.map((m) => m[1])]) visit(file);

  const measured = (file) => ({ file, bytes: gzipped(file) });
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initial.has(file))
    .map(measured)
    .sort((a, b) => b.bytes - a.bytes);
  const initialFiles = [...initial].map(measured);
  return {
    initial: initialFiles,
    initialBytes: initialFiles.reduce((sum, { bytes }) => sum + bytes, 0),
    lazy,
  };
}

/** What misses its budget, in words; empty when all is well. */
export function budgetProblems({ initialBytes, lazy }) {
  const problems = [];
  if (initialBytes > INITIAL_BUDGET)
    problems.push(`the initial JavaScript is ${kb(initialBytes)} (budget ${kb(INITIAL_BUDGET)})`);
  for (const { file, bytes } of lazy)
    if (bytes > CHUNK_BUDGET) problems.push(`${file} is ${kb(bytes)} (budget ${kb(CHUNK_BUDGET)})`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  );
  const measure = measureBundle(dist);
  console.log(`Initial JavaScript: ${kb(measure.initialBytes)} gzipped (budget ${kb(INITIAL_BUDGET)})`);
  for (const { file, bytes } of measure.initial) console.log(`  ${file} ${kb(bytes)}`);
  console.log(`Largest other chunks (budget ${kb(CHUNK_BUDGET)} each):`);
  for (const { file, bytes } of measure.lazy.slice(0, 5)) console.log(`  ${file} ${kb(bytes)}`);
  const problems = budgetProblems(measure);
  if (problems.length) {
    console.error(`Over budget: ${problems.join('; ')}`);
    process.exit(1);
  }
}
