import { loadFonts } from './fonts'
import { useFonts, write } from './text'

/** pdfkit (8 MB resident) is loaded the first time a document is drawn, not at start. */
const loadPdfKit = () => import('pdfkit').then((m) => m.default)

/** A4 with 50 pt margins: what Indian accountants print and file. */
export const PAGE = { size: 'A4', margin: 50 } as const
export const COLOR = { text: '#1f2937', muted: '#6b7280', rule: '#d1d5db', band: '#f3f4f6' }

export interface RenderOptions {
  title: string
  author: string
  /** Deflate the page streams (the default); tests may read them plain. */
  compress?: boolean
  /** A line at the foot of every page, e.g. 'Page 2 of 3' (the pages are counted at the end). */
  footer?: (page: number, pages: number) => string
}

const FOOTER_SIZE = 7

/**
 * Draws a document with pdfkit and answers its bytes. Text goes through write() (text.ts),
 * in the embedded fonts. Reads the font files on the first call: call it outside transactions.
 */
export async function renderPdf(
  options: RenderOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const [PDFDocument, fonts] = await Promise.all([loadPdfKit(), loadFonts()])
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author },
    // Kept in memory until the end so that every page's footer can know how many there are.
    bufferPages: Boolean(options.footer),
  })
  useFonts(doc, fonts)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.fillColor(COLOR.text)
  draw(doc)
  if (options.footer) drawFooters(doc, options.footer)
  doc.end()
  return done
}

function drawFooters(doc: PDFKit.PDFDocument, footer: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const { margins } = doc.page
    doc.fillColor(COLOR.muted)
    // Inside the bottom margin: one line that is never wrapped, so never moved to a new page.
    write(doc, footer(i - start + 1, count), {
      size: FOOTER_SIZE,
      x: margins.left,
      y: doc.page.height - margins.bottom / 2,
      width: contentWidth(doc),
      align: 'center',
      lineBreak: false,
    })
  }
}

/** The width between the margins. */
export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right

/** A thin line in the rule colour from x `from` to x `to` at height y; leaves the position. */
export function hairline(
  doc: PDFKit.PDFDocument,
  from: number,
  to: number,
  y: number,
  weight = 0.5,
) {
  doc
    .save()
    .moveTo(from, y)
    .lineTo(to, y)
    .lineWidth(weight)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore()
}

/** A thin rule across the page at the current position, then a little space. */
export function rule(doc: PDFKit.PDFDocument, gap = 8) {
  const y = doc.y + gap / 2
  hairline(doc, doc.page.margins.left, doc.page.width - doc.page.margins.right, y)
  doc.y = y + gap / 2
}
