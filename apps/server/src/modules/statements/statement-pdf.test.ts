import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test/pdf-text.js';
import {
  longStatement,
  sampleShareOut,
  sampleStatement,
  sampleWelfareSection,
} from '../../test/statement-fixture.js';
import { statementPdf } from './statement-pdf.js';

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

describe('statementPdf', () => {
  it('writes a one-page A4 PDF with the heading, the member, the period and amounts in KES', async () => {
    const pdf = await statementPdf(sampleStatement());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pageCount(pdf)).toBe(1);
    const [text] = pdfPageTexts(pdf);
    for (const expected of [
      'Umoja Savings Group',
      'Member statement',
      'Wanjiru Korir',
      'wanjiru.korir@demo.links',
      '1 Jan 2026 – 31 Mar 2026',
      'Savings',
      'Opening balance',
      '12,500.00',
      'Closing balance',
      'KES 14,300.50',
      'Long-term loan #12',
      'KES 60,000.00',
      '10 Jan 2026',
      'KES 53,250.75',
      'Short-term loan #31',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('marks a disputed line with its dispute (docs/decisions/disputes.md, "On the statement")', async () => {
    const statement = sampleStatement();
    const [first, second] = statement.savings.movements;
    if (!first || !second) throw new Error('The sample statement has two savings movements');
    first.dispute = { dispute_id: 3, status: 'Open' };
    second.dispute = { dispute_id: 2, status: 'Rejected' };
    const [text] = pdfPageTexts(await statementPdf(statement));
    expect(text).toContain('Monthly contribution · Disputed');
    expect(text).toContain('Monthly contribution · Dispute rejected');
  });

  it('draws a section for each other kind of contribution, after the loans', async () => {
    const pdf = await statementPdf({ ...sampleStatement(), contributions: [sampleWelfareSection] });
    const text = pdfPageTexts(pdf).join('\n');
    const welfare = text.indexOf('Welfare fund');
    expect(welfare).toBeGreaterThan(text.indexOf('Short-term loan #31'));
    for (const expected of ['Welfare fund, transaction TRN-31', '600.00', '800.00']) {
      expect(text.slice(welfare)).toContain(expected);
    }
  });

  it('lists savings movements in date order', async () => {
    const [text] = pdfPageTexts(await statementPdf(sampleStatement()));
    const order = ['5 Jan 2026', '5 Feb 2026', '20 Feb 2026', '5 Mar 2026'].map((d) => text!.indexOf(d));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('2,700.00');
  });

  it('breaks a long statement across pages, repeating the table header and numbering every page', async () => {
    const pdf = await statementPdf(longStatement(200));
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pageCount(pdf)).toBe(pages.length);
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    const continued = pages.filter((text) => text.includes('Savings (continued)'));
    expect(continued.length).toBeGreaterThanOrEqual(3);
    for (const text of continued)
      expect(text).toMatch(/DATE\nDESCRIPTION\nPAID IN\nPAID OUT\nBALANCE \(KES\)/);
    const all = pages.join('\n');
    for (const n of [1, 100, 200]) expect(all).toContain(`Contribution ${n}`);
    expect(all).toContain('33,545.00');
  });

  it('can leave its streams uncompressed and still reads the same', async () => {
    const plain = await statementPdf(sampleStatement(), { compress: false });
    expect(plain.toString('latin1')).not.toContain('/FlateDecode');
    expect(pdfPageTexts(plain)).toEqual(pdfPageTexts(await statementPdf(sampleStatement())));
  });

  it('says so when there are no movements and no loans', async () => {
    const statement = sampleStatement();
    statement.savings.movements = [];
    statement.loans = [];
    const [text] = pdfPageTexts(await statementPdf(statement));
    expect(text).toContain('No movements in this period');
    expect(text).toContain('No loans in this period.');
  });

  it('adds the share-outs paid in the period, and no such section when there were none', async () => {
    const [without] = pdfPageTexts(await statementPdf(sampleStatement()));
    expect(without).not.toContain('Share-outs');
    const pdf = await statementPdf({ ...sampleStatement(), share_outs: [sampleShareOut] });
    const text = pdfPageTexts(pdf).join('\n');
    for (const expected of ['Share-outs', '15 Jan 2026', 'into savings', '5,400.01', '270.00', '5,130.01']) {
      expect(text).toContain(expected);
    }
  });
});
