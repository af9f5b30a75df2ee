/**
 * One byte range of a `Range: bytes=...` request header (RFC 9110 §14.1.2): from `start` to
 * `end` inclusive (to the end of the file when `end` is absent), or the last `suffix` bytes.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number }

/** The bytes a satisfiable range covers in a file of a known size, inclusive. */
export interface ResolvedRange {
  start: number
  end: number
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/

/**
 * The one range a Range header asks for; undefined when there is none to honour: no header,
 * another unit, a syntax we do not take, or several ranges (answered whole with 200, which
 * RFC 9110 allows: a server may ignore Range; no client needs multipart/byteranges from us).
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') return { suffix: Number(last) }
  const start = Number(first)
  if (last === '') return { start }
  const end = Number(last)
  // An end before the start makes the header invalid, and an invalid Range is ignored.
  if (end < start || !Number.isSafeInteger(end)) return undefined
  return { start, end }
}

/** Where `range` falls in a file of `size` bytes; undefined when it is unsatisfiable (416). */
export function resolveRange(range: ByteRange, size: number): ResolvedRange | undefined {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return undefined
    return { start: Math.max(0, size - range.suffix), end: size - 1 }
  }
  if (range.start >= size) return undefined
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
}

/** The range as an HTTP Range header value (what the S3 driver sends on). */
export function rangeHeader(range: ByteRange): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`
  return `bytes=${range.start}-${range.end ?? ''}`
}
