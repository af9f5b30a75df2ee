import { randomUUID } from 'node:crypto'
import { IMAGE_WIDTHS } from '@app/contract/listing-texts'
import type { Metadata, OutputInfo } from 'sharp'
import { AppError } from './app-error'
import type { Storage } from './storage'

/**
 * sharp and libvips (about 25 MB resident) are loaded by the first picture, not at start: most
 * instances serve far more pages than they encode pictures.
 */
export const loadSharp = () => import('sharp').then((m) => m.default)

/** Long edge of the stored original: larger than any screen shows, far smaller than a camera's. */
export const IMAGE_MAX_EDGE = 2400
/** Decoding more than this is refused before it starts (decompression bombs). */
export const IMAGE_MAX_PIXELS = 50_000_000
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

/**
 * Re-encodes an uploaded image: EXIF orientation applied, every piece of metadata (GPS,
 * camera, comments, ICC) dropped, long edge capped; then WebP copies at IMAGE_WIDTHS. The
 * source bytes are never stored. Throws a 415 AppError when the input is not a whole
 * JPG/PNG/GIF/WebP image. `input` is the bytes or a file's path: sharp reads a file as it
 * decodes, so a large upload is never held in memory whole (only the capped pixels are).
 */
export async function storeImage(storage: Storage, input: Buffer | string): Promise<StoredImage> {
  const sharp = await loadSharp()
  const options = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const
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
      message: `The image is too large; please upload one under ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
    })
  }

  // Decode once (first frame of an animation), at most IMAGE_MAX_EDGE, into sRGB pixels.
  let pixels: { data: Buffer; info: OutputInfo }
  try {
    pixels = await sharp(input, options)
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
  const id = randomUUID()
  const [original, ...copyPaths] = imagePaths(`images/${id}.${transparent ? 'png' : 'jpg'}`)
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

  const written = [original!, ...copyPaths]
  try {
    // Copies first: once the original exists, everything it names exists too.
    const webp = { contentType: 'image/webp' }
    await Promise.all(copyPaths.map((p, i) => storage.write(p, copies[i]!, webp)))
    await storage.write(original!, originalBytes!, {
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
    sizeBytes: originalBytes!.length,
    totalBytes: [originalBytes!, ...copies].reduce((sum, b) => sum + b!.length, 0),
  }
}

/** Deletes a stored image and all its WebP copies. */
export async function removeImage(storage: Storage, path: string): Promise<void> {
  await storage.remove(imagePaths(path))
}
