import { inflateSync } from 'node:zlib'

/**
 * The text a PDF written by pdfkit shows, one string per text-showing operator, in drawing
 * order. pdfkit deflates page streams (FlateDecode) and writes standard-font text as hex strings
 * in TJ arrays, split wherever kerning adjusts a gap: each array is decoded and joined again.
 * Enough to assert what an invoice says without a full PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /<<([^]*?)>>\s*stream\r?\n/g
  for (const match of raw.matchAll(streams)) {
    const dictionary = match[1]!
    // The data is exactly /Length bytes long: compressed data may itself end in a byte that
    // looks like the line break before `endstream`.
    const length = /\/Length (\d+)/.exec(dictionary)
    const start = match.index + match[0].length
    const end = length ? start + Number(length[1]) : raw.indexOf('endstream', start)
    const bytes = Buffer.from(raw.slice(start, end), 'latin1')
    let content: string
    try {
      content = (/\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes).toString('latin1')
    } catch {
      continue
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const pieces = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) =>
        Buffer.from(hex!, 'hex').toString('latin1'),
      )
      lines.push(pieces.join(''))
    }
  }
  return lines
}

/** All the text of a PDF in one string, pieces separated by new lines. */
export const pdfAllText = (pdf: Buffer) => pdfText(pdf).join('\n')
