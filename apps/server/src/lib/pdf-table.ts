/** Drawing a statement table with pdfkit: aligned columns, wrapped descriptions, the header repeated on each page. */

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#6b6b6b';
export const RULE = '#d9d9d9';
const HEADER_FILL = '#eef1f4';
const TOTAL_FILL = '#f7f7f7';
const BODY_SIZE = 8.5;
const HEADER_SIZE = 7.5;
const PAD_X = 5;
const PAD_Y = 4;
/** A description wraps onto at most this many lines, then ends with an ellipsis. */
const MAX_LINES = 3;

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  /** The column that wraps long text (the description). */
  wrap?: boolean;
}

export interface TableRow {
  cells: string[];
  /** Opening and closing rows: bold on a light fill. */
  total?: boolean;
}

export interface Table {
  columns: Column[];
  rows: TableRow[];
  /** Written above the repeated header on the pages the table continues onto. */
  continuedTitle: string;
}

/** The lowest y that content may reach on the current page. */
export function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

function cellHeight(doc: PDFKit.PDFDocument, text: string, column: Column): number {
  const width = column.width - 2 * PAD_X;
  const lineHeight = doc.currentLineHeight(true);
  if (!column.wrap) return lineHeight;
  return Math.min(doc.heightOfString(text || ' ', { width }), lineHeight * MAX_LINES);
}

function rowHeight(doc: PDFKit.PDFDocument, table: Table, row: TableRow): number {
  doc.font(row.total ? BOLD : FONT).fontSize(BODY_SIZE);
  const heights = table.columns.map((column, i) => cellHeight(doc, row.cells[i] ?? '', column));
  return Math.max(...heights) + 2 * PAD_Y;
}

/** A one-line cell too wide for its column (a very large amount) is set smaller until it fits. */
function fitOneLine(doc: PDFKit.PDFDocument, text: string, width: number, size: number): void {
  let fitted = size;
  while (fitted > 5 && doc.fontSize(fitted).widthOfString(text) > width) fitted -= 0.5;
}

function drawCells(
  doc: PDFKit.PDFDocument,
  table: Table,
  cells: string[],
  y: number,
  height: number,
  size: number,
): void {
  let x = doc.page.margins.left;
  for (const [i, column] of table.columns.entries()) {
    const width = column.width - 2 * PAD_X;
    const text = cells[i] ?? '';
    if (column.wrap) {
      const options = { width, height: height - 2 * PAD_Y + 0.5, ellipsis: true };
      doc.fontSize(size).text(text, x + PAD_X, y + PAD_Y, options);
    } else {
      fitOneLine(doc, text, width, size);
      doc.text(text, x + PAD_X, y + PAD_Y, { width, align: column.align, lineBreak: false });
    }
    x += column.width;
  }
  doc.fontSize(size);
}

function tableWidth(table: Table): number {
  return table.columns.reduce((sum, column) => sum + column.width, 0);
}

function drawHeader(doc: PDFKit.PDFDocument, table: Table, y: number): number {
  doc.font(BOLD).fontSize(HEADER_SIZE);
  const height = doc.currentLineHeight(true) + 2 * PAD_Y;
  doc.rect(doc.page.margins.left, y, tableWidth(table), height).fill(HEADER_FILL);
  doc.fillColor(MUTED);
  drawCells(
    doc,
    table,
    table.columns.map((column) => column.header.toUpperCase()),
    y,
    height,
    HEADER_SIZE,
  );
  return y + height;
}

function drawRow(doc: PDFKit.PDFDocument, table: Table, row: TableRow, y: number, height: number): void {
  const left = doc.page.margins.left;
  const width = tableWidth(table);
  if (row.total) doc.rect(left, y, width, height).fill(TOTAL_FILL);
  doc
    .font(row.total ? BOLD : FONT)
    .fontSize(BODY_SIZE)
    .fillColor(INK);
  drawCells(doc, table, row.cells, y, height, BODY_SIZE);
  doc
    .moveTo(left, y + height)
    .lineTo(left + width, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Starts a new page for a table that does not fit: its title, then its header again. */
function continueOnNewPage(doc: PDFKit.PDFDocument, table: Table): number {
  doc.addPage();
  const y = doc.page.margins.top;
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(table.continuedTitle, doc.page.margins.left, y, { lineBreak: false });
  return drawHeader(doc, table, y + doc.currentLineHeight(true) + 6);
}

/**
 * Draws the table from doc.y, moving to a new page (with the header repeated) whenever the next
 * row would cross the bottom margin. The closing row never stands alone on a page, and `keepAfter`
 * points below the table (a total line) stay on the page of its last row. Leaves doc.y below the table.
 */
export function drawTable(doc: PDFKit.PDFDocument, table: Table, keepAfter = 0): void {
  const heights = table.rows.map((row) => rowHeight(doc, table, row));
  const last = heights.length - 1;
  let y = drawHeader(doc, table, doc.y);
  for (const [i, row] of table.rows.entries()) {
    const height = heights[i]!;
    const kept = i === last ? keepAfter : i === last - 1 ? heights[last]! + keepAfter : 0;
    if (y + height + kept > pageBottom(doc)) y = continueOnNewPage(doc, table);
    drawRow(doc, table, row, y, height);
    y += height;
  }
  doc.x = doc.page.margins.left;
  doc.y = y;
}

/**
 * The height a section needs on its first page so that it never starts with a lone heading: the
 * whole table when it is short, else its header and first three rows.
 */
export function tableStartHeight(doc: PDFKit.PDFDocument, table: Table): number {
  const rows = table.rows.length <= 8 ? table.rows : table.rows.slice(0, 3);
  const first = rows.reduce((sum, row) => sum + rowHeight(doc, table, row), 0);
  return first + 2 * doc.currentLineHeight(true);
}
