import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from './databases.js';
import { savedSection } from './many-groups/report.js';
import type { Measurement } from './measure.js';
import { root } from './processes.js';
import type { Kind } from './targets.js';

export interface Row extends Measurement {
  engine: Engine;
  name: string;
  kind: Kind;
  connections: number;
  /** The baseline measured in turn with this row (bench/run.ts, measurePair), and its req/s. */
  pairedWith?: string;
  pairedBaseline?: number;
}

const HELLO = 'bare Fastify hello';
const ONE_QUERY = 'bare one-query route';
const THIN = 'GET /savings/total/{id} (one query)';

/** Budgets (issue: fast at any size): lists and the pending queue against the bare hello, p99 by connections. */
const BUDGET = {
  postgres: { ratio: 0.15, p99: { 10: 25, 100: 100 } as Record<number, number> },
  pglite: { ratio: 0.08, p99: undefined },
  thinStack: 0.8,
  /**
   * A meeting's whole sheet (docs/decisions/meetings.md, "The sheet"): read once when a meeting opens
   * and after each save, so held to a p99 rather than to the lists' rate.
   */
  sheet: { postgres: { 10: 100 }, pglite: { 10: 250 } } as Record<Engine, Record<number, number>>,
};

function baseline(rows: Row[], row: Row, name: string): number | undefined {
  return rows.find((r) => r.engine === row.engine && r.connections === row.connections && r.name === name)
    ?.requestsPerSecond;
}

const ratio = (rows: Row[], row: Row, name: string) => {
  const base = row.pairedWith === name ? row.pairedBaseline : baseline(rows, row, name);
  return base ? row.requestsPerSecond / base : undefined;
};

export function checkBudgets(rows: Row[]): string[] {
  const misses: string[] = [];
  for (const row of rows) {
    const label = `${row.engine} ${row.name} at ${row.connections} connections`;
    if (row.errors > 0) misses.push(`${label}: ${row.errors} failed requests`);
    if (row.kind === 'list' || row.kind === 'pending') {
      const budget = BUDGET[row.engine];
      const r = ratio(rows, row, HELLO);
      if (r === undefined) misses.push(`${label}: no bare hello measured to compare with`);
      else if (r < budget.ratio) {
        misses.push(`${label}: ${r.toFixed(3)}× the bare hello (budget ${budget.ratio}×)`);
      }
      const p99 = budget.p99?.[row.connections];
      if (p99 !== undefined && row.p99 > p99) misses.push(`${label}: p99 ${row.p99} ms (budget ${p99} ms)`);
    }
    if (row.kind === 'sheet') {
      const p99 = BUDGET.sheet[row.engine][row.connections];
      if (p99 !== undefined && row.p99 > p99) misses.push(`${label}: p99 ${row.p99} ms (budget ${p99} ms)`);
    }
    if (row.name === THIN && row.engine === 'postgres') {
      const r = ratio(rows, row, ONE_QUERY);
      if (r === undefined) misses.push(`${label}: no bare one-query route measured to compare with`);
      else if (r < BUDGET.thinStack) {
        misses.push(`${label}: ${r.toFixed(2)}× the bare one-query route (budget ${BUDGET.thinStack}×)`);
      }
    }
  }
  return misses;
}

function table(rows: Row[], engine: Engine): string {
  const own = rows.filter((r) => r.engine === engine);
  const lines = [
    '| endpoint | conn | req/s | p50 ms | p99 ms | × hello | × one query |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of own) {
    const hello = ratio(rows, row, HELLO);
    const one = ratio(rows, row, ONE_QUERY);
    lines.push(
      `| ${row.name} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${hello?.toFixed(2) ?? ''} | ${one?.toFixed(2) ?? ''} |`,
    );
  }
  return lines.join('\n');
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function writeReport(rows: Row[], misses: string[], seconds: number): string {
  const engines = [...new Set(rows.map((r) => r.engine))];
  const lighthouseFile = path.join(root, 'bench/lighthouse.md');
  const lighthouse = fs.existsSync(lighthouseFile) ? fs.readFileSync(lighthouseFile, 'utf8') : '';
  const before = fs.readFileSync(path.join(root, 'bench/before.md'), 'utf8');
  const findings = fs.readFileSync(path.join(root, 'bench/findings.md'), 'utf8');
  const ci = fs.readFileSync(path.join(root, 'bench/ci.md'), 'utf8');
  return [
    '# Benchmarks',
    '',
    '`npm run bench` seeds the databases, starts the built server and the baselines, and measures',
    `each endpoint for ${seconds} s at 10 and 100 connections with autocannon on this machine, the`,
    'load generator sharing its cores. `npm run bench -- --check` exits 1 when a budget is missed.',
    '',
    `Machine: ${machine()}. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    'Budgets: on PostgreSQL with 1,000,000 transactions every list and the pending queue at least',
    '0.15× the bare hello, p99 at most 25 ms at 10 connections and 100 ms at 100; on PGlite with',
    '60,000 transactions at least 0.08×; a read running one indexed query at least 0.8× the same',
    'query in a bare Fastify route. That read and the bare one-query route are measured in turn,',
    'after a second of each not counted, three rounds each, and compared median to median (its',
    '"× one query"), so that the machine speeding up or slowing down between two measurements is',
    "not counted as the app's cost.",
    '',
    ...engines.flatMap((engine) => [`## After: ${engine}`, '', table(rows, engine), '']),
    misses.length
      ? `Missed budgets:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n`
      : 'Every budget is met.\n',
    savedSection(),
    findings,
    before,
    lighthouse,
    ci,
  ].join('\n');
}
