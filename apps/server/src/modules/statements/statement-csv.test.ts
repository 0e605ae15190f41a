import { describe, expect, it } from 'vitest';
import { csvAmount, safeText } from '../../lib/csv.js';
import { sampleShareOut, sampleStatement, sampleWelfareSection } from '../../test/statement-fixture.js';
import { CSV_COLUMNS, statementCsv } from './statement-csv.js';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('statementCsv', () => {
  it('starts with a byte order mark and ends lines with CRLF', () => {
    const csv = statementCsv(sampleStatement());
    expect(csv.startsWith('\uFEFFGroup,Umoja Savings Group\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('writes the header block, then savings and each loan in date order with opening and closing rows', () => {
    expect(lines(statementCsv(sampleStatement()))).toEqual([
      'Group,Umoja Savings Group',
      'Member,Wanjiru Korir',
      'Email,wanjiru.korir@demo.links',
      'Member number,M007',
      'From,2026-01-01',
      'To,2026-03-31',
      '',
      'date,section,description,amount,principal,interest,balance',
      '2026-01-01,Savings,Opening balance,,,,12500.00',
      '2026-01-05,Savings,Monthly contribution,1500.50,,,14000.50',
      '2026-02-05,Savings,Monthly contribution,1500.00,,,15500.50',
      '2026-02-20,Savings,Withdrawal,-2700.00,,,12800.50',
      '2026-03-05,Savings,Monthly contribution,1500.00,,,14300.50',
      '2026-03-31,Savings,Closing balance,,,,14300.50',
      '2026-01-01,Long-term loan #12,Opening principal owed (loan of 60000.00 issued 2026-01-10),,,,0.00',
      '2026-01-10,Long-term loan #12,Loan issued,60000.00,60000.00,0.00,60000.00',
      '2026-02-10,Long-term loan #12,Repayment,5600.00,5000.00,600.00,55000.00',
      '2026-03-10,Long-term loan #12,Repayment,5550.00,5000.00,550.00,50000.00',
      '2026-03-31,Long-term loan #12,Closing principal owed,,,,50000.00',
      '2026-03-31,Long-term loan #12,Amount due with interest (Uncleared),53250.75,,,',
      '2026-01-01,Short-term loan #31,Opening principal owed (loan of 5000.00 issued 2025-12-15),,,,5000.00',
      '2026-01-15,Short-term loan #31,Repayment,5500.00,5000.00,500.00,0.00',
      '2026-03-31,Short-term loan #31,Closing principal owed,,,,0.00',
      '2026-03-31,Short-term loan #31,Amount due with interest (Cleared),0.00,,,',
      '',
    ]);
  });

  it('writes each other kind of contribution after the loans, as savings are written', () => {
    const statement = { ...sampleStatement(), contributions: [sampleWelfareSection] };
    const rows = lines(statementCsv(statement));
    const first = rows.indexOf('2026-01-01,Welfare fund,Opening balance,,,,400.00');
    expect(first).toBeGreaterThan(rows.findIndex((row) => row.includes('Short-term loan #31')));
    expect(rows.slice(first, first + 4)).toEqual([
      '2026-01-01,Welfare fund,Opening balance,,,,400.00',
      '2026-02-07,Welfare fund,"Welfare fund, transaction TRN-31",200.00,,,600.00',
      '2026-03-07,Welfare fund,"Welfare fund, transaction TRN-44",200.00,,,800.00',
      '2026-03-31,Welfare fund,Closing balance,,,,800.00',
    ]);
  });

  it('ends with the share-outs paid in the period: the net as the amount, share and tax in the words', () => {
    const statement = { ...sampleStatement(), share_outs: [sampleShareOut] };
    expect(lines(statementCsv(statement)).at(-2)).toBe(
      '2026-01-15,Share-outs,"Share-out 1 Jan 2025 – 31 Dec 2025 · Time-weighted · basis KES 144,000.00 of KES 240,000.00 · into savings · share 5400.01, withheld 270.00",5130.01,,,',
    );
  });

  it('keeps free text from being read as a formula, but not negative amounts', () => {
    const statement = sampleStatement();
    statement.group_name = '=HYPERLINK("http://example.test","Click")';
    statement.member.firstname = '+Wanjiru';
    statement.member.email = '@korir';
    const line = { entry_id: 9, dispute: null };
    statement.savings.movements = [
      { date: '2026-01-05', description: '-2+3', amount: -2.5, balance: 12497.5, ...line },
      { date: '2026-01-06', description: '@SUM(A1:A2)', amount: 1, balance: 12498.5, ...line },
      { date: '2026-01-07', description: '\t=1+1', amount: 1, balance: 12499.5, ...line },
      { date: '2026-01-08', description: 'Paid, "in cash"', amount: 0.5, balance: 12500, ...line },
    ];
    const rows = lines(statementCsv(statement));
    expect(rows[0]).toBe(`Group,"'=HYPERLINK(""http://example.test"",""Click"")"`);
    expect(rows[1]).toBe("Member,'+Wanjiru Korir");
    expect(rows[2]).toBe("Email,'@korir");
    expect(rows).toContain("2026-01-05,Savings,'-2+3,-2.50,,,12497.50");
    expect(rows).toContain("2026-01-06,Savings,'@SUM(A1:A2),1.00,,,12498.50");
    expect(rows).toContain("2026-01-07,Savings,'\t=1+1,1.00,,,12499.50");
    expect(rows).toContain('2026-01-08,Savings,"Paid, ""in cash""",0.50,,,12500.00');
  });

  it('has the columns of docs/books.md', () => {
    expect(CSV_COLUMNS.join(',')).toBe('date,section,description,amount,principal,interest,balance');
  });
});

describe('csvAmount and safeText', () => {
  it('writes plain two-decimal numbers without thousands separators', () => {
    expect(csvAmount(1500)).toBe('1500.00');
    expect(csvAmount(1234567.8)).toBe('1234567.80');
    expect(csvAmount(-0.05)).toBe('-0.05');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(1_000_000_000)).toBe('1000000000.00');
  });

  it('prefixes only text that a spreadsheet would evaluate', () => {
    expect(safeText('=1')).toBe("'=1");
    expect(safeText('+1')).toBe("'+1");
    expect(safeText('-1')).toBe("'-1");
    expect(safeText('@a')).toBe("'@a");
    expect(safeText('\r=1')).toBe("'\r=1");
    expect(safeText('Deposit - M-Pesa')).toBe('Deposit - M-Pesa');
    expect(safeText('')).toBe('');
  });
});
