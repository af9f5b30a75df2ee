import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { UPLOAD_KINDS, type UploadKind } from '@app/contract/owner-texts'

/**
 * What an uploaded file is, decided by its bytes alone: the name and the declared type are the
 * sender's word and are ignored. Binary formats by their signatures (file-type); SVG and plain
 * text, which have none, by the rules below. Anything else is undefined (refused).
 */
export async function sniffFile(filePath: string): Promise<UploadKind | undefined> {
  // Imported on the first upload: file-type and its tokenizers are about 1 MB of heap that a
  // server keeps from its start otherwise.
  const { fileTypeFromFile } = await import('file-type')
  const detected = await fileTypeFromFile(filePath)
  if (detected) {
    const kind = BY_DETECTED_EXT[detected.ext]
    if (kind) return kind
    // `<?xml ` is file-type's only text signature; such a file may still be an SVG.
    if (detected.ext !== 'xml') return undefined
  }
  const head = await readHead(filePath, TEXT_HEAD_BYTES)
  // An empty file is no document of any kind.
  if (head.length === 0) return undefined
  const text = decodeUtf8(head)
  if (text === undefined) return undefined
  if (isSvg(text)) return 'svg'
  if (looksLikeMarkup(text)) return undefined
  return (await isPlainText(filePath)) ? 'txt' : undefined
}

/** file-type's names for the kinds we take (Word 97-2003 files are Compound File Binary). */
const BY_DETECTED_EXT: Record<string, UploadKind> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  ogv: 'ogg',
  ogg: 'ogg',
  mov: 'mov',
  avi: 'avi',
}

/** The kinds a listing's cover may be: pictures the carousel shows. */
export const IMAGE_KINDS = (Object.keys(UPLOAD_KINDS) as UploadKind[]).filter(
  (k) => UPLOAD_KINDS[k].image,
)

/** How much of a text file decides whether it is SVG or markup (a prolog is far shorter). */
const TEXT_HEAD_BYTES = 8 * 1024

async function readHead(filePath: string, bytes: number): Promise<Buffer> {
  const handle = await open(filePath, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The head as UTF-8 text, or undefined when it is not (a character cut at the end of the head
 * is fine; `stream: true` keeps it pending instead of failing).
 */
function decodeUtf8(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
  } catch {
    return undefined
  }
}

/** Leading matter an XML document may have before its root: prolog, comments, doctype. */
const XML_PROLOG =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^>]*>|<\?[\s\S]*?\?>)\s*)*/i

/** SVG = XML whose root element is <svg> (namespaced or not). */
export function isSvg(text: string): boolean {
  const prolog = XML_PROLOG.exec(text)
  const rest = text.slice(prolog ? prolog[0].length : 0)
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest)
}

/**
 * Markup is not plain text: a file whose first non-blank character is `<` (HTML, XML, ...), or
 * whose head holds the tags a browser's content sniffing takes for HTML. Served as text it
 * would be harmless here, but such a file was not a text upload.
 */
export function looksLikeMarkup(text: string): boolean {
  if (/^\uFEFF?\s*</.test(text)) return true
  return /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg|meta|style)[\s/>]/i.test(
    text.slice(0, 1024),
  )
}

/** Plain text: the whole file is valid UTF-8 without NUL bytes (read in chunks, never whole). */
async function isPlainText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false
      decoder.decode(chunk, { stream: true })
    }
    decoder.decode()
    return true
  } catch {
    return false
  }
}
