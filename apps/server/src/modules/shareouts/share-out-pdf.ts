import {
  formatDate,
  formatMoney,
  formatPercent,
  kesToCents,
  type ShareOutView,
  shareOutMethodLabels,
  shareOutPayoutLabels,
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
function basisNote(shareOut: ShareOutView): string {
  const basis =
    shareOut.method === 'proportional'
      ? `Each member's basis is their savings balance on ${formatDate(shareOut.to)}.`
      : "Each member's basis is the sum of their savings balances at the end of each month of the period.";
  return (
    `${basis} The distributable amount is shared in proportion to the bases and rounded to the cent ` +
    'by the largest-remainder method, so the shares add up to it exactly. ' +
    `Tax of ${formatPercent(shareOut.withholding_rate)} is withheld from each share.`
  );
}

function paidText(shareOut: ShareOutView): string {
  const how = shareOutPayoutLabels[shareOut.payout];
  return shareOut.account ? `${how} from ${shareOut.account.name}` : how;
}

/** The key figures under the title: what was shared, how, and how it was paid. */
function drawFigures(doc: PDFKit.PDFDocument, shareOut: ShareOutView, top: number): void {
  // [caption, value, share of the width]: the payout names an account, so it gets the most room.
  const figures: [string, string, number][] = [
    ['Distributable', kesText(shareOut.distributable), 1],
    ['Method', shareOutMethodLabels[shareOut.method], 0.9],
    ['Withholding', formatPercent(shareOut.withholding_rate), 0.7],
    ['Paid', paidText(shareOut), 1.6],
    ['Paid on', formatDate(shareOut.paid_on), 0.8],
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

function membersTable(doc: PDFKit.PDFDocument, shareOut: ShareOutView): Table {
  const number = (header: string, width: number) => ({ header, width, align: 'right' as const });
  const fixed = [
    number('Basis', 96),
    number('Share', 82),
    number('Withholding', 78),
    number('Net (KES)', 82),
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return {
    columns: [{ header: 'Member', width: contentWidth(doc) - used, align: 'left', wrap: true }, ...fixed],
    continuedTitle: 'Members (continued)',
    rows: [
      ...shareOut.members.map((line) => ({
        cells: [line.name, money(line.basis), money(line.share), money(line.withholding), money(line.net)],
      })),
      {
        cells: [
          `Totals (${shareOut.members.length} members)`,
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
 * member's basis, share, withholding and net with the totals, and how the figures were worked out.
 */
export function shareOutPdf(shareOut: ShareOutView, groupName: string, options: { compress?: boolean } = {}) {
  const period = periodText(shareOut.from, shareOut.to);
  const info = { title: `Share-out ${period}`, author: groupName, compress: options.compress };
  return renderPdf(info, (doc) => {
    const y = drawTitle(doc, { groupName, name: 'Share-out', periodLabel: 'Share-out period', period });
    drawFigures(doc, shareOut, y + 12);
    const table = membersTable(doc, shareOut);
    drawSectionHeading(doc, 'Members', table);
    drawTable(doc, table);
    doc.font(FONT).fontSize(8.5).fillColor(MUTED);
    const note = basisNote(shareOut);
    const width = contentWidth(doc);
    if (doc.y + 12 + doc.heightOfString(note, { width }) > pageBottom(doc)) doc.addPage();
    doc.text(note, MARGIN, doc.y + 12, { width });
    drawFooters(doc, `${groupName} · Share-out · ${period}`);
  });
}
