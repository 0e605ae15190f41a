/** The page furniture of the PDFs (statement, share-out): the title block, figures, section headings and the footers. */
import { formatDate, formatKES, kesToCents, type Language, pageWords } from '@links/domain';
import PDFDocument from 'pdfkit';
import { BOLD, FONT, INK, MUTED, pageBottom, RULE, type Table, tableStartHeight } from './pdf-table.js';

export const MARGIN = 48;
/** The bottom margin: the footer sits inside it. */
export const FOOTER_GAP = 64;

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right';

export const kesText = (kes: number) => formatKES(kesToCents(kes));
/** A period as the PDFs write it: `1 Jan 2026 – 31 Dec 2026` (`1 Des 2025 – …` in Kiswahili). */
export const periodText = (from: string, to: string, language: Language = 'en') =>
  `${formatDate(from, language)} – ${formatDate(to, language)}`;

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

/** Where a line of text goes: its left edge, its top, its width and its alignment (left unless told). */
type Place = [x: number, y: number, width: number, align?: Align];

/** Text on one line in the current font, cut with an ellipsis when it is wider than `width`. */
export function oneLine(
  doc: Doc,
  text: string,
  ...[x, y, width, align = 'left', options = {}]: [...Place, options?: PDFKit.Mixins.TextOptions]
): void {
  doc.text(text, x, y, { width, align, height: doc.currentLineHeight(true), ellipsis: true, ...options });
}

/** A small grey caption above a value. */
export function label(doc: Doc, text: string, ...[x, y, width, align = 'left']: Place): void {
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

/** A section heading, on a new page when the heading and the first rows would not fit. */
export function drawSectionHeading(doc: PDFKit.PDFDocument, title: string, table: Table, extra = 0): void {
  doc.font(FONT).fontSize(8.5);
  drawHeadingOver(doc, title, 40 + extra + tableStartHeight(doc, table));
}

/** A section heading over `below` points of what follows it, on a new page when both would not fit. */
export function drawHeadingOver(doc: PDFKit.PDFDocument, title: string, below: number): void {
  const fits = doc.y + below <= pageBottom(doc);
  if (!fits) doc.addPage();
  const y = fits ? doc.y + 18 : doc.y;
  doc.font(BOLD).fontSize(13).fillColor(INK).text(title, MARGIN, y, { lineBreak: false });
  rule(doc, y + 19);
  doc.x = MARGIN;
  doc.y = y + 26;
}

/** The title block of a document: the group's name, the document's name, its period at the right, a rule. */
export function drawTitle(
  doc: Doc,
  title: { groupName: string; name: string; periodLabel: string; period: string },
): number {
  const width = contentWidth(doc);
  const half = width / 2;
  doc.font(BOLD).fontSize(18).fillColor(INK);
  doc.text(title.groupName, MARGIN, MARGIN, { width: width * 0.6, height: 44, ellipsis: true });
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor(MUTED)
    .text(title.name, MARGIN, doc.y + 2);
  const y = Math.max(doc.y, MARGIN + 40) + 12;
  label(doc, title.periodLabel, MARGIN + half, MARGIN + 4, half, 'right');
  doc.font(BOLD).fontSize(10).fillColor(INK);
  oneLine(doc, title.period, MARGIN + half, MARGIN + 16, half, 'right');
  rule(doc, y, INK);
  return y;
}

/** The caption and "Page N of M" (in `language`) at the foot of every page, once all pages exist. */
export function drawFooters(doc: Doc, caption: string, language: Language = 'en'): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_GAP + 24;
    const width = contentWidth(doc);
    rule(doc, y - 8);
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    oneLine(doc, caption, MARGIN, y, width - 90);
    oneLine(doc, pageWords[language].page(i - start + 1, count), MARGIN + width - 80, y, 80, 'right');
    doc.page.margins.bottom = bottom;
  }
}

/**
 * An A4 document in pdfkit's built-in Helvetica, with no external resources, drawn by `draw` and
 * returned as bytes. `compress: false` leaves the text readable to tests.
 */
export function renderPdf(
  info: { title: string; author: string; compress?: boolean | undefined },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_GAP },
    bufferPages: true,
    compress: info.compress ?? true,
    info: { Title: info.title, Author: info.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
