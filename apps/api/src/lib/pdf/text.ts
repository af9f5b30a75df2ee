import { toRuns, type Face, type FontSet } from './fonts'

/*
 * Text in our PDFs goes through write(), never doc.text(): a line may need several fonts (a
 * Latin label, a Devanagari name, ₹ from another subset), which pdfkit's own wrapping cannot
 * measure or align. write() splits the text into runs by font, wraps words itself, and draws
 * each run on a shared baseline.
 */

export interface TextStyle {
  /** Font size in points. */
  size: number
  bold?: boolean
  /** Where to start; the document's current position when left out (as doc.text does). */
  x?: number
  y?: number
  /** Wrap at this width; by default the room left before the right margin. */
  width?: number
  align?: 'left' | 'center' | 'right'
  /** Extra space after each line, in points. */
  lineGap?: number
  characterSpacing?: number
  /** false: one line, never wrapped nor moved to a new page. */
  lineBreak?: boolean
}

const fontsOf = new WeakMap<PDFKit.PDFDocument, FontSet>()

/** Registers every face with a new document (pdfkit parses and embeds only those it draws). */
export function useFonts(doc: PDFKit.PDFDocument, fonts: FontSet) {
  for (const face of [...fonts.regular, ...fonts.bold]) {
    // pdfkit accepts a parsed fontkit font (its CHANGELOG, 0.20.0); its type definitions lag behind.
    doc.registerFont(face.id, face.font as unknown as Buffer)
  }
  fontsOf.set(doc, fonts)
}

function facesOf(doc: PDFKit.PDFDocument, style: TextStyle) {
  const fonts = fontsOf.get(doc)
  if (!fonts) throw new Error('A document drawn by renderPdf is needed: it carries the fonts')
  return fonts[style.bold ? 'bold' : 'regular']
}

interface Piece {
  face: Face
  text: string
  width: number
}

interface Line {
  pieces: Piece[]
  /** Without the spaces at its end. */
  width: number
  /** The tallest face's, in points: where the baseline sits below the line's top. */
  ascent: number
  height: number
}

/** A PDF text string in UTF-16BE with its byte-order mark, written as hex. */
const pdfTextString = (text: string) =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`

/**
 * Draws with the text in a marked-content span whose /ActualText is the text in reading order.
 * The span must enclose the text object inside pdfkit's own save/restore: a reader such as
 * poppler places the span with the transformation in force at its end, and pdfkit's
 * doc.markContent() would end it after the restore, which put the words upside down at the
 * foot of the page. pdfkit has no hook there, so its BT/ET are wrapped while drawing.
 */
function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void) {
  const addContent = doc.addContent.bind(doc)
  doc.addContent = (data: unknown) => {
    if (data === 'BT') addContent(`/Span <</ActualText ${pdfTextString(text)}>> BDC`)
    addContent(data)
    if (data === 'ET') addContent('EMC')
    return doc
  }
  try {
    draw()
  } finally {
    // Back to the prototype's method.
    Reflect.deleteProperty(doc, 'addContent')
  }
}

/** Allowed overshoot when a line is filled, against rounding. */
const EPSILON = 1e-6

function measure(doc: PDFKit.PDFDocument, face: Face, text: string, style: TextStyle) {
  doc.font(face.id).fontSize(style.size)
  return doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 })
}

function finishLine(
  doc: PDFKit.PDFDocument,
  pieces: Piece[],
  faces: readonly Face[],
  style: TextStyle,
): Line {
  const last = pieces.at(-1)
  if (last && /\s$/.test(last.text)) {
    last.text = last.text.trimEnd()
    last.width = measure(doc, last.face, last.text, style)
  }
  const used = pieces.length > 0 ? pieces.map((p) => p.face) : [faces[0]!]
  const ascender = Math.max(...used.map((f) => f.ascender))
  const descender = Math.min(...used.map((f) => f.descender))
  return {
    pieces,
    width: pieces.reduce((sum, p) => sum + p.width, 0),
    ascent: (ascender / 1000) * style.size,
    height: ((ascender - descender) / 1000) * style.size,
  }
}

/** Appends a piece, joining it to the last one when both use the same face. */
function append(pieces: Piece[], piece: Piece) {
  const last = pieces.at(-1)
  if (last && last.face === piece.face) {
    last.text += piece.text
    last.width += piece.width
  } else pieces.push({ ...piece })
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** A word too long for the width alone, cut between characters (never inside a conjunct). */
function cutWord(doc: PDFKit.PDFDocument, word: Piece[], width: number, style: TextStyle) {
  const lines: Piece[][] = [[]]
  let used = 0
  for (const piece of word) {
    for (const { segment } of graphemes.segment(piece.text)) {
      const w = measure(doc, piece.face, segment, style)
      if (used > 0 && used + w > width + EPSILON) {
        lines.push([])
        used = 0
      }
      append(lines.at(-1)!, { face: piece.face, text: segment, width: w })
      used += w
    }
  }
  return lines
}

/** Lays text out in lines: by the fonts that draw it, wrapped at spaces to the width. */
function layout(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width?: number): Line[] {
  const faces = facesOf(doc, style)
  if (text === '') return []
  const lines: Line[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    // Words end after spaces; one word may take several runs (₹ and the digits after it).
    const words: Piece[][] = [[]]
    for (const run of toRuns(faces, paragraph)) {
      for (const token of run.text.split(/(?<=\s)(?=\S)/)) {
        words
          .at(-1)!
          .push({ face: run.face, text: token, width: measure(doc, run.face, token, style) })
        if (/\s$/.test(token)) words.push([])
      }
    }
    let pieces: Piece[] = []
    let used = 0
    for (const word of words.filter((w) => w.length > 0)) {
      const wordWidth = word.reduce((sum, p) => sum + p.width, 0)
      const last = word.at(-1)!
      const trailing = /\s$/.test(last.text)
        ? last.width - measure(doc, last.face, last.text.trimEnd(), style)
        : 0
      if (width !== undefined && used + wordWidth - trailing > width + EPSILON) {
        if (pieces.length > 0) {
          lines.push(finishLine(doc, pieces, faces, style))
          pieces = []
          used = 0
        }
        if (wordWidth - trailing > width + EPSILON) {
          const cut = cutWord(doc, word, width, style)
          for (const part of cut.slice(0, -1)) lines.push(finishLine(doc, part, faces, style))
          pieces = cut.at(-1)!
          used = pieces.reduce((sum, p) => sum + p.width, 0)
          continue
        }
      }
      for (const piece of word) append(pieces, piece)
      used += wordWidth
    }
    lines.push(finishLine(doc, pieces, faces, style))
  }
  return lines
}

/** The box lines are aligned in: the width given, else (when wrapping) up to the right margin. */
function boxWidth(doc: PDFKit.PDFDocument, x: number, style: TextStyle) {
  if (style.width !== undefined) return Math.max(style.width, 0)
  if (style.lineBreak === false) return undefined
  return Math.max(doc.page.width - x - doc.page.margins.right, 0)
}

const wrapWidth = (box: number | undefined, style: TextStyle) =>
  style.lineBreak === false ? undefined : box

/**
 * Draws text as doc.text would (from x, y or the current position, wrapped to the width,
 * aligned), in the fonts that have its characters; leaves the position under it, at its left.
 * Runs in a script whose shaping reorders glyphs carry their text as /ActualText, so readers
 * that honour it (Acrobat, poppler) copy and search them in reading order.
 */
export function write(doc: PDFKit.PDFDocument, text: string, style: TextStyle) {
  const x = style.x ?? doc.x
  let y = style.y ?? doc.y
  const box = boxWidth(doc, x, style)
  const wrap = wrapWidth(box, style)
  const lineGap = style.lineGap ?? 0
  for (const line of layout(doc, text, style, wrap)) {
    // A line that would cross the bottom margin goes to a new page, as pdfkit's wrapping does.
    if (wrap !== undefined && y + line.height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage()
      y = doc.page.margins.top
    }
    const room = (box ?? line.width) - line.width
    let at = x + (style.align === 'right' ? room : style.align === 'center' ? room / 2 : 0)
    for (const piece of line.pieces) {
      doc.font(piece.face.id).fontSize(style.size)
      const draw = () =>
        doc.text(piece.text, at, y + line.ascent, {
          lineBreak: false,
          baseline: 'alphabetic',
          characterSpacing: style.characterSpacing ?? 0,
        })
      if (piece.face.reorders) withActualText(doc, piece.text, draw)
      else draw()
      at += piece.width
    }
    y += line.height + lineGap
  }
  // Later moveDown() steps by the Latin face's line height, as before any run switched faces.
  doc.font(facesOf(doc, style)[0]!.id).fontSize(style.size)
  doc.x = x
  doc.y = y
  return doc
}

/** How tall write() would make the text. */
export function heightOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle) {
  const lineGap = style.lineGap ?? 0
  const wrap = wrapWidth(boxWidth(doc, style.x ?? doc.x, style), style)
  return layout(doc, text, style, wrap).reduce((sum, line) => sum + line.height + lineGap, 0)
}

/** How wide the text's longest line is, unwrapped. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle) {
  return Math.max(0, ...layout(doc, text, style).map((line) => line.width))
}
