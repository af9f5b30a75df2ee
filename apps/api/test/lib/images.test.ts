import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, UPLOAD_LIMIT_TEXTS } from '@app/contract/upload-limits'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../src/lib/app-error'
import { IMAGE_MAX_EDGE, imagePaths, removeImage, storeImage } from '../../src/lib/images'
import { localStorage, type Storage } from '../../src/lib/storage'

/** A photo-like test image: a gradient with a block of colour, so encoders have real work. */
function picture(width: number, height: number, alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c52"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" ${alpha ? 'fill-opacity="0.5"' : ''}/>
    <rect x="10%" y="10%" width="30%" height="40%" fill="#fe3"/></svg>`
  return sharp(Buffer.from(svg))
}

async function readStored(dir: string, p: string) {
  return sharp(path.join(dir, p))
}

describe('storeImage', () => {
  let dir: string
  let storage: Storage
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'images-test-'))
    storage = localStorage(dir)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('drops GPS and every other piece of metadata from the stored files', async () => {
    const input = await picture(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1' },
      })
      .toBuffer()
    expect((await sharp(input).metadata()).exif).toBeDefined()

    const stored = await storeImage(storage, input)
    for (const p of imagePaths(stored.path)) {
      const meta = await (await readStored(dir, p)).metadata()
      expect(meta.exif, p).toBeUndefined()
      expect(meta.xmp, p).toBeUndefined()
      expect(meta.iptc, p).toBeUndefined()
    }
  })

  it('stores a generated JPEG name with a WebP copy at every width', async () => {
    const stored = await storeImage(storage, await picture(2000, 1000).png().toBuffer())
    expect(stored).toMatchObject({ width: 2000, height: 1000, contentType: 'image/jpeg' })
    expect(stored.path).toMatch(/^images\/[0-9a-f-]{36}\.jpg$/)
    const original = await (await readStored(dir, stored.path)).metadata()
    expect(original).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 })
    expect(stored.sizeBytes).toBe(original.size ?? stored.sizeBytes)

    const base = stored.path.replace(/\.jpg$/, '')
    for (const w of IMAGE_WIDTHS) {
      const copy = await (await readStored(dir, `${base}-${w}.webp`)).metadata()
      expect(copy).toMatchObject({ format: 'webp', width: w, height: w / 2 })
    }
  })

  it('caps the long edge of the original without touching the proportions', async () => {
    const stored = await storeImage(storage, await picture(1000, 3000).jpeg().toBuffer())
    expect(stored).toMatchObject({ width: IMAGE_MAX_EDGE / 3, height: IMAGE_MAX_EDGE })
    const meta = await (await readStored(dir, stored.path)).metadata()
    expect([meta.width, meta.height]).toEqual([800, 2400])
  })

  it('writes every srcset width of a small image, at the source width, never enlarged', async () => {
    const stored = await storeImage(storage, await picture(300, 200).jpeg().toBuffer())
    expect(stored).toMatchObject({ width: 300, height: 200 })
    const [, ...copies] = imagePaths(stored.path)
    expect(copies).toHaveLength(IMAGE_WIDTHS.length)
    for (const p of copies) {
      expect(await storage.exists(p)).toBe(true)
      expect((await (await readStored(dir, p)).metadata()).width).toBe(300)
    }
  })

  it('applies the EXIF orientation, so a phone photo taken upright stays upright', async () => {
    const sideways = await picture(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const stored = await storeImage(storage, sideways)
    expect(stored).toMatchObject({ width: 300, height: 600 })
    const meta = await (await readStored(dir, stored.path)).metadata()
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 600, undefined])
  })

  it('keeps transparency as PNG, and stores an opaque PNG as JPEG', async () => {
    const clear = await storeImage(storage, await picture(500, 500, true).png().toBuffer())
    expect(clear.path).toMatch(/\.png$/)
    expect(clear.contentType).toBe('image/png')
    expect((await (await readStored(dir, clear.path)).metadata()).hasAlpha).toBe(true)

    const opaque = await picture(500, 500).ensureAlpha().png().toBuffer()
    expect((await storeImage(storage, opaque)).path).toMatch(/\.jpg$/)
  })

  it('accepts GIF and WebP uploads', async () => {
    for (const input of [
      await picture(400, 300).gif().toBuffer(),
      await picture(400, 300).webp().toBuffer(),
    ]) {
      expect((await storeImage(storage, input)).width).toBe(400)
    }
  })

  it.each([
    ['a text file', async () => Buffer.from('just some notes, not a picture\n')],
    ['an empty file', async () => Buffer.alloc(0)],
    [
      'a truncated JPEG',
      async () => {
        const whole = await picture(1200, 800).jpeg().toBuffer()
        return whole.subarray(0, Math.floor(whole.length / 2))
      },
    ],
    [
      'an SVG with a script',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script><rect width="50" height="50"/></svg>',
        ),
    ],
    ['a TIFF', async () => picture(100, 100).tiff().toBuffer()],
  ])('refuses %s with 415 and says what to upload', async (_name, make) => {
    const err = await storeImage(storage, await make()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please upload a JPG, PNG, GIF or WebP image',
    })
  })

  it('refuses a decompression bomb before decoding it', async () => {
    // 8000 x 6500 of one colour compresses to a few kB but would be 52 megapixels.
    const bomb = await sharp({
      create: { width: 8000, height: 6500, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1_000_000)
    await expect(storeImage(storage, bomb)).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: `The image is too large; please upload one of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
    })
  })

  it('refuses one pixel row past the limit and takes a picture of exactly the limit', async () => {
    const plain = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#4a7' } })
        .png()
        .toBuffer()
    const width = 8000
    const height = IMAGE_MAX_PIXELS / width
    await expect(storeImage(storage, await plain(width, height + 1))).rejects.toMatchObject({
      statusCode: 413,
      message: UPLOAD_LIMIT_TEXTS.imageTooLarge,
    })
    const stored = await storeImage(storage, await plain(width, height))
    expect(stored).toMatchObject({
      width: IMAGE_MAX_EDGE,
      height: (IMAGE_MAX_EDGE * height) / width,
    })
  })

  it('removeImage deletes the original and every copy', async () => {
    const stored = await storeImage(storage, await picture(900, 600).jpeg().toBuffer())
    const paths = imagePaths(stored.path)
    expect(paths).toHaveLength(1 + IMAGE_WIDTHS.length)
    for (const p of paths) expect(await storage.exists(p)).toBe(true)

    await removeImage(storage, stored.path)
    for (const p of paths) expect(await storage.exists(p)).toBe(false)
  })

  it('removeImage accepts only stored image paths', async () => {
    await expect(removeImage(storage, '../config.jpg')).rejects.toThrow('Not a stored image path')
    await expect(removeImage(storage, 'images/../../etc.jpg')).rejects.toThrow()
  })
})
