import { PAYOUTS_DUE_ACCOUNT, SURPLUS_TO_DATE, standardAccountNames, systemAccounts } from '@links/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../i18n';
import { accountName } from './account-name';

// docs/decisions/languages.md, "Data on screen": the books' own account names in the reader's language.
afterAll(() => setLanguage('en'));
const codes = Object.keys(standardAccountNames);

describe('an account the books opened', () => {
  it('is every account they open, Payouts due too', () => {
    const opened = [...Object.values(systemAccounts).map((a) => a.code), PAYOUTS_DUE_ACCOUNT.code];
    expect(codes.sort()).toEqual(opened.sort());
  });

  it('reads in English exactly as the books named it', async () => {
    await setLanguage('en');
    for (const code of codes)
      expect(accountName(i18n.t, code, standardAccountNames[code]!)).toEqual({
        text: standardAccountNames[code],
        recorded: false,
      });
    expect(accountName(i18n.t, null, SURPLUS_TO_DATE).text).toBe(SURPLUS_TO_DATE);
  });

  it('reads in Kiswahili while it bears its given name', async () => {
    await setLanguage('sw');
    expect(accountName(i18n.t, '1000', 'Cash on hand')).toEqual({ text: 'Pesa taslimu', recorded: false });
    expect(accountName(i18n.t, '2000', "Members' savings").text).toBe('Akiba za wanachama');
    expect(accountName(i18n.t, null, SURPLUS_TO_DATE).text).toBe('Ziada hadi sasa');
    const words = new Set(codes.map((code) => accountName(i18n.t, code, standardAccountNames[code]!).text));
    expect(words.size).toBe(codes.length);
    // None is left in English (Faini is Kiswahili for Fines).
    for (const code of codes) expect(words.has(standardAccountNames[code]!)).toBe(false);
  });
});

describe('any other name', () => {
  it('is shown as recorded: a renamed account, a bank account, a name with no code', async () => {
    await setLanguage('sw');
    expect(accountName(i18n.t, '1000', 'Petty cash')).toEqual({ text: 'Petty cash', recorded: true });
    expect(accountName(i18n.t, '1101', 'Equity Main')).toEqual({ text: 'Equity Main', recorded: true });
    expect(accountName(i18n.t, null, 'Cash on hand')).toEqual({ text: 'Cash on hand', recorded: true });
  });
});
