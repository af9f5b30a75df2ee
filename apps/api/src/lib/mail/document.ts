import { quotedBlock } from '../mail-text'

/**
 * One e-mail as data: the single source its text and HTML parts are both rendered from
 * (decision 045). Templates (templates.ts) build these; `mailText` writes the plain-text part
 * here, `mailHtml` (html.tsx) the HTML part with React Email. Every piece of a person's text in a
 * block has already been quoted on one line (`quoted`, decision 036), or sits in a `quote` block.
 */
export type MailBlock =
  /** Lines of one paragraph. */
  | { kind: 'lines'; lines: string[] }
  /** A one-time code: shown large in HTML; the text part says only `line`, which holds it. */
  | { kind: 'code'; code: string; line: string }
  /** Listings: the title links to the page; the text part writes `- title, place: price` and the URL. */
  | {
      kind: 'items'
      items: { title: string; place?: string | undefined; price: string; href: string }[]
    }
  /** A link with its words: `label: href` in text, the words as a link (or a button) in HTML. */
  | { kind: 'action'; label: string; href: string; button?: boolean }
  /** Labelled values (`Label: value`), a value optionally a link (mailto:, tel:). */
  | { kind: 'fields'; rows: { label: string; value: string; href?: string }[] }
  /** A person's text of several lines, under a heading: `> ` lines in text, a quote in HTML. */
  | { kind: 'quote'; heading: string; text: string }

export interface MailDocument {
  subject: string
  /** The inbox's preview line (HTML only); never a person's text. */
  preview: string
  blocks: MailBlock[]
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'lines':
      return block.lines.join('\n')
    case 'code':
      return block.line
    case 'items':
      return block.items
        .map((i) => `- ${i.title}${i.place ? `, ${i.place}` : ''}: ${i.price}\n  ${i.href}`)
        .join('\n')
    case 'action':
      return `${block.label}: ${block.href}`
    case 'fields':
      return block.rows.map((r) => `${r.label}: ${r.value}`).join('\n')
    case 'quote':
      return `${block.heading}\n${quotedBlock(block.text)}`
  }
}

/** The plain-text part: the blocks, a blank line between two. */
export function mailText(doc: MailDocument): string {
  return doc.blocks.map(blockText).join('\n\n')
}
