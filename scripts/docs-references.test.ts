import { describe, expect, it } from 'vitest';
import { headingsOf, problemsIn, rewriteText } from './docs-references.mjs';

/** The docs of a small repository: path → its headings. */
const docs = (files: Record<string, string>) => (ref: string) =>
  ref in files ? headingsOf(files[ref]) : undefined;

const tree = docs({
  'docs/decisions/loans.md': '# Loans\n\n## One loan of each kind\n\ntext\n\n```\n## not a heading\n```\n',
  'docs/books.md': '# The books\n\n### Chart of accounts\n',
});

describe('the docs reference check', () => {
  it('passes a reference to an existing heading at any level, and a bare file', () => {
    const text = [
      '// docs/decisions/loans.md, "One loan of each kind": a second is 409.',
      '/** docs/books.md, "Chart of accounts"; see docs/books.md. */',
      ' * (docs/decisions/loans.md,',
      ' * "Loans").',
    ].join('\n');
    expect(problemsIn('apps/server/src/a.ts', text, tree)).toEqual([]);
  });

  it('leaves a released migration its old words, but still follows its docs references', () => {
    const migration = 'apps/server/drizzle/0002_ledger.sql';
    expect(problemsIn(migration, '-- decisions §8: append-only.', tree)).toEqual([]);
    expect(problemsIn(migration, '-- docs/books.md, "Nowhere".', tree)).toEqual([
      `${migration}:1: docs/books.md has no heading "Nowhere"`,
    ]);
    expect(problemsIn('apps/server/src/a.ts', '// decisions §8: append-only.', tree)).not.toEqual([]);
  });

  it('fails on a file that does not exist', () => {
    expect(problemsIn('docs/x.md', 'See docs/nowhere.md, "Intro".', tree)).toEqual([
      'docs/x.md:1: docs/nowhere.md does not exist',
    ]);
  });

  it('fails on a heading the file does not have, also one inside a code block', () => {
    const text =
      'a\n// docs/decisions/loans.md, "One loan per kind"\n// docs/decisions/loans.md, "not a heading"';
    expect(problemsIn('e2e/tests/a.e2e.ts', text, tree)).toEqual([
      'e2e/tests/a.e2e.ts:2: docs/decisions/loans.md has no heading "One loan per kind"',
      'e2e/tests/a.e2e.ts:3: docs/decisions/loans.md has no heading "not a heading"',
    ]);
  });

  it('reads a heading escaped inside a double-quoted test name', () => {
    const text = 'it("a loan\'s rule (docs/decisions/loans.md, \\"One loan of each kind\\")", () => {});';
    expect(problemsIn('apps/web/src/a.test.tsx', text, tree)).toEqual([]);
  });

  it('fails on numbered sections and issue numbers left in code', () => {
    const text = "/** decisions §6 */\n// product spec §2\nit('works (issue 14 §5)', () => {});\n// and §8";
    const problems = problemsIn('packages/domain/src/a.ts', text, tree);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^packages\/domain\/src\/a.ts:1: "decisions §6" is a numbered section/);
    expect(problems[2]).toMatch(/:3: "issue 14" is an issue number/);
    expect(problems[3]).toMatch(/:4: "§8" is a numbered section/);
  });

  it('leaves numbered sections alone outside code (a document may quote them)', () => {
    expect(problemsIn('docs/history.md', 'decisions §6', tree)).toEqual([]);
  });
});

describe('the rewrite of old references', () => {
  it('points a numbered section at the heading its line is about', () => {
    expect(rewriteText('// decisions §6: at most one uncleared loan per member.')).toBe(
      '// docs/decisions/loans.md, "One loan of each kind": at most one uncleared loan per member.',
    );
    expect(rewriteText('/** The body of every error answer (decisions §1). */')).toBe(
      '/** The body of every error answer (docs/decisions/wire.md, "Error answers"). */',
    );
  });

  it('rewrites lists of sections, issues and old headings, also across a line break', () => {
    expect(rewriteText('x (product spec §2, §5) y')).toBe(
      'x (docs/spec/screens.md; docs/spec/validation.md, "Other forms") y',
    );
    expect(rewriteText('/** fines first (issue 14 §5). */')).toBe(
      '/** fines first (docs/decisions/lending.md, "Fines"). */',
    );
    expect(rewriteText(' * cookies (docs/decisions.md,\n * "Sessions and cookies").')).toBe(
      ' * cookies (docs/decisions/sessions.md, "Sessions and cookies").',
    );
    expect(rewriteText('(decisions, "Table ownership")')).toBe(
      '(docs/decisions/modules.md, "Table ownership")',
    );
  });

  it('escapes the quotes inside a double-quoted test name', () => {
    expect(rewriteText('it("a member\'s loan (decisions §6: one uncleared)", () => {});')).toBe(
      'it("a member\'s loan (docs/decisions/loans.md, \\"One loan of each kind\\": one uncleared)", () => {});',
    );
  });

  it('wraps a comment it makes longer than 110 characters', () => {
    const out = rewriteText(
      '  /** Members who joined before member numbers get them in the order they joined (issue 9). */',
    );
    expect(out.split('\n').every((line) => line.length <= 110)).toBe(true);
    expect(out).toContain('"Member numbers"');
  });

  it('moves a reference that makes a test name too long onto a comment above the test', () => {
    const line =
      "  it('rounds the installment to the nearest cent, halves away from zero, every time (decisions §6)', () => {";
    expect(rewriteText(line, 'a.test.ts').split('\n')).toEqual([
      '  // docs/decisions/loans.md, "Rounding"',
      "  it('rounds the installment to the nearest cent, halves away from zero, every time', () => {",
    ]);
  });

  it('drops an old reference from a Markdown heading, which stays citable by its words', () => {
    expect(rewriteText('## Incoming payments (issue 9)\n\nAs (issue 9) says.\n', 'docs/books.md')).toBe(
      '## Incoming payments\n\nAs (docs/decisions/payments.md) says.\n',
    );
  });

  it('names a section written bare after another by the document cited before it', () => {
    expect(rewriteText('/** /list-member (product spec §2; §8 load failure). */')).toBe(
      '/** /list-member (docs/spec/screens.md, "Member lists"; docs/spec/errors.md, "Loading" load failure). */',
    );
    expect(rewriteText(' * (decisions §7); they change together (§8).').split('\n')).toEqual([
      ' * (docs/decisions/transactions.md, "Creating a transaction"); they change together',
      ' * (docs/decisions/books.md, "Records that must add up").',
    ]);
  });

  it('changes nothing the second time', () => {
    const once = rewriteText('// decisions §4, issue 9: the member number (spec §3 User).\n');
    expect(rewriteText(once)).toBe(once);
    expect(rewriteText('// docs/decisions/loans.md, "Rounding"\n')).toBe(
      '// docs/decisions/loans.md, "Rounding"\n',
    );
  });
});
