// Checks the built web app against its size budgets (gzipped): the JavaScript a first visit
// loads (index.html's script and what it preloads) and every lazily loaded chunk.
// Prints the figures; exits 1 when a budget is missed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const INITIAL_BUDGET = 100 * 1024;
const CHUNK_BUDGET = 50 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const initialBytes = initial.reduce((sum, file) => sum + gzipped(file), 0);
const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ file: `assets/${name}`, bytes: gzipped(`assets/${name}`) }))
  .filter(({ file }) => !initial.includes(file))
  .sort((a, b) => b.bytes - a.bytes);

const problems = [];
console.log(`First load: ${kb(initialBytes)} of JavaScript gzipped (budget ${kb(INITIAL_BUDGET)})`);
for (const file of initial) console.log(`  ${file} ${kb(gzipped(file))}`);
if (initialBytes > INITIAL_BUDGET) problems.push(`the first load is ${kb(initialBytes)}`);
console.log(`Largest lazy chunks (budget ${kb(CHUNK_BUDGET)} each):`);
for (const { file, bytes } of chunks.slice(0, 5)) console.log(`  ${file} ${kb(bytes)}`);
for (const { file, bytes } of chunks) if (bytes > CHUNK_BUDGET) problems.push(`${file} is ${kb(bytes)}`);

if (problems.length) {
  console.error(`Over budget: ${problems.join('; ')}`);
  process.exit(1);
}
