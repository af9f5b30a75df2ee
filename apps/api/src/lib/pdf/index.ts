/*
 * Our PDFs: a document in the embedded Noto fonts (decision 033) and text that mixes scripts.
 * Features draw through this face; nothing here knows what a document is about.
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
export { heightOf, widthOf, write, type TextStyle } from './text'
