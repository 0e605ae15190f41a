#!/usr/bin/env node
/**
 * References from code and documents into docs/ (docs/decisions.md lists the topics).
 *
 * The one form a reference takes: `docs/<path>.md, "<Heading>"` (a heading of that file at any
 * level, matched exactly) or a bare `docs/<path>.md`.
 *
 *   --check    fails on a reference to a file or heading that does not exist, and on any reference
 *              to the brief's numbered sections ("decisions §6", "product spec §2") or to an issue
 *              number left in apps/, packages/, e2e/, bench/ or scripts/.
 *   --rewrite  rewrites those old references to the form above, by the table below; safe to run
 *              again (after merging branches that still cite the old way): it changes nothing twice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = ['scripts/docs-references.mjs', 'scripts/docs-references.test.ts'];
const scanned = /\.(ts|tsx|mts|mjs|cjs|js|jsx|sql|css|html|sh|md|ya?ml)$/;
/** Where no numbered section or issue number may remain. */
const codeRoots = ['apps/', 'packages/', 'e2e/', 'bench/', 'scripts/'];
/**
 * Migrations once released are history: a database that ran one keeps it as it was, so neither
 * the rewrite nor the old-form check touches them (their docs references must still resolve).
 */
const MIGRATIONS = /^apps\/server\/drizzle\//;
const MAX_LINE = 110;

// ---------------------------------------------------------------------------------------------
// The table: where each old reference now lives. A rule is [pattern tested on the reference's
// line, file, heading]; the first that matches wins, the last entry of each list is the default.
// A heading of null means the bare file.

const D = (file) => `docs/decisions/${file}.md`;
const S = (file) => `docs/spec/${file}.md`;

/** "decisions §N" */
const decisions = {
  1: [
    [/error|4xx|refus|\bfields\b|message|\b4\d\d\b|fail|leak|not found/i, D('wire'), 'Error answers'],
    [/\bdates?\b|\bday\b|today|nairobi|time zone|YYYY|UTC/i, D('wire'), 'Dates'],
    [/list|page|paged|pagination|sort|csv|newest/i, D('wire'), 'Pages of a list'],
    [/KES|amount|cents|decimal|money/i, D('wire'), 'Money on the wire'],
    [/\bids?\b|integer/i, D('wire'), 'Ids'],
    [/./, D('wire'), 'Wire conventions'],
  ],
  2: [
    [
      /throttl|failed (sign-ins|logins)|attempts a minute|\bhits\b|lock of|window/i,
      D('sign-in-limits'),
      'The limits',
    ],
    [/first run|setup|first admin|group and its admin/i, D('first-run'), 'Setting the group up'],
    [/argon2|hash(es|ing)? .*cost|cost of/i, D('sessions'), 'Password hashing'],
    [/wrong password|unknown email|same work/i, D('sessions'), 'Signing in'],
    [/cookie or the body/i, D('sessions'), 'Tokens'],
    [/cookie|refresh at a time/i, D('sessions'), 'Cookies'],
    [/./, D('sessions'), 'Tokens'],
  ],
  3: [[/./, D('access'), 'Admins and members']],
  4: [
    [/month|target \/ 12|installment/i, D('members'), 'Monthly figures'],
    [/profile|\/accounts\/\{userId\}|account summary/i, D('members'), 'The profile card'],
    [
      /allacounts|member account|accounts screen|create-account|second account/i,
      D('members'),
      'Member accounts',
    ],
    [/saving-details|deposit|movement|all-savings/i, D('members'), 'Savings lists'],
    [/saving|target/i, D('members'), 'Savings accounts'],
    [/./, D('members'), 'Members'],
  ],
  5: [
    [/takes the amount off|deduct|insufficient|balance/i, D('banking'), 'Paying an expense'],
    [/expense|comment|categor/i, D('banking'), 'Expenses'],
    [/bank account|name/i, D('banking'), 'Bank accounts'],
    [/./, D('banking'), null],
  ],
  6: [
    [/one uncleared|at most one|one loan|\b409\b|second|same kind/i, D('loans'), 'One loan of each kind'],
    [
      /wizard|brings|brought|existing loan|principal is (still )?owed|owed at issue|what is owed/i,
      D('loans'),
      'Loans the wizard brings in',
    ],
    [/round|halves|nearest/i, D('loans'), 'Rounding'],
    [/settings|default|target|rates and terms|issued afterwards/i, D('loans'), 'Group settings'],
    [/repay|payment|interest first|interest before|due order|paid|exceeds/i, D('loans'), 'Repayments'],
    [/listing fields|figures|listing/i, D('loans'), 'Listing fields'],
    [/total|owes|owed/i, D('loans'), 'Loan totals'],
    [/short-term|flat|18%|derived|to the cent/i, D('loans'), 'Short-term loans'],
    [/long-term|reducing|schedule|amortis|installment|month|check/i, D('loans'), 'Long-term loans'],
    [/./, D('loans'), null],
  ],
  7: [
    [/reject/i, D('transactions'), 'Rejecting'],
    [/approv|exactly once|applied|locked/i, D('transactions'), 'Approving'],
    [/pending/i, D('transactions'), 'Pending transactions'],
    [/\blists?\b|newest/i, D('transactions'), 'Transaction lists'],
    [/./, D('transactions'), 'Creating a transaction'],
  ],
  8: [[/./, D('books'), 'Records that must add up']],
  9: [[/./, D('books'), 'Double entry']],
  10: [[/./, D('clock'), 'Time and background work']],
};

/** "product spec §N", "spec §N" */
const spec = {
  1: [[/./, S('overview'), 'Who uses it']],
  2: [
    [/other tables|columns?\b/i, S('screens'), 'Other tables'],
    [/sidebar/i, S('screens'), 'Sidebars'],
    [/wizard|target per month|target \/ 12/i, S('screens'), 'Create-user wizard'],
    [/\bcards?\b|flicker|placeholder|six-digit/i, S('screens'), 'Summary cards'],
    [/pending/i, S('screens'), 'Pending transactions'],
    [/shared table|no data found|page x of y|previous|pager/i, S('screens'), 'The shared table'],
    [/dashboard/i, S('screens'), 'Member dashboard'],
    [/transition|slide/i, S('screens'), 'Page transitions'],
    [/login|sign-in|show\/hide/i, S('screens'), 'Sign-in screen'],
    [/all members|list-member|loading members|members screens?/i, S('screens'), 'Member lists'],
    [/welcome|\bhome\b/i, S('screens'), 'Home'],
    [/route|path|\/[a-z]/i, S('screens'), 'Routes'],
    [/./, S('screens'), null],
  ],
  3: [
    [/account summary|financial_summary|profile/i, S('entities'), 'Account summary'],
    [/create-user result|wizard/i, S('entities'), 'Create-user result'],
    [/loan payment|payment history|repayment/i, S('entities'), 'Loan payment'],
    [/short-term/i, S('entities'), 'Short-term loan'],
    [/\bloans?\b|long-term/i, S('entities'), 'Long-term loan'],
    [/transaction/i, S('entities'), 'Transaction'],
    [/saving/i, S('entities'), 'Saving'],
    [/expense/i, S('entities'), 'Expense'],
    [/bank/i, S('entities'), 'Bank account'],
    [/total/i, S('entities'), 'Totals'],
    [/paginat|paging/i, S('entities'), 'Pagination'],
    [/cookie|stored user/i, S('entities'), 'Stored user'],
    [/user|login/i, S('entities'), 'User'],
    [/./, S('entities'), null],
  ],
  4: [
    [/overall|partially/i, S('states'), "A transaction's overall status"],
    [/approv/i, S('states'), 'Approval'],
    [/uncleared|badge|cleared/i, S('states'), 'Loan status'],
    [/logout|log out|sign out|role other|unauthori/i, S('states'), 'Signing in and out'],
    [/home|redirect/i, S('states'), 'Opening the home page'],
    [/item|pending/i, S('states'), "A transaction item's status"],
    [/./, S('states'), null],
  ],
  5: [
    [{ path: /wizard|step/i }, S('validation'), 'Create-user wizard'],
    [{ path: /short-?term/i }, S('validation'), 'Short-term loan form'],
    [{ path: /transaction/i }, S('validation'), 'Transaction form'],
    [
      /wizard|create-user|password|first name|both amounts|savings target/i,
      S('validation'),
      'Create-user wizard',
    ],
    [/short-term/i, S('validation'), 'Short-term loan form'],
    [/transaction|comment|\bitems?\b|summed/i, S('validation'), 'Transaction form'],
    [/token/i, S('validation'), 'Signed-in calls'],
    [/./, S('validation'), 'Other forms'],
  ],
  6: [
    [/bearer/i, S('roles'), 'Bearer token'],
    [/admin-only|approve button|sees|visible/i, S('roles'), 'What each sees'],
    [/./, S('roles'), 'Admin and member'],
  ],
  7: [[/./, S('calls'), 'The calls']],
  8: [
    [/login|sign-in|sign in|unauthori/i, S('errors'), 'Sign-in'],
    [/\bcards?\b|total savings|outstanding/i, S('errors'), 'Cards'],
    [/approv/i, S('errors'), 'Approval'],
    [/token missing|authentication|cookies/i, S('errors'), 'Missing sign-in'],
    [/not found|no transaction items/i, S('errors'), 'An empty transaction'],
    [/success/i, S('errors'), 'Success'],
    [/\bload|fetch/i, S('errors'), 'Loading'],
    [/form|message/i, S('errors'), 'Forms'],
    [/./, S('errors'), null],
  ],
  9: [
    [/target|30000|30,000/i, S('constants'), 'Savings target'],
    [/768|breakpoint|3000|100 ms|flicker|delay|transition/i, S('constants'), 'Screen and motion'],
    [/page size|per page|to a page|comment/i, S('constants'), 'Lists'],
    [/cookie/i, S('constants'), 'Cookies'],
    [/SAVING|LTL|\brole/i, S('constants'), 'Kinds and roles'],
    [/./, S('constants'), 'Money and dates on screen'],
  ],
};

const lending = (heading) => [[/./, D('lending'), heading]];
/** "issue N" and "issue N §M" */
const issues = {
  9: [
    [/\bmatch(es|ing)?\b/i, D('payments'), 'Matching'],
    [/member number|M00\d|in order|numbered/i, D('payments'), 'Member numbers'],
    [/phone/i, D('payments'), 'Phones'],
    [/reversal/i, D('payments'), 'Reversals'],
    [/paybill|till|shortcode|settings|cash on hand/i, D('payments'), 'Settings'],
    [/callback|C2B|daraja/i, D('payments'), 'Callbacks'],
    [/receipt|duplicate/i, D('payments'), 'One receipt, once'],
    [/split|pays? first|proposed/i, D('payments'), 'The proposed split'],
    [/match/i, D('payments'), 'Matching'],
    [/reconcil/i, D('payments'), 'Reconciliation'],
    [/statement|import/i, D('payments'), 'Statement imports'],
    [/approv|admins?\b|maker/i, D('payments'), 'Approval'],
    [/./, D('payments'), null],
  ],
  13: [
    [/kept|cache/i, D('lists'), 'Kept list answers'],
    [/first load|bundle|budget|chunk/i, D('speed'), 'A light first load and a faster test run'],
    [
      /loan|payment|audit|arrears|fines|application/i,
      D('lists'),
      'Loans, loan payments, payments and the audit trail',
    ],
    [/member|expense|account|saving/i, D('lists'), 'Members, accounts, savings, expenses and bank accounts'],
    [/./, D('lists'), null],
  ],
  14: [
    [/lifecycle/i, D('lending'), null],
    [/\bfines?\b/i, D('lending'), 'Fines'],
    [/guarant|pledge/i, D('lending'), 'Guarantors'],
    [/limit|multiplier/i, D('lending'), 'Limit'],
    [/arrears|overdue|past due|\bPAR\b/i, D('lending'), 'Arrears'],
    [/payoff|settle/i, D('lending'), 'Early settlement'],
    [/applica|maker-checker/i, D('lending'), 'Applications'],
    [/round|installment/i, D('loans'), 'Rounding'],
    [/./, D('lending'), null],
  ],
  '14 §1': lending('Applications'),
  '14 §2': lending('Limit'),
  '14 §3': lending('Guarantors'),
  '14 §4': lending('Arrears'),
  '14 §5': lending('Fines'),
  '14 §6': lending('Early settlement'),
  15: [
    [/form|schema|request rule|resolver/i, D('forms'), null],
    [/./, D('modules'), null],
  ],
};

/** A heading of the old docs/decisions.md: where it now lives (and under what heading). */
const movedHeadings = {
  Stack: [D('stack'), 'Stack'],
  Server: [D('wire'), 'Server'],
  Web: [D('web'), 'Screens and answers'],
  'Members, accounts and savings': [D('members'), 'Members, accounts and savings'],
  Loans: [D('loans'), 'Loan details'],
  Transactions: [D('transactions'), 'Locks and refusals'],
  Access: [D('access'), 'Guards'],
  'Create-user wizard and demo': [D('members'), 'Create-user wizard and demo'],
  'Loan screens and settings': [D('loans'), 'Loan screens and settings'],
  'Dashboard and home': [D('web'), 'Dashboard and home'],
  'The books': [D('books'), 'The books'],
  'Books and statements on the web': [D('books'), 'Books and statements on the web'],
  'One clock': [D('clock'), 'One clock'],
  'Loans as a group runs them': [D('lending'), 'Loans as a group runs them'],
  'The share-out': [D('share-out'), null],
  'Audit trail': [D('audit'), 'Audit trail'],
  'Audit trail, backups, restore and export': [D('audit'), 'Audit trail'],
  'M-Pesa and bank statements': [D('payments'), 'M-Pesa and bank statements'],
  'Table ownership': [D('modules'), 'Table ownership'],
  Boundaries: [D('modules'), 'Boundaries'],
  'Request rules once, forms on a form library': [D('forms'), 'Request rules once, forms on a form library'],
  'A light first load': [D('speed'), 'A light first load and a faster test run'],
  'A light first load and a faster test run': [D('speed'), 'A light first load and a faster test run'],
  'First paint on a slow phone': [D('speed'), 'First paint on a slow phone'],
  'A thin stack and reports from kept figures': [D('speed'), 'A thin stack and reports from kept figures'],
  'Kept list answers': [D('lists'), 'Kept list answers'],
  'Kept answers': [D('lists'), 'Kept list answers'],
  'Sessions and cookies': [D('sessions'), 'Sessions and cookies'],
  'Cross-site requests': [D('sessions'), 'Cross-site requests'],
  'Tokens that end': [D('sessions'), 'Tokens that end'],
  'Sign-in limits': [D('sign-in-limits'), 'Sign-in limits'],
  'First run': [D('first-run'), 'First run'],
  'Password rules': [D('password-rules'), 'Password rules'],
  'Secrets and logs': [D('secrets'), 'Secrets and logs'],
  'Database roles': [D('servers'), 'Database roles'],
  'Starting several servers': [D('servers'), 'Starting several servers'],
  'Money dates': [D('payments'), 'Money dates'],
  'Upgrades and lost chunks': [D('web'), 'Upgrades and lost chunks'],
  'Big imports': [D('payments'), 'Big imports'],
  'The data folder, wherever the server starts': [
    D('servers'),
    'The data folder, wherever the server starts',
  ],
};

/** Headings that were cited but never existed, and where what they meant lives. */
const renamedHeadings = {
  'docs/architecture.md': { Layers: ['docs/architecture.md', 'Shape'] },
  'docs/decisions/passwords.md': { Codes: ['docs/decisions/passwords.md', 'Invitations'] },
};

// ---------------------------------------------------------------------------------------------
// Rewriting

/** Space between two words of a reference, also across a comment's line break. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*|\/\/|--|#)?[ \t]*)`;
const SECTION = String.raw`§[ \t]?(\d+)`;
const MORE = String.raw`((?:[ \t]*(?:,|;|and|&)${GAP}?§[ \t]?\d+)*)`;
const numbered = new RegExp(
  String.raw`\b([Pp]roduct(?:-|${GAP})spec|[Ss]pec|[Dd]ecisions(?:\.md)?)${GAP}${SECTION}${MORE}`,
  'g',
);
const issueRef = new RegExp(
  String.raw`\b[Ii]ssues?${GAP}#?(\d+)((?:(?:,| and)${GAP}\d+(?!\d))*)(?:${GAP}§[ \t]?(\d+))?(?:,${GAP}item${GAP}\d+)?`,
  'g',
);
const oldHeadingRef = new RegExp(
  String.raw`(?:docs\/decisions\.md,?|(?<![\w/])decisions,)${GAP}"([^"\n]+(?:\n[ \t]*(?:\*|\/\/)?[^"\n]*)?)"`,
  'g',
);
const oldRefInHeading =
  /^(#{1,6} .*?)[ \t]*\((?:[Ii]ssues? \d+|(?:[Pp]roduct[- ])?[Ss]pec §\d+|[Dd]ecisions(?:\.md)? §\d+)[^)\n]*\)[ \t]*$/gm;
const citedHeading = new RegExp(String.raw`(docs\/[\w./-]+?\.md),${GAP}\\?"([^"\\\n]+)\\?"`, 'g');

/**
 * The first rule whose pattern fits the reference's line and the next (or, for `{ path }`, the
 * file's path); when only the default fits, the line before is read too.
 */
function pick(rules, context, file) {
  const fits = (test, text) => (test.path ? test.path.test(file) : test.test(text));
  for (const [test, target, heading] of rules.slice(0, -1)) {
    if (fits(test, context.near)) return { file: target, heading };
  }
  for (const [test, target, heading] of rules) {
    if (fits(test, context.wide)) return { file: target, heading };
  }
  return null;
}

/** The line a match starts on and the next (near), and with the line before (wide). */
function contextAt(text, index, length) {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const before = start > 0 ? text.lastIndexOf('\n', start - 2) + 1 : 0;
  let end = text.indexOf('\n', index + length);
  if (end === -1) end = text.length;
  const next = text.indexOf('\n', end + 1);
  const stop = next === -1 ? text.length : next;
  return { near: text.slice(start, stop), wide: text.slice(before, stop) };
}

/** Whether `index` sits inside a double-quoted string of code (a test's name). */
function inDoubleQuotes(text, index) {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(start, index);
  if (/^\s*(\/\/|\*|\/\*|--|#|-|\|)/.test(before)) return false;
  return (before.replace(/\\"/g, '').match(/"/g) ?? []).length % 2 === 1;
}

function format(targets, quoted) {
  const q = quoted ? '\\"' : '"';
  const seen = new Set();
  const parts = [];
  for (const { file, heading } of targets) {
    const text = heading ? `${file}, ${q}${heading}${q}` : file;
    if (!seen.has(text)) parts.push(text);
    seen.add(text);
  }
  return parts.join('; ');
}

/**
 * Drops a heading's name written right after the old reference ("spec §2 Other tables"), and
 * takes in an old heading cited after it (`decisions §7, "Audit trail"`).
 */
function swallowRepeat(text, end, targets) {
  const rest = text.slice(end);
  const cited = /^,[ \t]*"([^"\n]+)"/.exec(rest);
  if (cited && movedHeadings[cited[1]]) {
    const [file, heading] = movedHeadings[cited[1]];
    targets.push({ file, heading });
    return end + cited[0].length;
  }
  if (targets.length !== 1 || !targets[0].heading) return end;
  const m = /^[ \t]*[:,]?[ \t]*/.exec(rest);
  const after = rest.slice(m[0].length);
  const h = targets[0].heading;
  if (after.toLowerCase().startsWith(h.toLowerCase()) && !/^\w/.test(after.slice(h.length))) {
    return end + m[0].length + h.length;
  }
  return end;
}

function replaceAll(text, regex, targetsOf, file) {
  let out = '';
  let last = 0;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) {
    const targets = targetsOf(m, contextAt(text, m.index, m[0].length), file);
    if (!targets) continue;
    const end = swallowRepeat(text, m.index + m[0].length, targets);
    out += text.slice(last, m.index) + format(targets, inDoubleQuotes(text, m.index));
    last = end;
    regex.lastIndex = end;
  }
  return out + text.slice(last);
}

function numberedTargets(m, context, file) {
  const table = /decisions/i.test(m[1]) ? decisions : spec;
  const numbers = [m[2], ...(m[3].match(/\d+/g) ?? [])];
  const targets = numbers.map((n) => (table[n] ? pick(table[n], context, file) : null));
  return targets.every(Boolean) ? targets : null;
}

function issueTargets(m, context, file) {
  const numbers = [m[1], ...(m[2].match(/\d+/g) ?? [])];
  const targets = numbers.map((n) => {
    const rules = (m[3] && issues[`${n} §${m[3]}`]) || issues[n];
    return rules ? pick(rules, context, file) : { file: 'docs/decisions.md', heading: null };
  });
  return targets;
}

function movedTarget(m) {
  const moved = movedHeadings[m[1].replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ')];
  if (!moved) return null;
  return [{ file: moved[0], heading: moved[1] }];
}

/**
 * A section written bare after another (`product spec §2 /accounts and §5`, `decisions §7 … (§8)`)
 * gets the name of the nearest document cited before it, or the decisions when none is.
 */
function nameBareSections(text) {
  return text.replace(/§[ \t]?\d+/g, (section, index) => {
    const before = text.slice(Math.max(0, index - 600), index);
    if (/(?:spec|decisions(?:\.md)?|issues?\s+#?\d+)(?:\s|\*|\/\/)*$/i.test(before)) return section;
    if (/§[ \t]?\d+[ \t]*(?:,|;|and|&)(?:\s|\*|\/\/)*$/.test(before)) return section;
    const cited = [...before.matchAll(/(spec|decisions)(?:\.md)?\s+§/gi)].at(-1);
    return `${cited && /spec/i.test(cited[1]) ? 'spec' : 'decisions'} ${section}`;
  });
}

/** Rewrites the old references of one file's text; the text is returned unchanged when it has none. */
export function rewriteText(text, file = '') {
  // A Markdown heading keeps its words and loses the old reference, so that it stays citable.
  let out = file.endsWith('.md') ? text.replace(oldRefInHeading, '$1') : text;
  // The issue's section on bad input is the wire's rule for refusals.
  out = out.replace(/[Ii]ssue 14, "Bad input"/g, `${D('wire')}, "Error answers"`);
  out = replaceAll(out, oldHeadingRef, movedTarget);
  out = replaceAll(nameBareSections(out), numbered, numberedTargets, file);
  out = replaceAll(out, issueRef, issueTargets, file);
  out = out.replace(citedHeading, (whole, file, heading) => {
    const to = renamedHeadings[file]?.[heading];
    return to ? whole.replace(`${file}`, to[0]).replace(heading, to[1]) : whole;
  });
  return out === text ? text : wrapLongLines(text, out, file.endsWith('.md'));
}

/**
 * Breaks a comment or Markdown line the rewrite made longer than the house's 110 characters, and
 * carries what it breaks off into the next line of the same comment or paragraph.
 */
function wrapLongLines(before, after, prose) {
  const old = new Set(before.split('\n'));
  const lines = after.split('\n');
  const out = [];
  let carry = null;
  for (let line of lines) {
    if (carry) {
      const rest = continuationOf(line, carry.prefix);
      if (rest === null) out.push(carry.prefix + carry.text);
      else line = `${carry.prefix}${carry.text} ${rest}`;
      const carried = rest !== null;
      carry = null;
      if (!carried && (line.length <= MAX_LINE || old.has(line))) {
        out.push(line);
        continue;
      }
    }
    if (line.length <= MAX_LINE || old.has(line)) {
      out.push(line);
      continue;
    }
    const moved = refsAboveTest(line);
    if (moved) {
      out.push(...moved);
      continue;
    }
    const parts = wrapLine(line, prose);
    if (parts.length > 1 && parts.prefix !== undefined) {
      carry = { prefix: parts.prefix, text: parts.at(-1).slice(parts.prefix.length) };
      out.push(...parts.slice(0, -1));
    } else out.push(...parts);
  }
  if (carry) out.push(carry.prefix + carry.text);
  return out.join('\n');
}

/**
 * A test's name made too long by its reference in brackets: the reference goes on a comment line
 * above the test instead (`it('rounds … (docs/decisions/loans.md, "Rounding")'` →
 * `// docs/decisions/loans.md, "Rounding"` and `it('rounds …'`).
 */
function refsAboveTest(line) {
  const call = /^(\s*)(?:it|describe|test)(?:\.\w+)*\(/.exec(line);
  if (!call) return null;
  const one = String.raw`docs\/[\w./-]+?\.md(?:, \\?"[^"\\\n]+\\?")?`;
  const m = new RegExp(String.raw` \((${one}(?:(?:; |, )${one})*)\)`).exec(line);
  if (!m) return null;
  return [
    `${call[1]}// ${m[1].replace(/\\"/g, '"')}`,
    line.slice(0, m.index) + line.slice(m.index + m[0].length),
  ];
}

/** The text of `line` when it goes on with the same comment or paragraph under `prefix`, else null. */
function continuationOf(line, prefix) {
  if (!line.startsWith(prefix)) return null;
  const rest = line.slice(prefix.length);
  if (!rest || /^[\s@|#`*>]|^- |^\d+\. |^\*\//.test(rest)) return null;
  return rest;
}

function wrapLine(line, prose) {
  let m = /^(\s*)\/\*(\*?) (.*) \*\/$/.exec(line);
  if (m) return [`${m[1]}/*${m[2]}`, ...wrapLine(`${m[1]} * ${m[3]}`, false), `${m[1]} */`];
  m = /^(\s*(?:\/\/|\*|--|#)\s)(.*)$/.exec(line);
  let first = m?.[1];
  let next = m?.[1];
  if (!m) {
    if (!prose) return [line];
    m = /^(\s*)((?:- )?)(.*)$/.exec(line);
    if (/^\s*(\||#|```)/.test(line) || !/^[\s-]*[A-Za-z`(*"]/.test(line)) return [line];
    if (/^\s*(import |export |const |let |return |[\w.]+\()/.test(line)) return [line];
    first = m[1] + m[2];
    next = m[1] + ' '.repeat(m[2].length);
  }
  const out = [];
  let rest = line.slice(first.length);
  let prefix = first;
  while (prefix.length + rest.length > MAX_LINE) {
    const cut = breakAt(rest, MAX_LINE - prefix.length);
    if (cut <= 0) break;
    out.push(prefix + rest.slice(0, cut));
    rest = rest.slice(cut + 1);
    prefix = next;
  }
  out.push(prefix + rest);
  out.prefix = next;
  return out;
}

/** The last space within `width` that is not inside a quoted heading. */
function breakAt(text, width) {
  let best = -1;
  let quoted = false;
  for (let i = 0; i < text.length && i <= width; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (text[i] === ' ' && !quoted && !text.slice(0, i).endsWith('.md,')) best = i;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Checking

/** The headings of a Markdown text, outside code blocks. */
export function headingsOf(markdown) {
  const headings = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) headings.add(m[1]);
  }
  return headings;
}

const docRef = new RegExp(
  String.raw`(?<![\w/])(docs\/[\w./-]+?\.md)(?![\w])(?:,${GAP}\\?"([^"\\\n]+)\\?")?`,
  'g',
);
const forbidden = [
  [/\b(?:product[- ]spec|spec|decisions(?:\.md)?)\s+§\s?\d+/gi, 'a numbered section of the brief'],
  [/(?<![\w/])decisions,\s+"/g, 'a heading of the old docs/decisions.md'],
  [/\bissues?\s+#?\d+/gi, 'an issue number'],
  [/(?<!(?:spec|decisions(?:\.md)?|issues?\s+#?\d+)\s*)§\s?\d+/gi, 'a numbered section'],
];

/**
 * The problems of one file's text: references to a missing docs file or heading (`docs` tells
 * which exist: path → Set of headings, or undefined) and, in code, old references.
 */
export function problemsIn(file, text, docs) {
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  docRef.lastIndex = 0;
  for (let m = docRef.exec(text); m; m = docRef.exec(text)) {
    const headings = docs(m[1]);
    if (!headings) problems.push(`${file}:${lineOf(m.index)}: ${m[1]} does not exist`);
    else if (m[2] && !headings.has(m[2])) {
      problems.push(`${file}:${lineOf(m.index)}: ${m[1]} has no heading "${m[2]}"`);
    }
  }
  if (codeRoots.some((r) => file.startsWith(r)) && !MIGRATIONS.test(file)) {
    for (const [pattern, what] of forbidden) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        problems.push(`${file}:${lineOf(m.index)}: "${m[0]}" is ${what}; cite a heading of docs/ instead`);
      }
    }
  }
  return problems;
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => scanned.test(f) && !self.includes(f) && existsSync(path.join(root, f)));
}

function docsReader() {
  const cache = new Map();
  return (ref) => {
    if (!cache.has(ref)) {
      const full = path.join(root, ref);
      cache.set(ref, existsSync(full) ? headingsOf(readFileSync(full, 'utf8')) : undefined);
    }
    return cache.get(ref);
  };
}

function main(argv) {
  const files = trackedFiles();
  if (argv.includes('--rewrite')) {
    let changed = 0;
    for (const file of files) {
      if (MIGRATIONS.test(file)) continue;
      const full = path.join(root, file);
      const text = readFileSync(full, 'utf8');
      const next = rewriteText(text, file);
      if (next !== text) {
        writeFileSync(full, next);
        changed++;
      }
    }
    console.log(`docs references: ${changed} file(s) rewritten`);
    if (changed) console.log('Run `npx biome check --write .` to format the test names it touched.');
  }
  if (argv.includes('--check') || !argv.includes('--rewrite')) {
    const docs = docsReader();
    const problems = files.flatMap((f) => problemsIn(f, readFileSync(path.join(root, f), 'utf8'), docs));
    for (const p of problems) console.error(p);
    if (problems.length) {
      console.error(
        `docs references: ${problems.length} problem(s); scripts/docs-references.mjs --rewrite fixes the old forms`,
      );
      process.exit(1);
    }
    console.log(`docs references: ${files.length} files, every reference resolves`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
