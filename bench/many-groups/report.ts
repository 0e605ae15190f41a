import fs from 'node:fs';
import path from 'node:path';
import { root } from '../processes.js';
import { MANY_BUDGET, type ManyRow } from './run.js';

/** Where the run's section is kept between runs: docs/benchmarks.md takes it from there. */
export const SECTION_FILE = path.join(root, 'bench/many-groups.md');
const HEADING = '## Many groups';

const ratio = (a: number, b?: number) => (b ? (a / b).toFixed(2) : '');

/** The section of docs/benchmarks.md: what was run, the table and the budgets missed. */
export function manyGroupsSection(
  rows: ManyRow[],
  misses: string[],
  groups: number,
  seconds: number,
  settings: string,
): string {
  const lines = [
    HEADING,
    '',
    `\`npm run bench\` also seeds ${groups.toLocaleString('en-US')} groups of 30 members (two years of payments each,`,
    'copied in bulk from one group made as the one-group bench makes its group) on one PostgreSQL',
    `database, starts four servers on it and measures each request at 10 connections shared among them,`,
    `in three rounds of ${seconds} s taken in turn with what it is compared with (which goes first swapped each`,
    "round), keeping each one's median round, as the one-group bench pairs a request with its baseline.",
    'Each read spread over random groups is compared with the same read in one group (every request as',
    'group 1), run unmeasured first; each write spread over random groups with the bare one-query route',
    'spread the same way (the sign-in check and one indexed read of that group), both run unmeasured',
    'for 3 s first, and an approval approves a transaction its group still has pending. Before measuring, the',
    "database is read once into the machine's file cache (pg_prewarm), as a server that has run a while",
    "holds its groups' pages, and the servers' start-up rounds of the jobs over every group are let",
    'finish (docs/decisions/jobs.md). `npm run bench -- --only=many-groups` runs this part alone.',
    '',
    'Budgets: each read spread over the groups, answered afresh (`Cache-Control: no-cache`), at least',
    `${MANY_BUDGET.readRatio}× the same read in one group: the work of a page must not grow with the groups. As clients`,
    `read them (kept answers), at most ${MANY_BUDGET.readP99} ms p99; their throughput beside one group's is shown, not`,
    "held to a budget: one group's few kept answers are found every time, ten thousand groups' rarely.",
    `An approval (a write to the journal and the audit trail) and a C2B confirmation at least ${MANY_BUDGET.writeRatio}× the`,
    "bare one-query route. A write in one group raises that group's data version only",
    '(docs/decisions/groups.md, "Kept answers per group"): the kept answers of the others stay, which',
    '`apps/server/src/kept-answers-api.test.ts` proves.',
    '',
    `PostgreSQL ran with ${settings} (docs/scaling.md, "PostgreSQL's settings for a host").`,
    '',
    '| request | req/s | p50 ms | p99 ms | one group req/s | one group p99 ms | × one group | × bare one query |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.oneGroup?.requestsPerSecond.toFixed(0) ?? ''} | ${row.oneGroup?.p99 ?? ''} | ${ratio(row.requestsPerSecond, row.oneGroup?.requestsPerSecond)} | ${ratio(row.requestsPerSecond, row.baseline?.requestsPerSecond)} |`,
    ),
    '',
    misses.length
      ? `Missed budgets:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n`
      : 'Every budget is met.\n',
  ];
  return lines.join('\n');
}

/** Puts the section into docs/benchmarks.md in place of the one there, or before the findings. */
export function spliceSection(report: string, section: string): string {
  const at = report.indexOf(`${HEADING}\n`);
  if (at >= 0) {
    const next = report.indexOf('\n## ', at + HEADING.length);
    return `${report.slice(0, at)}${section}\n${next >= 0 ? report.slice(next + 1) : ''}`;
  }
  const findings = report.indexOf('\n## Where the time goes');
  return findings >= 0
    ? `${report.slice(0, findings + 1)}${section}\n${report.slice(findings + 1)}`
    : `${report}\n${section}`;
}

export const savedSection = () => (fs.existsSync(SECTION_FILE) ? fs.readFileSync(SECTION_FILE, 'utf8') : '');
