import { formatDate, formatMoney, kesToCents } from '@links/domain';
import {
  contentWidth,
  drawFooters,
  drawSectionHeading,
  figure,
  kesText,
  MARGIN,
  oneLine,
  renderPdf,
  rule,
} from '../../lib/pdf-page.js';
import {
  BOLD,
  type Column,
  drawTable,
  FONT,
  INK,
  MUTED,
  pageBottom,
  type Table,
  type TableRow,
} from '../../lib/pdf-table.js';
import type { MemberStatement, StatementLoan } from './statement.types.js';
import { drawHeading, memberName, statementCaption } from './statement-heading.js';
import { byDate, lineDescription, loanLabel, shareOutDescription } from './statement-labels.js';

/** The "Amount due now" line under a loan's table. */
const AMOUNT_DUE_HEIGHT = 24;

export interface StatementPdfOptions {
  /** Deflate the page streams (the default); tests may turn it off to read the text. */
  compress?: boolean;
}

const money = (kes: number) => formatMoney(kesToCents(kes));

function columns(doc: PDFKit.PDFDocument, fixed: Omit<Column, 'wrap'>[]): Column[] {
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const [date, ...numbers] = fixed;
  const description: Column = {
    header: 'Description',
    width: contentWidth(doc) - used,
    align: 'left',
    wrap: true,
  };
  return [date!, description, ...numbers];
}

const numberColumn = (header: string, width: number): Omit<Column, 'wrap'> => ({
  header,
  width,
  align: 'right',
});

function emptyRow(count: number): TableRow {
  return { cells: ['', 'No movements in this period', ...Array(count - 2).fill('')] };
}

/** Savings, or another kind of contribution (docs/decisions/contribution-kinds.md, "On the statement"). */
function drawRunning(
  doc: PDFKit.PDFDocument,
  s: MemberStatement,
  title: string,
  savings: MemberStatement['savings'],
): void {
  const cols = columns(doc, [
    { header: 'Date', width: 70, align: 'left' },
    numberColumn('Paid in', 82),
    numberColumn('Paid out', 82),
    numberColumn('Balance (KES)', 92),
  ]);
  const rows: TableRow[] = byDate(savings.movements).map((m) => ({
    cells: [
      formatDate(m.date),
      lineDescription(m),
      m.amount >= 0 ? money(m.amount) : '',
      m.amount < 0 ? money(-m.amount) : '',
      money(m.balance),
    ],
  }));
  const table: Table = {
    columns: cols,
    continuedTitle: `${title} (continued)`,
    rows: [
      { cells: [formatDate(s.from), 'Opening balance', '', '', money(savings.opening_balance)], total: true },
      ...(rows.length ? rows : [emptyRow(cols.length)]),
      { cells: [formatDate(s.to), 'Closing balance', '', '', money(savings.closing_balance)], total: true },
    ],
  };
  drawSectionHeading(doc, title, table);
  drawTable(doc, table);
}

function loanFacts(doc: PDFKit.PDFDocument, loan: StatementLoan): void {
  const facts: [string, string][] = [
    ['Loan amount', kesText(loan.loan_amount)],
    ['Issued on', formatDate(loan.issued_on)],
    ['Status', loan.status],
  ];
  const y = doc.y;
  for (const [i, [name, value]] of facts.entries())
    figure(doc, name, value, MARGIN + i * 130, y, 125, 'left');
  doc.x = MARGIN;
  doc.y = y + 32;
}

function loanTable(doc: PDFKit.PDFDocument, s: MemberStatement, loan: StatementLoan): Table {
  const cols = columns(doc, [
    { header: 'Date', width: 70, align: 'left' },
    numberColumn('Amount', 76),
    numberColumn('Principal', 72),
    numberColumn('Interest', 62),
    numberColumn('Principal owed', 84),
  ]);
  const rows: TableRow[] = byDate(loan.movements).map((m) => ({
    cells: [
      formatDate(m.date),
      lineDescription(m),
      money(m.amount),
      money(m.principal),
      money(m.interest),
      money(m.balance),
    ],
  }));
  return {
    columns: cols,
    continuedTitle: `${loanLabel(loan)} (continued)`,
    rows: [
      {
        cells: [formatDate(s.from), 'Principal owed at start', '', '', '', money(loan.opening_owed)],
        total: true,
      },
      ...(rows.length ? rows : [emptyRow(cols.length)]),
      {
        cells: [formatDate(s.to), 'Principal owed at end', '', '', '', money(loan.closing_owed)],
        total: true,
      },
    ],
  };
}

function drawLoan(doc: PDFKit.PDFDocument, s: MemberStatement, loan: StatementLoan): void {
  const table = loanTable(doc, s, loan);
  drawSectionHeading(doc, loanLabel(loan), table, 32);
  loanFacts(doc, loan);
  drawTable(doc, table, AMOUNT_DUE_HEIGHT);
  if (doc.y + AMOUNT_DUE_HEIGHT > pageBottom(doc)) doc.addPage();
  const y = doc.y + 8;
  const width = contentWidth(doc);
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  oneLine(doc, 'Amount due now (principal and interest)', MARGIN, y, width - 130, 'right');
  doc.font(BOLD).fontSize(10).fillColor(INK);
  oneLine(doc, kesText(loan.amount_due), MARGIN + width - 130, y - 0.5, 130, 'right');
  doc.x = MARGIN;
  doc.y = y + 16;
}

function drawNoLoans(doc: PDFKit.PDFDocument): void {
  const fits = doc.y + 60 <= pageBottom(doc);
  if (!fits) doc.addPage();
  const y = fits ? doc.y + 18 : doc.y;
  doc.font(BOLD).fontSize(13).fillColor(INK).text('Loans', MARGIN, y, { lineBreak: false });
  rule(doc, y + 19);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text('No loans in this period.', MARGIN, y + 28, { lineBreak: false });
  doc.y = y + 44;
}

/** The member's lines of the share-outs paid in the period, when there are any (docs/share-out.md). */
function drawShareOuts(doc: PDFKit.PDFDocument, s: MemberStatement): void {
  if (s.share_outs.length === 0) return;
  const table: Table = {
    columns: columns(doc, [
      { header: 'Paid on', width: 70, align: 'left' },
      numberColumn('Share', 76),
      numberColumn('Withheld', 70),
      numberColumn('Net (KES)', 80),
    ]),
    continuedTitle: 'Share-outs (continued)',
    rows: s.share_outs.map((line) => ({
      cells: [
        formatDate(line.paid_on),
        shareOutDescription(line),
        money(line.share),
        money(line.withholding),
        money(line.net),
      ],
    })),
  };
  drawSectionHeading(doc, 'Share-outs', table);
  drawTable(doc, table);
}

/** The member statement as an A4 PDF in pdfkit's built-in Helvetica, with no external resources. */
export function statementPdf(statement: MemberStatement, options: StatementPdfOptions = {}): Promise<Buffer> {
  const info = {
    title: `Member statement: ${memberName(statement)}`,
    author: statement.group_name,
    compress: options.compress,
  };
  return renderPdf(info, (doc) => {
    drawHeading(doc, statement);
    drawRunning(doc, statement, 'Savings', statement.savings);
    for (const loan of statement.loans) drawLoan(doc, statement, loan);
    if (statement.loans.length === 0) drawNoLoans(doc);
    for (const kind of statement.contributions) drawRunning(doc, statement, kind.name, kind);
    drawShareOuts(doc, statement);
    drawFooters(doc, statementCaption(statement));
  });
}
