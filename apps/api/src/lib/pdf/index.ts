/*
 * Our PDFs: a document in the embedded Noto fonts (decision 033), text that mixes scripts, and
 * tables. Features draw through this face; nothing here knows what a document is about.
 */
export {
  COLOR,
  contentWidth,
  hairline,
  PAGE,
  renderPdf,
  rule,
  type RenderOptions,
} from './document'
export { formatIstDate, formatIstTime } from './dates'
export {
  evenColumns,
  table,
  type Cell,
  type CellText,
  type Column,
  type RowOptions,
  type Table,
  type TableOptions,
} from './table'
export { heightOf, widthOf, write, type TextStyle } from './text'
