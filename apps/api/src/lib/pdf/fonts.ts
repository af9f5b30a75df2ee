import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import type { Font } from 'fontkit'

/*
 * The fonts of every PDF we make (decision 033): Noto Sans and the Noto Sans of eight Indian
 * scripts, as Fontsource ships them (OFL-1.1). Fontsource splits each font by Unicode subset;
 * each subset file is one face here. Only the WOFF files: pdfkit's fontkit subsets them cleanly,
 * while subsets made from its WOFF2 files came out larger and with outlines FreeType rejects.
 */

/** Where a face comes from: a Fontsource package and the subset file in it. */
interface FaceSource {
  pkg: string
  subset: string
  /** Shaping may draw its glyphs out of reading order (a pre-base matra before its consonant). */
  reorders: boolean
}

const notoSans = (subset: string, reorders = false): FaceSource => ({
  pkg: '@fontsource/noto-sans',
  subset,
  reorders,
})
const indic = (script: string): FaceSource => ({
  pkg: `@fontsource/noto-sans-${script}`,
  subset: script,
  reorders: true,
})

/**
 * In order of preference: a character that more than one face has (a digit, a comma) is drawn
 * with the first, unless the face of the text around it has it too.
 */
const SOURCES: readonly FaceSource[] = [
  notoSans('latin'),
  // ₹ (U+20B9) is in latin-ext, not in latin.
  notoSans('latin-ext'),
  notoSans('vietnamese'),
  notoSans('greek'),
  notoSans('greek-ext'),
  notoSans('cyrillic'),
  notoSans('cyrillic-ext'),
  // Hindi, Marathi, Nepali, Konkani, Bodo, Dogri, Maithili, Sanskrit...
  notoSans('devanagari', true),
  // Bengali and Assamese.
  indic('bengali'),
  indic('gujarati'),
  // Punjabi.
  indic('gurmukhi'),
  indic('kannada'),
  indic('malayalam'),
  indic('oriya'),
  indic('tamil'),
  indic('telugu'),
]

export type Weight = 'regular' | 'bold'
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 }

/** One font file ready for pdfkit, with what layout needs to know about it. */
export interface Face {
  /** The name it is registered under in each document. */
  id: string
  font: Font
  reorders: boolean
  /** Above and below the baseline, in thousandths of the font size (pdfkit's unit). */
  ascender: number
  descender: number
}

export type FontSet = Record<Weight, readonly Face[]>

/**
 * What a character no face has is drawn as: U+FFFD REPLACEMENT CHARACTER, Unicode's mark for a
 * character that cannot be shown, which Noto Sans (latin) has. One per user-perceived character
 * (grapheme cluster), so a family emoji joined by ZWJ is one mark.
 */
export const MISSING_GLYPH = '\uFFFD'

const resolve = createRequire(import.meta.url).resolve

/**
 * The plain OpenType font inside a WOFF file (WOFF 1.0: the same tables, each deflated). fontkit
 * reads WOFF too, but inflates a table again on every access: each glyph a document embeds
 * inflated the whole glyph table, which made one invoice take most of a second.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + 20 * i
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    }
  })
  // The offset table's binary-search fields (OpenType spec, "Table directory").
  const power = 2 ** Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + 16 * count)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + 16 * i
    header.writeUInt32BE(table.tag, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    // Every table starts on a 4-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

interface AnchorPositioner {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, base: number): void
}
const skipsNullAnchors = new WeakSet<object>()

/**
 * A mark-positioning table may leave an anchor out (a NULL offset, which the OpenType spec
 * allows: this base takes no mark of that class). fontkit 2.0.4 throws on one (foliojs/fontkit
 * #367; the Noto Sans of Gujarati, Gurmukhi, Malayalam and Telugu have hundreds), so a name in
 * those scripts could not be drawn at all. Like HarfBuzz, and like the fix proposed upstream
 * (foliojs/fontkit #374), the mark is then left where it is. Patched on fontkit's GPOS
 * processor class, once; drop this when a fontkit release has the fix.
 */
function skipNullAnchors(font: Font) {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })
    ._layoutEngine?.engine
  const processor = engine?.GPOSProcessor
  if (!processor) return
  const proto = Object.getPrototypeOf(processor) as AnchorPositioner
  if (skipsNullAnchors.has(proto) || typeof proto.applyAnchor !== 'function') return
  const applyAnchor = proto.applyAnchor
  proto.applyAnchor = function (this: AnchorPositioner, markRecord, baseAnchor, base) {
    if (baseAnchor == null || markRecord.markAnchor == null) return
    applyAnchor.call(this, markRecord, baseAnchor, base)
  }
  skipsNullAnchors.add(proto)
}

async function loadFace(source: FaceSource, weight: Weight): Promise<Face> {
  const name = source.pkg.slice('@fontsource/'.length)
  const file = resolve(
    `${source.pkg}/files/${name}-${source.subset}-${WEIGHTS[weight]}-normal.woff`,
  )
  // fontkit comes with pdfkit; both are loaded on the first document, not at start.
  const { create } = await import('fontkit')
  const font = create(sfntFromWoff(await readFile(file))) as Font
  const scale = 1000 / font.unitsPerEm
  return {
    id: `${name}-${source.subset}-${WEIGHTS[weight]}`,
    font,
    reorders: source.reorders,
    ascender: font.ascent * scale,
    descender: font.descent * scale,
  }
}

let loading: Promise<FontSet> | undefined

/**
 * Reads and parses the font files once per process (1.1 MB of WOFF, 2.8 MB as OpenType); later
 * documents reuse them.
 * Call it outside database transactions: it reads files.
 */
export function loadFonts(): Promise<FontSet> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all(
      (['regular', 'bold'] as const).map((weight) =>
        Promise.all(SOURCES.map((source) => loadFace(source, weight))),
      ),
    )
    // One font's GPOS processor patches them all (they share its class); only the first face's
    // layout engine is built here, the others' when they are first drawn.
    skipNullAnchors(regular![0]!.font)
    for (const faces of [regular!, bold!]) {
      const first = faces[0]!
      for (let c = 0x20; c <= 0x7e; c++) {
        if (!first.font.hasGlyphForCodePoint(c))
          throw new Error(`${first.id} lacks U+${c.toString(16).padStart(4, '0')}`)
      }
      if (!first.font.hasGlyphForCodePoint(MISSING_GLYPH.codePointAt(0)!)) {
        throw new Error(`${first.id} has no replacement character`)
      }
    }
    return { regular: regular!, bold: bold! }
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** A stretch of text and the face that draws it. */
export interface Run {
  face: Face
  text: string
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
/** Invisible by definition (joiners, variation selectors, soft hyphen): no face needs a glyph. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/
/** Tabs and other controls: drawn as a space, or not at all. */
const CONTROL = /\p{Cc}/gu

const covers = (face: Face, cluster: string) =>
  [...cluster].every((c) => IGNORABLE.test(c) || face.font.hasGlyphForCodePoint(c.codePointAt(0)!))

/** The cluster without the invisible characters the face lacks (they would draw as boxes). */
const drawable = (face: Face, cluster: string) =>
  [...cluster]
    .filter((c) => !IGNORABLE.test(c) || face.font.hasGlyphForCodePoint(c.codePointAt(0)!))
    .join('')

/**
 * Splits one line of text into runs, each drawn with one face. Each user-perceived character
 * stays with the face of the text before it when that face has it (so a space or a comma inside
 * a Devanagari name is shaped with the name), else goes to the first face that has it, else is
 * drawn as MISSING_GLYPH. A run is shaped as a whole, so conjuncts and matras that span several
 * characters are formed within it.
 */
export function toRuns(faces: readonly Face[], line: string): Run[] {
  // Most of what we print is printable ASCII, all of which the first face has (checked at load).
  if (PRINTABLE_ASCII.test(line)) return [{ face: faces[0]!, text: line }]
  const runs: Run[] = []
  const text = line.replace(CONTROL, (c) => (c === '\t' ? ' ' : ''))
  for (const { segment } of graphemes.segment(text)) {
    const last = runs.at(-1)
    const face =
      last && covers(last.face, segment) ? last.face : faces.find((f) => covers(f, segment))
    const [drawWith, drawn] = face ? [face, drawable(face, segment)] : [faces[0]!, MISSING_GLYPH]
    if (last?.face === drawWith) last.text += drawn
    else runs.push({ face: drawWith, text: drawn })
  }
  return runs
}
