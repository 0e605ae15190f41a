import { describe, expect, it } from 'vitest';
import { readProject, translationProblems } from '../../../../scripts/check-translations.mjs';

/**
 * The comparison of scripts/check-translations.mjs (docs/decisions/languages.md, "The check"), run on
 * the web's catalogues and code, and on small made-up ones to show what it catches.
 */
describe('the message catalogues', () => {
  it('have the same keys in English and Kiswahili, every one used, none used that is missing', () => {
    const { catalogues, sources, assembly } = readProject();
    expect(assembly).toEqual([]);
    expect(translationProblems(catalogues, sources)).toEqual([]);
  });

  it('catch a missing translation, a key used but absent and a key used nowhere', () => {
    const en = {
      home: { savings: 'Savings', unused: 'Unused', waiting_one: '{{count}}', waiting_other: '{{count}}' },
    };
    const sw = { home: { savings: 'Akiba', waiting_one: '{{count}}', waiting_other: '{{count}}' } };
    const code = "t('home.savings'); t('home.waiting', { count }); t('home.missing');";
    expect(translationProblems({ en, sw }, { 'a.tsx': code })).toEqual([
      'sw lacks home.unused',
      'a.tsx uses home.missing, which the catalogues lack',
      'home.unused is in the catalogues but no code uses it',
    ]);
  });
});
