import { randomUUID } from 'node:crypto'
import {
  IMAGE_DECODES_AT_ONCE,
  IMAGE_DECODES_PER_OWNER_AT_ONCE,
  IMAGE_MAX_PIXELS,
  IMAGE_WIDTHS,
  UPLOAD_LIMIT_TEXTS,
} from '@app/contract/upload-limits'
import type { Metadata, OutputInfo, default as Sharp } from 'sharp'
import { AppError } from './app-error'
import { KeyedQueue, Queue } from './in-flight'
import type { Storage } from './storage'

/**
 * sharp and libvips (about 25 MB resident) are loaded by the first picture, not at start: most
 * instances serve far more pages than they encode pictures. Each picture is decoded by one
 * libvips thread (sharp's own default on glibc without jemalloc, set here whatever the
 * allocator), and libvips keeps no cache of operations: every upload is decoded once, so a cache
 * would only hold tens of MB that nothing reads again (decision 034).
 */
let configured: Promise<typeof Sharp> | undefined
export const loadSharp = () =>
  (configured ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  }))

/** Long edge of the stored original: larger than any screen shows, far smaller than a camera's. */
export const IMAGE_MAX_EDGE = 2400
/** Effort 2 keeps a 1200 px copy at a few tens of ms on two cores; higher buys ~3% size. */
const WEBP = { quality: 75, effort: 2 } as const
const JPEG = { quality: 82, progressive: true } as const

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp'])
const UNSUPPORTED_MESSAGE = 'Please upload a JPG, PNG, GIF or WebP image'

/** `images/<uuid>.jpg` or `.png`: what storeImage writes and removeImage accepts. */
const STORED_IMAGE = /^images\/([0-9a-f-]{36})\.(?:jpg|png)$/

export interface StoredImage {
  /** Storage path of the re-encoded original, e.g. `images/<uuid>.jpg`. */
  path: string
  width: number
  height: number
  contentType: 'image/jpeg' | 'image/png'
  /** Bytes of the original alone. */
  sizeBytes: number
  /** Bytes of the original and every WebP copy: what the owner's storage quota counts. */
  totalBytes: number
}

const unsupported = () =>
  new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: UNSUPPORTED_MESSAGE })

/** Whether a storage path is an image storeImage wrote (so it has WebP copies). */
export function isStoredImagePath(path: string): boolean {
  return STORED_IMAGE.test(path)
}

/** The original and every WebP copy of a stored image, original first. */
export function imagePaths(path: string): string[] {
  const match = STORED_IMAGE.exec(path)
  if (!match) throw new Error(`Not a stored image path: ${JSON.stringify(path)}`)
  return [path, ...IMAGE_WIDTHS.map((w) => `images/${match[1]}-${w}.webp`)]
}

/** Pictures being decoded in this process, and each owner's turn among them (decision 034). */
const decodes = new Queue(IMAGE_DECODES_AT_ONCE)
const ownerDecodes = new KeyedQueue(IMAGE_DECODES_PER_OWNER_AT_ONCE)

/** Runs `work` once it has a decoding slot (and, for an owner, once their own turn has come). */
function inTurn<T>(owner: number | undefined, work: () => Promise<T>): Promise<T> {
  if (owner === undefined) return decodes.run(work)
  return ownerDecodes.run(String(owner), () => decodes.run(work))
}

export interface StoreImageOptions {
  /**
   * Whose picture it is (the quota's owner): at most IMAGE_DECODES_PER_OWNER_AT_ONCE of one
   * owner's pictures are decoded at once, the rest wait their turn.
   */
  owner?: number
}

/**
 * Re-encodes an uploaded image: EXIF orientation applied, every piece of metadata (GPS,
 * camera, comments, ICC) dropped, long edge capped; then WebP copies at IMAGE_WIDTHS. The
 * source bytes are never stored. Throws a 415 AppError when the input is not a whole
 * JPG/PNG/GIF/WebP image, a 413 above IMAGE_MAX_PIXELS. `input` is the bytes or a file's path:
 * sharp reads a file as it decodes, so a large upload is never held in memory whole (only the
 * capped pixels are). Decoding waits for a slot: at most IMAGE_DECODES_AT_ONCE pictures are
 * decoded at once in this process; a picture waiting holds only its path.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer | string,
  { owner }: StoreImageOptions = {},
): Promise<StoredImage> {
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    // Reading the header decodes no pixels, so the size limit is checked by hand below.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw unsupported()
  }
  // SVG, TIFF, HEIF... are refused by what they are, not by whether sharp can read them.
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unsupported()
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw new AppError({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: UPLOAD_LIMIT_TEXTS.imageTooLarge,
    })
  }

  const id = randomUUID()
  // The slot is held while pixels are in memory; storage writes happen after, with the encoded
  // files only.
  const { transparent, width, height, originalBytes, copies } = await inTurn(owner, () =>
    encode(sharp, input),
  )
  const [original, ...copyPaths] = imagePaths(`images/${id}.${transparent ? 'png' : 'jpg'}`)
  const written = [original!, ...copyPaths]
  try {
    // Copies first: once the original exists, everything it names exists too.
    const webp = { contentType: 'image/webp' }
    await Promise.all(copyPaths.map((p, i) => storage.write(p, copies[i]!, webp)))
    await storage.write(original!, originalBytes, {
      contentType: transparent ? 'image/png' : 'image/jpeg',
    })
  } catch (err) {
    await storage.remove(written).catch(() => undefined)
    throw err
  }
  return {
    path: original!,
    width,
    height,
    contentType: transparent ? 'image/png' : 'image/jpeg',
    sizeBytes: originalBytes.length,
    totalBytes: [originalBytes, ...copies].reduce((sum, b) => sum + b.length, 0),
  }
}

/**
 * Decodes once (first frame of an animation), at most IMAGE_MAX_EDGE, into sRGB pixels, then
 * encodes the original (JPEG, or PNG when there is transparency) and the WebP copies.
 */
async function encode(sharp: typeof Sharp, input: Buffer | string) {
  let pixels: { data: Buffer; info: OutputInfo }
  try {
    pixels = await sharp(input, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({
        width: IMAGE_MAX_EDGE,
        height: IMAGE_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw unsupported()
  }
  const { width, height, channels } = pixels.info
  const raw = { raw: { width, height, channels } }
  const fromPixels = () => sharp(pixels.data, raw)

  const transparent = (channels === 2 || channels === 4) && !(await fromPixels().stats()).isOpaque
  const encoded = transparent
    ? fromPixels().png({ compressionLevel: 8, adaptiveFiltering: true })
    : fromPixels().removeAlpha().jpeg(JPEG)
  const [originalBytes, ...copies] = await Promise.all([
    encoded.toBuffer(),
    // A source narrower than a width still gets that file (at its own width), so every URL
    // of the srcset exists.
    ...IMAGE_WIDTHS.map((w) =>
      fromPixels().resize({ width: w, withoutEnlargement: true }).webp(WEBP).toBuffer(),
    ),
  ])
  return { transparent, width, height, originalBytes: originalBytes!, copies }
}

/** Deletes a stored image and all its WebP copies. */
export async function removeImage(storage: Storage, path: string): Promise<void> {
  await storage.remove(imagePaths(path))
}
