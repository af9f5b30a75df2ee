import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeImage } from '../../../src/lib/images'
import { createTestApp } from '../../helpers/app'

const STRICT_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
}

describe('/storage', () => {
  let dataDir: string
  let t: Awaited<ReturnType<typeof createTestApp>>
  let imagePath: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'storage-route-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir } })
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer()
    imagePath = (await storeImage(t.app.storage, photo)).path
    // Files the route must never hand out: one beside the uploads folder, one odd upload.
    await writeFile(path.join(dataDir, 'config'), 'secret')
    await t.app.storage.write(
      'files/evil.svg',
      Buffer.from('<svg><script>alert(1)</script></svg>'),
      { contentType: 'text/plain' },
    )
    await t.app.storage.write('files/page.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/plain',
    })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps uploads in DATA_DIR/uploads', async () => {
    expect(await t.app.storage.exists(imagePath)).toBe(true)
    await expect(sharp(path.join(dataDir, 'uploads', imagePath)).metadata()).resolves.toMatchObject(
      {
        format: 'jpeg',
      },
    )
  })

  it('serves a stored image and its WebP copies inline, cacheable for good', async () => {
    const res = await t.app.inject(`/storage/${imagePath}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({ ...STRICT_HEADERS, 'content-type': 'image/jpeg' })
    expect(res.headers['content-disposition']).toBeUndefined()
    expect((await sharp(res.rawPayload).metadata()).width).toBe(900)

    const webp = await t.app.inject(`/storage/${imagePath.replace('.jpg', '-400.webp')}`)
    expect(webp.statusCode).toBe(200)
    expect(webp.headers).toMatchObject({ ...STRICT_HEADERS, 'content-type': 'image/webp' })
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(400)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/storage/${imagePath}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({ ...STRICT_HEADERS, 'content-type': 'image/jpeg' })
    expect(res.rawPayload.length).toBe(0)
  })

  it('serves anything that is not an image as a download that cannot run as a page', async () => {
    const types = {
      'files/evil.svg': 'image/svg+xml',
      'files/page.html': 'application/octet-stream',
    }
    for (const [file, type] of Object.entries(types)) {
      const res = await t.app.inject(`/storage/${file}`)
      expect(res.statusCode, file).toBe(200)
      expect(res.headers, file).toMatchObject({
        ...STRICT_HEADERS,
        'content-type': type,
        'content-disposition': 'attachment',
      })
    }
  })

  it('answers a missing file with the JSON 404 envelope', async () => {
    const res = await t.app.inject('/storage/images/00000000-0000-0000-0000-000000000000.jpg')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, message: 'File not found', code: 'NOT_FOUND' })
    expect(res.headers['cache-control']).toBeUndefined()
  })

  it.each([
    '/storage/../config',
    '/storage/..%2fconfig',
    '/storage/%2e%2e/config',
    '/storage/images/..%2f..%2fconfig',
    '/storage/%2fetc%2fpasswd',
    '/storage/',
  ])('never serves anything outside the uploads folder: %s', async (url) => {
    const res = await t.app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('secret')
  })
})
