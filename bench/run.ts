// npm run bench [-- --check] [--only=postgres|pglite|many-groups] [--targets=text,text] [--seconds=N]
//   [--reseed] [--groups=N]
// Seeds PostgreSQL (1,000 members, 1,000,000 transactions) and PGlite (60,000 transactions),
// runs the hot endpoints next to a bare Fastify hello and a bare one-query route at 10 and 100
// connections, then the many-groups run (bench/many-groups: 10,000 groups, four servers), prints the
// tables and writes docs/benchmarks.md. --check exits 1 on a missed budget.
// --targets keeps the baselines and the targets whose name holds one of the texts, in both runs (while
// iterating; the report is then not written).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Engine, prepare } from './databases.js';
import { manyGroupsSection, SECTION_FILE, spliceSection } from './many-groups/report.js';
import { benchManyGroups, checkManyBudgets, GROUPS } from './many-groups/run.js';
import { type Measurement, measure, medianRound } from './measure.js';
import { root, start } from './processes.js';
import { checkBudgets, type Row, writeReport } from './report.js';
import { type NamedTarget, targetsFor } from './targets.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}`));
const seconds = Number(flag('seconds')?.split('=')[1] ?? 5);
const only = flag('only')?.split('=')[1] as Engine | 'many-groups' | undefined;
const engines: Engine[] = only === 'many-groups' ? [] : only ? [only] : ['postgres', 'pglite'];
const manyGroups = only === undefined || only === 'many-groups';
const groups = Number(flag('groups')?.split('=')[1] ?? GROUPS);
const picked = flag('targets')?.split('=')[1]?.split(',');
const CONNECTIONS = [10, 100];

/**
 * Waits until the server answers its health check (one query) quickly again: a slow target leaves
 * requests queued behind it, which would otherwise be counted against the next target.
 */
async function settle(appUrl: string) {
  for (let tries = 0; tries < 60; tries++) {
    const started = performance.now();
    await fetch(`${appUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const named = (target: NamedTarget) => ({ name: target.name, kind: target.kind });

/** Rounds of a target and the baseline it is paired with, measured in turn. */
const PAIRED_ROUNDS = 3;

/**
 * Measures a target and its baseline in turn, PAIRED_ROUNDS times each, and keeps each one's
 * median round: the ratio of the two then says what the app costs, not how the machine's speed
 * drifted between two measurements taken minutes apart.
 */
async function measurePair(
  target: NamedTarget,
  baseline: NamedTarget,
  connections: number,
): Promise<Omit<Row, 'engine'>> {
  const own: Measurement[] = [];
  const base: Measurement[] = [];
  // A second of each first, not counted: both servers' code is then compiled for this path.
  await measure(await baseline.make(), connections, 1);
  await measure(await target.make(), connections, 1);
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    base.push(await measure(await baseline.make(), connections, seconds));
    own.push(await measure(await target.make(), connections, seconds));
  }
  return {
    ...medianRound(own),
    errors: own.reduce((sum, m) => sum + m.errors, 0),
    connections,
    ...named(target),
    pairedWith: baseline.name,
    pairedBaseline: medianRound(base).requestsPerSecond,
  };
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  console.log(`\n== ${engine}`);
  const prepared = await prepare(engine, { reseed: Boolean(flag('reseed')), log: console.log });
  const app = await start(['apps/server/dist/server.js'], prepared.serverEnv, '/api/health');
  const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], prepared.bareEnv, '/hello');
  const rows: Row[] = [];
  try {
    const targets = (await targetsFor(engine, app.url, bare.url, prepared)).filter(
      (t) => !picked || t.kind === 'baseline' || picked.some((text) => t.name.includes(text)),
    );
    for (const target of targets) {
      for (const connections of CONNECTIONS) {
        await settle(app.url);
        const row: Omit<Row, 'engine'> = target.pairedWith
          ? await measurePair(target, target.pairedWith, connections)
          : { ...(await measure(await target.make(), connections, seconds)), connections, ...named(target) };
        rows.push({ ...row, engine });
        console.log(
          `${target.name.padEnd(44)} ${String(connections).padStart(3)} conn ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  ${row.errors} errors` : ''}${row.pairedBaseline ? `  (${row.pairedWith} in turn: ${row.pairedBaseline.toFixed(0)} req/s)` : ''}`,
        );
      }
    }
  } finally {
    await app.stop();
    await bare.stop();
    await prepared.close();
  }
  return rows;
}

const rows: Row[] = [];
for (const engine of engines) rows.push(...(await benchEngine(engine)));
const misses = checkBudgets(rows);
if (manyGroups) {
  const { rows: many, settings } = await benchManyGroups({
    groups,
    seconds,
    reseed: Boolean(flag('reseed')),
    picked,
    log: console.log,
  });
  const manyMisses = checkManyBudgets(many);
  if (!picked) fs.writeFileSync(SECTION_FILE, manyGroupsSection(many, manyMisses, groups, seconds, settings));
  misses.push(...manyMisses);
}
const reportFile = path.join(root, 'docs/benchmarks.md');
if (!picked && engines.length > 0) fs.writeFileSync(reportFile, writeReport(rows, misses, seconds));
else if (manyGroups && !picked) {
  // The many-groups run alone: its section replaces the one in the report.
  fs.writeFileSync(
    reportFile,
    spliceSection(fs.readFileSync(reportFile, 'utf8'), fs.readFileSync(SECTION_FILE, 'utf8')),
  );
}
if (!picked && (engines.length > 0 || manyGroups)) {
  // Laid out as the formatter lays out Markdown tables, so `npm run check` stays clean.
  spawnSync('npx', ['biome', 'format', '--write', reportFile, SECTION_FILE], { cwd: root, stdio: 'ignore' });
  console.log(`\nWrote docs/benchmarks.md`);
}
if (misses.length) {
  console.log(`\n${misses.length} budget(s) missed:`);
  for (const miss of misses) console.log(`  ${miss}`);
}
if (flag('check') && misses.length) process.exit(1);
