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
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g
  for (const [, dictionary, body] of raw.matchAll(streams)) {
    const bytes = Buffer.from(body!, 'latin1')
    let content: string
    try {
      content = (/\/FlateDecode/.test(dictionary!) ? inflateSync(bytes) : bytes).toString('latin1')
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
