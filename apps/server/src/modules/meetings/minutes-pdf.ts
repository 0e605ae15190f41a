import {
  formatDate,
  formatMoney,
  kesToCents,
  type Language,
  type MeetingMinutes,
  type MinutesWords,
  minutesWords,
  pageWords,
} from '@links/domain';
import {
  contentWidth,
  drawFooters,
  drawHeadingOver,
  drawSectionHeading,
  drawTitle,
  MARGIN,
  renderPdf,
} from '../../lib/pdf-page.js';
import { drawTable, FONT, INK, MUTED, pageBottom, type Table } from '../../lib/pdf-table.js';

/**
 * The minutes of a meeting as an A4 PDF (docs/decisions/meetings.md, "Minutes"): the agenda, the
 * attendance register, the money received, the loans issued, the notes and the resolutions with
 * their votes, and lines for the chair's and the secretary's signatures; in English or Kiswahili
 * (docs/decisions/languages.md, "Documents").
 */

const money = (kes: number) => formatMoney(kesToCents(kes));

/** The minutes' words in their language, and how a table's title goes on over a page. */
type Words = MinutesWords & { continued(title: string): string };

/** A heading over a paragraph of text. */
const heading = (doc: PDFKit.PDFDocument, title: string) => drawHeadingOver(doc, title, 60);

function paragraph(doc: PDFKit.PDFDocument, text: string | null, empty: string): void {
  doc
    .font(FONT)
    .fontSize(9.5)
    .fillColor(text ? INK : MUTED)
    .text(text ?? empty, MARGIN, doc.y, { width: contentWidth(doc) });
}

function attendanceTable(doc: PDFKit.PDFDocument, m: MeetingMinutes, w: Words): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: w.number, width: 60, align: 'left' },
      { header: w.member, width: width - 60 - 100 - 120, align: 'left', wrap: true },
      { header: w.attendanceHeader, width: 100, align: 'left' },
      { header: w.signature, width: 120, align: 'left' },
    ],
    continuedTitle: w.continued(w.register),
    rows: m.attendance.map((row) => ({
      cells: [row.member_no, `${row.firstname} ${row.lastname}`, w.attendance[row.attendance], ''],
    })),
  };
}

function moneyTable(doc: PDFKit.PDFDocument, m: MeetingMinutes, w: Words): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: w.received, width: width - 140, align: 'left', wrap: true },
      { header: w.amountKes, width: 140, align: 'right' },
    ],
    continuedTitle: w.continued(w.moneyReceived),
    rows: [
      { cells: [w.savings, money(m.received.saving)] },
      { cells: [w.longTermRepayments, money(m.received.long_term)] },
      { cells: [w.shortTermRepayments, money(m.received.short_term)] },
      { cells: [w.finesPaid, money(m.received.fines)] },
      ...m.received.contributions.map((kind) => ({ cells: [kind.name, money(kind.amount)] })),
      ...m.received.rotations.map((rotation) => ({
        cells: [w.rotation(rotation.name), money(rotation.amount)],
      })),
      { cells: [w.total, money(m.received.total)], total: true },
    ],
  };
}

function loansTable(doc: PDFKit.PDFDocument, m: MeetingMinutes, w: Words): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: w.loan, width: 60, align: 'left' },
      { header: w.member, width: width - 60 - 100 - 120, align: 'left', wrap: true },
      { header: w.kind, width: 100, align: 'left' },
      { header: w.amountKes, width: 120, align: 'right' },
    ],
    continuedTitle: w.continued(w.loansIssued),
    rows: m.loans_issued.map((loan) => ({
      cells: [
        `#${loan.loan_id}`,
        `${loan.firstname} ${loan.lastname}`,
        w.loanKind(loan.kind),
        money(loan.amount),
      ],
    })),
  };
}

function resolutionsTable(doc: PDFKit.PDFDocument, m: MeetingMinutes, w: Words): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: '#', width: 24, align: 'left' },
      { header: w.resolution, width: width - 24 - 150 - 110, align: 'left', wrap: true },
      { header: w.proposedSeconded, width: 150, align: 'left', wrap: true },
      { header: w.forAgainst, width: 110, align: 'right' },
    ],
    continuedTitle: w.continued(w.resolutions),
    rows: m.resolutions.map((r) => ({
      cells: [
        String(r.position),
        `${r.text}${r.carried ? w.carried : w.notCarried}`,
        `${r.proposer.firstname} ${r.proposer.lastname} / ${r.seconder.firstname} ${r.seconder.lastname}`,
        `${r.votes_for} / ${r.votes_against}`,
      ],
    })),
  };
}

function signatures(doc: PDFKit.PDFDocument, w: Words): void {
  // The lines sit 40 points below what comes before, their captions under them.
  if (doc.y + 64 > pageBottom(doc)) doc.addPage();
  const y = doc.y + 40;
  const half = contentWidth(doc) / 2;
  for (const [i, caption] of w.signs.entries()) {
    const x = MARGIN + i * half;
    doc
      .moveTo(x, y)
      .lineTo(x + half - 24, y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(caption, x, y + 6, { lineBreak: false });
  }
  doc.y = y + 24;
}

export function minutesPdf(
  minutes: MeetingMinutes,
  groupName: string,
  options: { compress?: boolean; language?: Language } = {},
): Promise<Buffer> {
  const language = options.language ?? 'en';
  const w: Words = { ...minutesWords[language], continued: pageWords[language].continued };
  const kind = w.kinds[minutes.kind];
  const held = formatDate(minutes.date, language);
  const title = w.title(kind, held);
  return renderPdf({ title, author: groupName, compress: options.compress }, (doc) => {
    const y = drawTitle(doc, { groupName, name: w.name(kind), periodLabel: w.heldOn, period: held });
    doc.y = y + 8;
    heading(doc, w.agenda);
    paragraph(doc, minutes.agenda, w.noAgenda);
    const register = attendanceTable(doc, minutes, w);
    drawSectionHeading(doc, w.register, register);
    drawTable(doc, register);
    const received = moneyTable(doc, minutes, w);
    drawSectionHeading(doc, w.moneyReceived, received);
    drawTable(doc, received);
    if (minutes.loans_issued.length > 0) {
      const loans = loansTable(doc, minutes, w);
      drawSectionHeading(doc, w.loansIssued, loans);
      drawTable(doc, loans);
    }
    heading(doc, w.notes);
    paragraph(doc, minutes.notes, w.noNotes);
    if (minutes.resolutions.length > 0) {
      const resolutions = resolutionsTable(doc, minutes, w);
      drawSectionHeading(doc, w.resolutions, resolutions);
      drawTable(doc, resolutions);
    } else {
      heading(doc, w.resolutions);
      paragraph(doc, null, w.noResolutions);
    }
    signatures(doc, w);
    drawFooters(doc, `${groupName} · ${title}`, language);
  });
}
