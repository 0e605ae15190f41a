import { formatDate, formatMoney, kesToCents, type MeetingMinutes } from '@links/domain';
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
 * their votes, and lines for the chair's and the secretary's signatures.
 */

const money = (kes: number) => formatMoney(kesToCents(kes));
const KIND_NAMES = {
  ordinary: 'Ordinary meeting',
  special: 'Special meeting',
  annual: 'Annual general meeting',
};
const ATTENDANCE_NAMES = { present: 'Present', late: 'Late', absent: 'Absent', apologised: 'Apologies' };

/** A heading over a paragraph of text. */
const heading = (doc: PDFKit.PDFDocument, title: string) => drawHeadingOver(doc, title, 60);

function paragraph(doc: PDFKit.PDFDocument, text: string | null, empty: string): void {
  doc
    .font(FONT)
    .fontSize(9.5)
    .fillColor(text ? INK : MUTED)
    .text(text ?? empty, MARGIN, doc.y, { width: contentWidth(doc) });
}

function attendanceTable(doc: PDFKit.PDFDocument, m: MeetingMinutes): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: 'No.', width: 60, align: 'left' },
      { header: 'Member', width: width - 60 - 100 - 120, align: 'left', wrap: true },
      { header: 'Attendance', width: 100, align: 'left' },
      { header: 'Signature', width: 120, align: 'left' },
    ],
    continuedTitle: 'Attendance register (continued)',
    rows: m.attendance.map((row) => ({
      cells: [row.member_no, `${row.firstname} ${row.lastname}`, ATTENDANCE_NAMES[row.attendance], ''],
    })),
  };
}

function moneyTable(doc: PDFKit.PDFDocument, m: MeetingMinutes): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: 'Received', width: width - 140, align: 'left', wrap: true },
      { header: 'Amount (KES)', width: 140, align: 'right' },
    ],
    continuedTitle: 'Money received (continued)',
    rows: [
      { cells: ['Savings', money(m.received.saving)] },
      { cells: ['Long-term loan repayments', money(m.received.long_term)] },
      { cells: ['Short-term loan repayments', money(m.received.short_term)] },
      { cells: ['Fines paid', money(m.received.fines)] },
      ...m.received.contributions.map((kind) => ({ cells: [kind.name, money(kind.amount)] })),
      ...m.received.rotations.map((rotation) => ({
        cells: [`Merry-go-round: ${rotation.name}`, money(rotation.amount)],
      })),
      { cells: ['Total', money(m.received.total)], total: true },
    ],
  };
}

function loansTable(doc: PDFKit.PDFDocument, m: MeetingMinutes): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: 'Loan', width: 60, align: 'left' },
      { header: 'Member', width: width - 60 - 100 - 120, align: 'left', wrap: true },
      { header: 'Kind', width: 100, align: 'left' },
      { header: 'Amount (KES)', width: 120, align: 'right' },
    ],
    continuedTitle: 'Loans issued (continued)',
    rows: m.loans_issued.map((loan) => ({
      cells: [`#${loan.loan_id}`, `${loan.firstname} ${loan.lastname}`, loan.kind, money(loan.amount)],
    })),
  };
}

function resolutionsTable(doc: PDFKit.PDFDocument, m: MeetingMinutes): Table {
  const width = contentWidth(doc);
  return {
    columns: [
      { header: '#', width: 24, align: 'left' },
      { header: 'Resolution', width: width - 24 - 150 - 110, align: 'left', wrap: true },
      { header: 'Proposed / seconded', width: 150, align: 'left', wrap: true },
      { header: 'For / against', width: 110, align: 'right' },
    ],
    continuedTitle: 'Resolutions (continued)',
    rows: m.resolutions.map((r) => ({
      cells: [
        String(r.position),
        `${r.text}${r.carried ? ' (carried)' : ' (not carried)'}`,
        `${r.proposer.firstname} ${r.proposer.lastname} / ${r.seconder.firstname} ${r.seconder.lastname}`,
        `${r.votes_for} / ${r.votes_against}`,
      ],
    })),
  };
}

function signatures(doc: PDFKit.PDFDocument): void {
  // The lines sit 40 points below what comes before, their captions under them.
  if (doc.y + 64 > pageBottom(doc)) doc.addPage();
  const y = doc.y + 40;
  const half = contentWidth(doc) / 2;
  for (const [i, who] of ['Chair', 'Secretary'].entries()) {
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
      .text(`${who}: signature and date`, x, y + 6, { lineBreak: false });
  }
  doc.y = y + 24;
}

export function minutesPdf(
  minutes: MeetingMinutes,
  groupName: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = `Minutes of the ${KIND_NAMES[minutes.kind].toLowerCase()} of ${formatDate(minutes.date)}`;
  return renderPdf({ title, author: groupName, compress: options.compress }, (doc) => {
    const y = drawTitle(doc, {
      groupName,
      name: `Minutes: ${KIND_NAMES[minutes.kind]}`,
      periodLabel: 'Held on',
      period: formatDate(minutes.date),
    });
    doc.y = y + 8;
    heading(doc, 'Agenda');
    paragraph(doc, minutes.agenda, 'No agenda recorded.');
    const register = attendanceTable(doc, minutes);
    drawSectionHeading(doc, 'Attendance register', register);
    drawTable(doc, register);
    const received = moneyTable(doc, minutes);
    drawSectionHeading(doc, 'Money received', received);
    drawTable(doc, received);
    if (minutes.loans_issued.length > 0) {
      const loans = loansTable(doc, minutes);
      drawSectionHeading(doc, 'Loans issued', loans);
      drawTable(doc, loans);
    }
    heading(doc, 'Notes');
    paragraph(doc, minutes.notes, 'No notes recorded.');
    if (minutes.resolutions.length > 0) {
      const resolutions = resolutionsTable(doc, minutes);
      drawSectionHeading(doc, 'Resolutions', resolutions);
      drawTable(doc, resolutions);
    } else {
      heading(doc, 'Resolutions');
      paragraph(doc, null, 'No resolutions recorded.');
    }
    signatures(doc);
    drawFooters(doc, `${groupName} · ${title}`);
  });
}
