import { COLOR, hairline } from './document'
import { heightOf, write, type TextStyle } from './text'

/*
 * Every table in our PDFs is drawn here: named columns side by side, each row as tall as its
 * tallest cell, an optional header on a band that is drawn again at the top of each new page.
 */

export interface Column {
  /** From the table's left edge, in points. */
  x: number
  width: number
  align?: TextStyle['align']
}

/** One paragraph of a cell, when a cell holds more than one text (a title over its text). */
export interface CellText {
  text: string
  /** The table's size when left out. */
  size?: number
  bold?: boolean
  color?: string
  lineGap?: number
  /** Space above this text, in points. */
  gap?: number
}

export type Cell = string | readonly CellText[]

export interface TableOptions<K extends PropertyKey> {
  columns: Record<K, Column>
  /** The cells' font size in points. */
  size: number
  /** Where the table's left edge is; the left margin by default. */
  x?: number
  /** Room inside each column, half on either side of the text. */
  inset?: number
  /** Space above and below the text of each row. */
  padding?: number | { top: number; bottom: number }
  /** Drawn in bold on a band by header(), and again on each page a row moves to. */
  header?: Partial<Record<K, string>>
  /** A thin line under each row not on a band. */
  rules?: boolean
  /** The text's colour unless a cell's text says otherwise. */
  color?: string
}

export interface RowOptions {
  bold?: boolean
  /** A shaded band behind the row. */
  band?: boolean
  /** This row's padding instead of the table's. */
  padding?: number
}

export interface Table<K extends PropertyKey> {
  header(): void
  /** Draws a row at the current position (on a new page when it would cross the bottom margin). */
  row(cells: Partial<Record<K, Cell>>, options?: RowOptions): void
}

const paragraphs = (cell: Cell): readonly CellText[] =>
  typeof cell === 'string' ? [{ text: cell }] : cell

/** `count` columns of equal width across `width`, `gap` apart. */
export function evenColumns(width: number, count: number, gap: number): Column[] {
  const each = (width - (count - 1) * gap) / count
  return Array.from({ length: count }, (_, i) => ({ x: i * (each + gap), width: each }))
}

/** A table on the document; nothing is drawn until header() or row(). */
export function table<K extends PropertyKey>(
  doc: PDFKit.PDFDocument,
  options: TableOptions<K>,
): Table<K> {
  const { columns, inset = 0, color = COLOR.text } = options
  const pad = (override?: number) => {
    const padding = override ?? options.padding ?? 0
    return typeof padding === 'number' ? { top: padding, bottom: padding } : padding
  }
  const entries = (cells: Partial<Record<K, Cell>>) =>
    (Object.entries(cells) as [K, Cell | undefined][]).flatMap(([key, cell]) =>
      cell === undefined ? [] : [{ column: columns[key], cell }],
    )
  const style = (column: Column, text: CellText, bold: boolean): TextStyle => ({
    size: text.size ?? options.size,
    bold: text.bold ?? bold,
    width: column.width - inset,
    align: column.align ?? 'left',
    lineGap: text.lineGap,
  })
  const cellHeight = (column: Column, cell: Cell, bold: boolean) =>
    paragraphs(cell).reduce(
      (sum, text) => sum + (text.gap ?? 0) + heightOf(doc, text.text, style(column, text, bold)),
      0,
    )

  const rowHeight = (cells: Partial<Record<K, Cell>>, bold: boolean, padding?: number) => {
    const { top, bottom } = pad(padding)
    const tallest = Math.max(
      ...entries(cells).map(({ column, cell }) => cellHeight(column, cell, bold)),
    )
    return tallest + top + bottom
  }

  function draw(cells: Partial<Record<K, Cell>>, row: RowOptions, height: number) {
    const { bold = false, band = false } = row
    const left = options.x ?? doc.page.margins.left
    const right = doc.page.width - doc.page.margins.right
    const y = doc.y
    if (band)
      doc
        .save()
        .rect(left, y, right - left, height)
        .fill(COLOR.band)
        .restore()
    for (const { column, cell } of entries(cells)) {
      let at = y + pad(row.padding).top
      for (const text of paragraphs(cell)) {
        doc.fillColor(text.color ?? color)
        write(doc, text.text, {
          ...style(column, text, bold),
          x: left + column.x + inset / 2,
          y: at + (text.gap ?? 0),
        })
        at = doc.y
      }
    }
    doc.y = y + height
    doc.x = left
    if (options.rules && !band) hairline(doc, left, right, doc.y, 0.25)
  }

  function header() {
    if (!options.header) return
    draw(options.header, { bold: true, band: true }, rowHeight(options.header, true))
  }

  function addRow(cells: Partial<Record<K, Cell>>, row: RowOptions = {}) {
    const height = rowHeight(cells, row.bold ?? false, row.padding)
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage()
      header()
    }
    draw(cells, row, height)
  }

  return { header, row: addRow }
}
