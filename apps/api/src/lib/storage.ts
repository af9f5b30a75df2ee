import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** A stored file opened for sending. */
export interface StoredFile {
  body: Readable
  size: number
}

/**
 * Where uploads live, by path relative to the store (`images/<uuid>.jpg`). The local-disk
 * driver is below; an S3-compatible driver implements the same five calls.
 */
export interface Storage {
  /** Writes the whole file at once: readers see the old state or the new one, never half. */
  put(path: string, data: Buffer): Promise<void>
  /** Deletes the files that exist; missing ones are not an error. */
  remove(paths: string[]): Promise<void>
  exists(path: string): Promise<boolean>
  /** The file for serving, or undefined when there is none (or the path is not valid). */
  open(path: string): Promise<StoredFile | undefined>
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

  return {
    async put(p, data) {
      const file = resolve(p)
      const dir = path.dirname(file)
      await mkdir(dir, { recursive: true })
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        await writeFile(temp, data)
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
      try {
        return (await stat(resolve(p))).isFile()
      } catch {
        return false
      }
    },

    async open(p) {
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
      return { body: handle.createReadStream(), size: info.size }
    },
  }
}

function isMissing(err: unknown) {
  const code = (err as { code?: string }).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
