import {
  formatDate,
  formatMoney,
  formatPercent,
  kesToCents,
  type Language,
  pageWords,
  type ShareOutView,
  type ShareOutWords,
  shareOutWords,
} from '@links/domain';
import {
  contentWidth,
  drawFooters,
  drawSectionHeading,
  drawTitle,
  figure,
  kesText,
  label,
  MARGIN,
  periodText,
  renderPdf,
} from '../../lib/pdf-page.js';
import { BOLD, drawTable, FONT, INK, MUTED, pageBottom, type Table } from '../../lib/pdf-table.js';

const money = (kes: number) => formatMoney(kesToCents(kes));

/** The share-out's words in its language, and that language. */
type Words = ShareOutWords & { language: Language };

/** How the basis was measured, in words, for the note under the table. */
function basisNote(shareOut: ShareOutView, w: Words): string {
  const basis =
    shareOut.method === 'proportional'
      ? w.proportionalBasis(formatDate(shareOut.to, w.language))
      : w.timeWeightedBasis;
  return `${basis} ${w.rounding} ${w.tax(formatPercent(shareOut.withholding_rate))}`;
}

function paidText(shareOut: ShareOutView, w: Words): string {
  const how = w.payouts[shareOut.payout];
  return shareOut.account ? w.paidFrom(how, shareOut.account.name) : how;
}

/** The room between two figures. */
const FIGURE_GAP = 8;

/** The width a figure needs to show its caption and its value on one line each. */
function figureWidth(doc: PDFKit.PDFDocument, name: string, value: string): number {
  // The caption's letters are spaced by 0.4 pt (`label`), after the last one too.
  const caption = doc.font(FONT).fontSize(7).widthOfString(name.toUpperCase()) + 0.4 * name.length;
  const figure = doc.font(BOLD).fontSize(9.5).widthOfString(value);
  return Math.ceil(Math.max(caption, figure)) + 1 + FIGURE_GAP;
}

/**
 * The key figures under the title: what was shared, how, and how it was paid. Each gets the room
 * its words need, and what is left is shared out by weight; the payout, which names an account,
 * gets the most, and when even the rest cannot fit its words they go on to up to three lines.
 */
function drawFigures(doc: PDFKit.PDFDocument, shareOut: ShareOutView, w: Words, top: number): void {
  // [caption, value, share of the spare width]
  const figures: [string, string, number][] = [
    [w.distributable, kesText(shareOut.distributable), 1],
    [w.method, w.methods[shareOut.method], 0.9],
    [w.withholding, formatPercent(shareOut.withholding_rate), 0.7],
    [w.paid, paidText(shareOut, w), 1.6],
    [w.paidOn, formatDate(shareOut.paid_on, w.language), 0.8],
  ];
  const PAID = 3;
  const total = contentWidth(doc);
  const needs = figures.map(([name, value]) => figureWidth(doc, name, value));
  const spare = total - needs.reduce((sum, need) => sum + need, 0);
  const weights = figures.reduce((sum, [, , weight]) => sum + weight, 0);
  const widths =
    spare >= 0
      ? needs.map((need, index) => need + (spare * figures[index]![2]) / weights)
      : needs.map((need, index) => (index === PAID ? need + spare : need));
  let x = MARGIN;
  let bottom = top + 40;
  figures.forEach(([name, value], index) => {
    const width = widths[index]! - FIGURE_GAP;
    if (index === PAID && spare < 0) {
      label(doc, name, x, top, width);
      doc.font(BOLD).fontSize(9.5).fillColor(INK);
      const height = Math.min(doc.heightOfString(value, { width }), doc.currentLineHeight(true) * 3);
      doc.text(value, x, top + 12, { width, height, ellipsis: true });
      bottom = Math.max(bottom, top + 28 + height);
    } else figure(doc, name, value, x, top, width, 'left');
    x += widths[index]!;
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

function membersTable(doc: PDFKit.PDFDocument, shareOut: ShareOutView, w: Words): Table {
  const number = (header: string, width: number) => ({ header, width, align: 'right' as const });
  const fixed = [number(w.basis, 96), number(w.share, 82), number(w.withholding, 78), number(w.netKes, 82)];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return {
    columns: [{ header: w.member, width: contentWidth(doc) - used, align: 'left', wrap: true }, ...fixed],
    continuedTitle: pageWords[w.language].continued(w.members),
    rows: [
      ...shareOut.members.map((line) => ({
        cells: [line.name, money(line.basis), money(line.share), money(line.withholding), money(line.net)],
      })),
      {
        cells: [
          w.totals(shareOut.members.length),
          money(shareOut.total_basis),
          money(shareOut.total_share),
          money(shareOut.total_withholding),
          money(shareOut.total_net),
        ],
        total: true,
      },
    ],
  };
}

/**
 * The share-out as an A4 PDF (docs/share-out.md): the period, the method and the key figures, every
 * member's basis, share, withholding and net with the totals, and how the figures were worked out;
 * in English or Kiswahili (docs/decisions/languages.md, "Documents").
 */
export function shareOutPdf(
  shareOut: ShareOutView,
  groupName: string,
  options: { compress?: boolean; language?: Language } = {},
) {
  const language = options.language ?? 'en';
  const w: Words = { ...shareOutWords[language], language };
  const period = periodText(shareOut.from, shareOut.to, language);
  const info = { title: `${w.title} ${period}`, author: groupName, compress: options.compress };
  return renderPdf(info, (doc) => {
    const y = drawTitle(doc, { groupName, name: w.title, periodLabel: w.periodLabel, period });
    drawFigures(doc, shareOut, w, y + 12);
    const table = membersTable(doc, shareOut, w);
    drawSectionHeading(doc, w.members, table);
    drawTable(doc, table);
    doc.font(FONT).fontSize(8.5).fillColor(MUTED);
    const note = basisNote(shareOut, w);
    const width = contentWidth(doc);
    if (doc.y + 12 + doc.heightOfString(note, { width }) > pageBottom(doc)) doc.addPage();
    doc.text(note, MARGIN, doc.y + 12, { width });
    drawFooters(doc, `${groupName} · ${w.title} · ${period}`, language);
  });
}
