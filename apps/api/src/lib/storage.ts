import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { UPLOAD_KINDS } from '@app/contract/owner-texts'
import { pipeline } from 'node:stream/promises'
import { resolveRange, type ByteRange, type ResolvedRange } from './byte-range'

/** A stored file opened for sending. */
export interface StoredFile {
  body: Readable
  size: number
}

/**
 * Part of a stored file opened for sending: `body` holds the bytes of `range` (inclusive) of a
 * file of `size` bytes, or the whole file when `range` is absent (a store that could not cut
 * it); or the range was unsatisfiable, and only the size is known.
 */
export type RangedFile =
  | (StoredFile & { range?: ResolvedRange; unsatisfiable?: never })
  | { size: number; unsatisfiable: true }

export interface WriteOptions {
  /** The MIME type the file is stored with (the S3 driver records it on the object). */
  contentType: string
}

/**
 * Where uploads live, by path relative to the store (`images/<uuid>.jpg`). The local-disk
 * driver is below; lib/s3-storage.ts implements the same calls on an S3-compatible bucket.
 */
export interface Storage {
  /**
   * Writes a file from bytes or a stream (never gathered in memory): readers see the old state
   * or the new one, never half. A failed write leaves nothing at the path.
   */
  write(path: string, source: Readable | Buffer, options: WriteOptions): Promise<void>
  /** Deletes the files that exist; missing ones are not an error. */
  remove(paths: string[]): Promise<void>
  exists(path: string): Promise<boolean>
  /** The stored size in bytes, or undefined when there is no such file. */
  size(path: string): Promise<number | undefined>
  /** The file for serving, or undefined when there is none (or the path is not valid). */
  open(path: string): Promise<StoredFile | undefined>
  /** The bytes of `range` of the file for serving (read no further), as `open` otherwise. */
  openRange(path: string, range: ByteRange): Promise<RangedFile | undefined>
}

/**
 * The MIME type of a stored file, by the extension its generated name was given (names are
 * ours, chosen from what the content is, so the extension can be trusted here).
 */
const TYPES_BY_EXT: Record<string, string> = {
  ...Object.fromEntries(Object.values(UPLOAD_KINDS).map((k) => [`.${k.ext}`, k.mime])),
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

export function contentTypeOf(p: string): string {
  return TYPES_BY_EXT[path.extname(p).toLowerCase()] ?? 'application/octet-stream'
}

/** Segments of generated names only: no '..', no hidden files (temp files start with '.'). */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/

export function isValidStoragePath(p: string): boolean {
  return p.length > 0 && p.length <= 512 && p.split('/').every((s) => SEGMENT.test(s))
}

export function assertStoragePath(p: string): void {
  if (!isValidStoragePath(p)) throw new Error(`Invalid storage path: ${JSON.stringify(p)}`)
}

/** Files under one folder on this machine (config.dataDir/uploads). */
export function localStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir)
  const resolve = (p: string) => {
    assertStoragePath(p)
    const file = path.join(root, p)
    // The segment rule already keeps us inside; this guards any future change to it.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid storage path: ${p}`)
    return file
  }

  const sizeOf = async (p: string) => {
    if (!isValidStoragePath(p)) return undefined
    try {
      const info = await stat(resolve(p))
      return info.isFile() ? info.size : undefined
    } catch (err) {
      if (isMissing(err)) return undefined
      throw err
    }
  }

  /** The file, or from a range the part it covers (`range` absent when unsatisfiable). */
  const openLocal = async (p: string, asked?: ByteRange) => {
    if (!isValidStoragePath(p)) return undefined
    let handle
    try {
      handle = await open(resolve(p), 'r')
    } catch (err) {
      if (isMissing(err)) return undefined
      throw err
    }
    const info = await handle.stat()
    if (!info.isFile()) {
      await handle.close()
      return undefined
    }
    const range = asked && resolveRange(asked, info.size)
    // The stream closes the handle when it ends or is destroyed.
    const body = handle.createReadStream(range ?? {})
    return { body, size: info.size, range }
  }

  return {
    async write(p, source) {
      const file = resolve(p)
      const dir = path.dirname(file)
      await mkdir(dir, { recursive: true })
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        if (Buffer.isBuffer(source)) await writeFile(temp, source)
        else await pipeline(source, createWriteStream(temp, { flags: 'wx' }))
        await rename(temp, file)
      } catch (err) {
        await rm(temp, { force: true })
        throw err
      }
    },

    async remove(paths) {
      const files = paths.map(resolve)
      await Promise.all(files.map((file) => rm(file, { force: true })))
    },

    async exists(p) {
      return (await sizeOf(p)) !== undefined
    },

    size: sizeOf,

    open: (p) => openLocal(p),

    async openRange(p, range) {
      const file = await openLocal(p, range)
      if (!file || file.range) return file
      // Unsatisfiable: only the size is sent.
      file.body.destroy()
      return { size: file.size, unsatisfiable: true }
    },
  }
}

function isMissing(err: unknown) {
  const code = (err as { code?: string }).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
