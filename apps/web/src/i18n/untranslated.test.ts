import { describe, expect, it } from 'vitest';
import { catalogueCheck } from './untranslated';

/** What the Kiswahili screens are held to (docs/decisions/languages.md, "Proving a screen is in Kiswahili"). */
const check = catalogueCheck({
  a: {
    welcome: 'Karibu, {{name}}',
    rate: '{{rate}} {{unit}}',
    link: 'Soma <1>kanuni</1> kwanza',
    cash: 'Pesa taslimu',
  },
  b: { month: 'Nov' },
});

describe("a Kiswahili screen's texts", () => {
  it("pass when the catalogue wrote them, its placeholders filled, or a piece of a message's words", () => {
    expect(check.untranslated(['Karibu, Amina', 'Soma', 'kanuni', 'kwanza'])).toEqual([]);
  });

  it('pass when data stands before or after a message: an account code before its name, a balance after', () => {
    expect(
      check.untranslated(['1000 Pesa taslimu', 'Pesa taslimu (KES 1,500.00)', 'Pesa taslimu 2']),
    ).toEqual([]);
    expect(check.untranslated(['1000 Cash on hand', '1000 Pesa cash'])).toEqual([
      '1000 Cash on hand',
      '1000 Pesa cash',
    ]);
  });

  it('pass when they are data: amounts, dates, references, numbers and the names given', () => {
    expect(
      check.untranslated(
        [
          'KES 1,500.00',
          '29 Nov 2026',
          '1 Des 2026',
          '27/11/2026',
          'TRN-12',
          '45%',
          'Wanjiru Kamau',
          'M002',
          'https://api.safaricom.co.ke',
          'links-backup-20261129.tar.gz',
        ],
        ['Wanjiru Kamau'],
      ),
    ).toEqual([]);
  });

  it('fail on English, however short, and a message of placeholders alone admits nothing', () => {
    expect(check.untranslated(['Cash on hand', 'No', 'Savings', 'Oct 2026', 'Welcome, Amina'])).toEqual([
      'Cash on hand',
      'No',
      'Savings',
      'Oct 2026',
      'Welcome, Amina',
    ]);
  });
});
