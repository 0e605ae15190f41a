import {
  formatMoney,
  kesToCents,
  type Language,
  pageWords,
  type StatementWords,
  statementWords,
  formatDate as writeDate,
} from '@links/domain';
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
  /** The words' language (docs/decisions/languages.md, "Documents"); English unless told. */
  language?: Language;
}

/** What every part of the statement writes with: its words and its language's dates. */
interface Words extends StatementWords {
  language: Language;
  day(iso: string): string;
  continued(title: string): string;
}

const money = (kes: number) => formatMoney(kesToCents(kes));

function columns(doc: PDFKit.PDFDocument, w: Words, fixed: Omit<Column, 'wrap'>[]): Column[] {
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const [date, ...numbers] = fixed;
  const description: Column = {
    header: w.description,
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

function emptyRow(w: Words, count: number): TableRow {
  return { cells: ['', w.noMovements, ...Array(count - 2).fill('')] };
}

/** Savings, or another kind of contribution (docs/decisions/contribution-kinds.md, "On the statement"). */
function drawRunning(
  doc: PDFKit.PDFDocument,
  [s, w]: [MemberStatement, Words],
  title: string,
  savings: MemberStatement['savings'],
): void {
  const cols = columns(doc, w, [
    { header: w.date, width: 70, align: 'left' },
    numberColumn(w.paidIn, 82),
    numberColumn(w.paidOut, 82),
    numberColumn(w.balanceKes, 92),
  ]);
  const rows: TableRow[] = byDate(savings.movements).map((m) => ({
    cells: [
      w.day(m.date),
      lineDescription(m, w.language),
      m.amount >= 0 ? money(m.amount) : '',
      m.amount < 0 ? money(-m.amount) : '',
      money(m.balance),
    ],
  }));
  const table: Table = {
    columns: cols,
    continuedTitle: w.continued(title),
    rows: [
      { cells: [w.day(s.from), w.openingBalance, '', '', money(savings.opening_balance)], total: true },
      ...(rows.length ? rows : [emptyRow(w, cols.length)]),
      { cells: [w.day(s.to), w.closingBalance, '', '', money(savings.closing_balance)], total: true },
    ],
  };
  drawSectionHeading(doc, title, table);
  drawTable(doc, table);
}

function loanFacts(doc: PDFKit.PDFDocument, w: Words, loan: StatementLoan): void {
  const facts: [string, string][] = [
    [w.loanAmount, kesText(loan.loan_amount)],
    [w.issuedOn, w.day(loan.issued_on)],
    [w.status, w.statuses[loan.status] ?? loan.status],
  ];
  const y = doc.y;
  for (const [i, [name, value]] of facts.entries())
    figure(doc, name, value, MARGIN + i * 130, y, 125, 'left');
  doc.x = MARGIN;
  doc.y = y + 32;
}

function loanTable(doc: PDFKit.PDFDocument, [s, w]: [MemberStatement, Words], loan: StatementLoan): Table {
  const cols = columns(doc, w, [
    { header: w.date, width: 70, align: 'left' },
    numberColumn(w.amount, 76),
    numberColumn(w.principal, 72),
    numberColumn(w.interest, 62),
    numberColumn(w.principalOwed, 84),
  ]);
  const rows: TableRow[] = byDate(loan.movements).map((m) => ({
    cells: [
      w.day(m.date),
      lineDescription(m, w.language),
      money(m.amount),
      money(m.principal),
      money(m.interest),
      money(m.balance),
    ],
  }));
  return {
    columns: cols,
    continuedTitle: w.continued(loanLabel(loan, w.language)),
    rows: [
      {
        cells: [w.day(s.from), w.owedAtStart, '', '', '', money(loan.opening_owed)],
        total: true,
      },
      ...(rows.length ? rows : [emptyRow(w, cols.length)]),
      {
        cells: [w.day(s.to), w.owedAtEnd, '', '', '', money(loan.closing_owed)],
        total: true,
      },
    ],
  };
}

function drawLoan(doc: PDFKit.PDFDocument, [s, w]: [MemberStatement, Words], loan: StatementLoan): void {
  const table = loanTable(doc, [s, w], loan);
  drawSectionHeading(doc, loanLabel(loan, w.language), table, 32);
  loanFacts(doc, w, loan);
  drawTable(doc, table, AMOUNT_DUE_HEIGHT);
  if (doc.y + AMOUNT_DUE_HEIGHT > pageBottom(doc)) doc.addPage();
  const y = doc.y + 8;
  const width = contentWidth(doc);
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  oneLine(doc, w.amountDueNow, MARGIN, y, width - 130, 'right');
  doc.font(BOLD).fontSize(10).fillColor(INK);
  oneLine(doc, kesText(loan.amount_due), MARGIN + width - 130, y - 0.5, 130, 'right');
  doc.x = MARGIN;
  doc.y = y + 16;
}

function drawNoLoans(doc: PDFKit.PDFDocument, w: Words): void {
  const fits = doc.y + 60 <= pageBottom(doc);
  if (!fits) doc.addPage();
  const y = fits ? doc.y + 18 : doc.y;
  doc.font(BOLD).fontSize(13).fillColor(INK).text(w.loans, MARGIN, y, { lineBreak: false });
  rule(doc, y + 19);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(w.noLoans, MARGIN, y + 28, { lineBreak: false });
  doc.y = y + 44;
}

/** The member's lines of the share-outs paid in the period, when there are any (docs/share-out.md). */
function drawShareOuts(doc: PDFKit.PDFDocument, [s, w]: [MemberStatement, Words]): void {
  if (s.share_outs.length === 0) return;
  const table: Table = {
    columns: columns(doc, w, [
      { header: w.paidOn, width: 70, align: 'left' },
      numberColumn(w.share, 76),
      numberColumn(w.withheld, 70),
      numberColumn(w.netKes, 80),
    ]),
    continuedTitle: w.continued(w.shareOuts),
    rows: s.share_outs.map((line) => ({
      cells: [
        w.day(line.paid_on),
        shareOutDescription(line, w.language),
        money(line.share),
        money(line.withholding),
        money(line.net),
      ],
    })),
  };
  drawSectionHeading(doc, w.shareOuts, table);
  drawTable(doc, table);
}

/** The member statement as an A4 PDF in pdfkit's built-in Helvetica, with no external resources. */
export function statementPdf(statement: MemberStatement, options: StatementPdfOptions = {}): Promise<Buffer> {
  const language = options.language ?? 'en';
  const w: Words = {
    ...statementWords[language],
    language,
    day: (iso) => writeDate(iso, language),
    continued: pageWords[language].continued,
  };
  const info = {
    title: `${w.title}: ${memberName(statement)}`,
    author: statement.group_name,
    compress: options.compress,
  };
  const both: [MemberStatement, Words] = [statement, w];
  return renderPdf(info, (doc) => {
    drawHeading(doc, statement, language);
    drawRunning(doc, both, w.savings, statement.savings);
    for (const loan of statement.loans) drawLoan(doc, both, loan);
    if (statement.loans.length === 0) drawNoLoans(doc, w);
    for (const kind of statement.contributions) drawRunning(doc, both, kind.name, kind);
    drawShareOuts(doc, both);
    drawFooters(doc, statementCaption(statement, language), language);
  });
}
