/** The page furniture of the statement PDF: the heading block, the key figures and the footers. */
import { formatDate, formatKES, kesToCents, sumCents } from '@links/domain';
import { BOLD, FONT, INK, MUTED, RULE } from './pdf-table.js';
import type { MemberStatement } from './statement.types.js';

export const MARGIN = 48;
/** The bottom margin: the footer sits inside it. */
export const FOOTER_GAP = 64;

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

export const kesText = (kes: number) => formatKES(kesToCents(kes));
export const memberName = (s: MemberStatement) => `${s.member.firstname} ${s.member.lastname}`.trim();
const period = (s: MemberStatement) => `${formatDate(s.from)} – ${formatDate(s.to)}`;

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function rule(doc: Doc, y: number, color = RULE): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** Text on one line in the current font, cut with an ellipsis when it is wider than `width`. */
export function oneLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: Align = 'left',
  options: PDFKit.Mixins.TextOptions = {},
): void {
  doc.text(text, x, y, { width, align, height: doc.currentLineHeight(true), ellipsis: true, ...options });
}

/** A small grey caption above a value. */
export function label(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: Align = 'left',
): void {
  doc.font(FONT).fontSize(7).fillColor(MUTED);
  oneLine(doc, text.toUpperCase(), x, y, width, align, { characterSpacing: 0.4 });
}

/** A caption with its value below it in bold. */
export function figure(
  doc: Doc,
  name: string,
  value: string,
  x: number,
  y: number,
  width: number,
  align: Align,
) {
  label(doc, name, x, y, width, align);
  doc.font(BOLD).fontSize(9.5).fillColor(INK);
  oneLine(doc, value, x, y + 12, width, align);
}

/** Key figures at the top right: the savings balance and what the member owes at the end of the period. */
function drawFigures(doc: Doc, s: MemberStatement, x: number, y: number, width: number): void {
  const owed = sumCents(s.loans.map((loan) => kesToCents(loan.closing_owed)));
  const due = sumCents(s.loans.map((loan) => kesToCents(loan.amount_due)));
  const figures: [string, string][] = [
    ['Savings balance', kesText(s.savings.closing_balance)],
    ['Principal owed', formatKES(owed)],
    ['Amount due', formatKES(due)],
  ];
  const each = width / figures.length;
  for (const [i, [name, value]] of figures.entries())
    figure(doc, name, value, x + i * each, y, each, 'right');
}

/** The group's name, "Member statement", the period, the member and the key figures. */
export function drawHeading(doc: Doc, s: MemberStatement): void {
  const width = contentWidth(doc);
  const half = width / 2;
  doc.font(BOLD).fontSize(18).fillColor(INK);
  doc.text(s.group_name, MARGIN, MARGIN, { width: width * 0.6, height: 44, ellipsis: true });
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor(MUTED)
    .text('Member statement', MARGIN, doc.y + 2);
  const y = Math.max(doc.y, MARGIN + 40) + 12;
  label(doc, 'Statement period', MARGIN + half, MARGIN + 4, half, 'right');
  doc.font(BOLD).fontSize(10).fillColor(INK);
  oneLine(doc, period(s), MARGIN + half, MARGIN + 16, half, 'right');
  rule(doc, y, INK);
  label(doc, 'Member', MARGIN, y + 12, half - 10);
  doc.font(BOLD).fontSize(12).fillColor(INK);
  oneLine(doc, memberName(s), MARGIN, y + 24, half - 10);
  doc.font(FONT).fontSize(9.5).fillColor(INK);
  oneLine(doc, s.member.email, MARGIN, y + 40, half - 10);
  drawFigures(doc, s, MARGIN + half, y + 12, half);
  doc.x = MARGIN;
  doc.y = y + 62;
}

/** "Page N of M" and the statement's name at the foot of every page, once all pages exist. */
export function drawFooters(doc: Doc, s: MemberStatement): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_GAP + 24;
    const width = contentWidth(doc);
    rule(doc, y - 8);
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    oneLine(
      doc,
      `${s.group_name} · Member statement · ${memberName(s)} · ${period(s)}`,
      MARGIN,
      y,
      width - 90,
    );
    oneLine(doc, `Page ${i - start + 1} of ${count}`, MARGIN + width - 80, y, 80, 'right');
    doc.page.margins.bottom = bottom;
  }
}
