/** What other modules may use of statements: the PDF page furniture and table drawing (the share-out PDF). */
export {
  contentWidth,
  drawFooters,
  drawSectionHeading,
  drawTitle,
  figure,
  kesText,
  MARGIN,
  periodText,
  renderPdf,
} from './pdf-page.js';
export { drawTable, FONT, MUTED, pageBottom, type Table } from './pdf-table.js';
