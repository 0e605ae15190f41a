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
  MARGIN,
  periodText,
  renderPdf,
} from '../../lib/pdf-page.js';
import { drawTable, FONT, MUTED, pageBottom, type Table } from '../../lib/pdf-table.js';

const money = (kes: number) => formatMoney(kesToCents(kes));

/** How the basis was measured, in words, for the note under the table. */
/** The share-out's words in its language, and that language. */
type Words = ShareOutWords & { language: Language };

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

/** The key figures under the title: what was shared, how, and how it was paid. */
function drawFigures(doc: PDFKit.PDFDocument, shareOut: ShareOutView, w: Words, top: number): void {
  // [caption, value, share of the width]: the payout names an account, so it gets the most room.
  const figures: [string, string, number][] = [
    [w.distributable, kesText(shareOut.distributable), 1],
    [w.method, w.methods[shareOut.method], 0.9],
    [w.withholding, formatPercent(shareOut.withholding_rate), 0.7],
    [w.paid, paidText(shareOut, w), 1.6],
    [w.paidOn, formatDate(shareOut.paid_on, w.language), 0.8],
  ];
  const unit = contentWidth(doc) / figures.reduce((sum, [, , weight]) => sum + weight, 0);
  let x = MARGIN;
  for (const [name, value, weight] of figures) {
    figure(doc, name, value, x, top, weight * unit - 8, 'left');
    x += weight * unit;
  }
  doc.x = MARGIN;
  doc.y = top + 40;
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
