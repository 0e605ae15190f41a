import { describe, expect, it } from 'vitest';
import { bankPayerReference, readBankStatement } from './bank-statement.js';
import type { CsvRecord } from './csv-table.js';
import {
  MPESA_COLUMNS,
  NOT_AN_MPESA_STATEMENT,
  readMpesaStatement,
  splitOtherParty,
} from './mpesa-statement.js';

const HEADER = Object.values(MPESA_COLUMNS);

const records = (...rows: string[][]): CsvRecord[] => rows.map((cells, i) => ({ line: i + 1, cells }));
const noise = [
  ['Organization Name:', 'UMOJA SAVINGS GROUP'],
  ['Statement Period:', '01/01/2026 - 31/01/2026'],
  [],
];

const row = (fields: Partial<Record<(typeof HEADER)[number], string>>) =>
  HEADER.map((column) => fields[column] ?? '');

const payment = row({
  'Receipt No.': 'qgh7x2k9pl',
  'Completion Time': '2026-01-05 14:30:09',
  Details: 'Pay Bill from 2547******126 - JOHN KAMAU DOE Acc. M001',
  'Transaction Status': 'Completed',
  'Paid In': '1,500.00',
  Balance: '25,300.00',
  'Reason Type': 'Pay Bill Online',
  'Other Party Info': '2547******126 - JOHN KAMAU DOE',
  'A/C No.': 'M001',
});

describe('readMpesaStatement', () => {
  it('reads the export past its header lines into typed lines', () => {
    const read = readMpesaStatement(records(...noise, HEADER, payment));
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          line: 5,
          receipt: 'QGH7X2K9PL',
          completed: { date: '2026-01-05', instant: '2026-01-05T11:30:09.000Z' },
          details: 'Pay Bill from 2547******126 - JOHN KAMAU DOE Acc. M001',
          status: 'Completed',
          kind: 'payment',
          paidIn: 150000,
          withdrawn: 0,
          balance: 2530000,
          reasonType: 'Pay Bill Online',
          payerPhone: '2547******126',
          payerName: 'JOHN KAMAU DOE',
          linkedReceipt: null,
          accountRef: 'M001',
        },
      ],
    });
  });

  it('tells payments, reversals, withdrawals and lines that moved nothing apart', () => {
    const kinds = (fields: Partial<Record<(typeof HEADER)[number], string>>) => {
      const read = readMpesaStatement(
        records(HEADER, row({ ...Object.fromEntries(HEADER.map((h, i) => [h, payment[i]!])), ...fields })),
      );
      return read.ok ? read.rows[0]?.kind : read.problem.message;
    };
    expect(kinds({})).toBe('payment');
    expect(kinds({ 'Transaction Status': 'Failed' })).toBe('skipped');
    expect(kinds({ 'Paid In': '', Withdrawn: '-55.00', 'Reason Type': 'Pay Bill Charge' })).toBe(
      'withdrawal',
    );
    expect(
      kinds({
        'Paid In': '',
        Withdrawn: '-1,500.00',
        'Reason Type': 'Reversal',
        'Linked Transaction ID': 'QGH7X2K9PL',
      }),
    ).toBe('reversal');
    expect(kinds({ 'Paid In': '0.00' })).toBe('skipped');
  });

  it('refuses a file that is not a statement, or lacks a column', () => {
    expect(readMpesaStatement(records(['name', 'amount'], ['a', '1']))).toEqual({
      ok: false,
      problem: { line: null, message: NOT_AN_MPESA_STATEMENT },
    });
    const withoutPaidIn = HEADER.filter((column) => column !== 'Paid In');
    expect(readMpesaStatement(records(...noise, withoutPaidIn))).toEqual({
      ok: false,
      problem: { line: 4, message: 'Line 4: the statement has no column "Paid In"' },
    });
  });

  it.each([
    [{ 'Paid In': 'abc' }, 'Line 3: Paid In "abc" is not an amount'],
    [{ 'Paid In': '-20.00' }, 'Line 3: Paid In must not be negative'],
    [
      { 'Completion Time': '2026-02-30 10:00:00' },
      'Line 3: Completion Time "2026-02-30 10:00:00" is not a date',
    ],
    [{ 'Completion Time': '' }, 'Line 3: Completion Time is missing'],
    [{ 'Receipt No.': '' }, 'Line 3: Receipt No. is missing'],
    [{ 'Receipt No.': 'NOT A CODE' }, 'Line 3: Receipt No. "NOT A CODE" is not an M-Pesa receipt'],
    [{ Withdrawn: '10.00' }, 'Line 3: a line cannot have both Paid In and Withdrawn'],
    [{ Details: 'x'.repeat(301) }, 'Line 3: Details is longer than 300 characters'],
  ])('refuses a bad line, naming it: %j', (fields, message) => {
    const good = row({ ...Object.fromEntries(HEADER.map((h, i) => [h, payment[i]!])) });
    const bad = row({ ...Object.fromEntries(HEADER.map((h, i) => [h, payment[i]!])), ...fields });
    expect(readMpesaStatement(records(HEADER, good, bad))).toEqual({
      ok: false,
      problem: { line: 3, message },
    });
  });

  it('skips blank lines', () => {
    const read = readMpesaStatement(records(HEADER, [], payment, ['', ''], []));
    expect(read.ok && read.rows.length).toBe(1);
  });

  it('splits Other Party Info into the phone and the name', () => {
    expect(splitOtherParty('254712345678 - JANE WANJIRU')).toEqual({
      phone: '254712345678',
      name: 'JANE WANJIRU',
    });
    expect(splitOtherParty('JANE WANJIRU')).toEqual({ phone: null, name: 'JANE WANJIRU' });
    expect(splitOtherParty(null)).toEqual({ phone: null, name: null });
  });
});

const mapping = {
  date: 'Txn Date',
  description: 'Narrative',
  credit: 'Credit',
  debit: 'Debit',
  reference: 'Ref',
  balance: 'Balance',
};

describe('readBankStatement', () => {
  it('reads the columns the mapping names', () => {
    const read = readBankStatement(
      records(
        ['EQUITY BANK', 'Account statement'],
        ['Txn Date', 'Narrative', 'Ref', 'Debit', 'Credit', 'Balance'],
        ['05/01/2026', 'CASH DEPOSIT M004 ACHIENG', 'FT2601', '', '3,000.00', '10,000.00'],
        ['06/01/2026', 'LEDGER FEE', 'CHG01', '350.00', '', '9,650.00'],
      ),
      mapping,
    );
    expect(read.ok && read.rows).toEqual([
      {
        line: 3,
        date: { date: '2026-01-05', instant: '2026-01-04T21:00:00.000Z' },
        description: 'CASH DEPOSIT M004 ACHIENG',
        reference: 'FT2601',
        credit: 300000,
        debit: 0,
        balance: 1000000,
        kind: 'payment',
      },
      expect.objectContaining({ line: 4, debit: 35000, credit: 0, kind: 'withdrawal', balance: 965000 }),
    ]);
  });

  it('names a column the file lacks, and a bad line', () => {
    expect(readBankStatement(records(['Txn Date', 'Narrative', 'Debit', 'Credit']), mapping)).toEqual({
      ok: false,
      problem: { line: 1, message: 'Line 1: the statement has no column "Ref"' },
    });
    expect(readBankStatement(records(['Date', 'x']), mapping)).toEqual({
      ok: false,
      problem: {
        line: null,
        message: 'No line of the file has the column "Txn Date": check the column names.',
      },
    });
    const header = ['Txn Date', 'Narrative', 'Ref', 'Debit', 'Credit', 'Balance'];
    expect(readBankStatement(records(header, ['someday', 'x', 'r', '', '1', '']), mapping)).toEqual({
      ok: false,
      problem: { line: 2, message: 'Line 2: Txn Date "someday" is not a date' },
    });
  });

  it('finds the member number or the phone a depositor wrote', () => {
    expect(bankPayerReference({ description: 'CASH DEP M004 ACHIENG', reference: null })).toEqual({
      accountRef: 'M004',
      phone: null,
    });
    expect(bankPayerReference({ description: 'MPESA 0712 345 678 JOHN', reference: 'FT1' })).toEqual({
      accountRef: null,
      phone: '254712345678',
    });
    expect(bankPayerReference({ description: 'SALARY MAY2026', reference: 'AM12X' })).toEqual({
      accountRef: null,
      phone: null,
    });
  });
});
