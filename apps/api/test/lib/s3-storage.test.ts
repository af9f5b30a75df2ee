import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Storage } from '../../src/lib/s3-storage'
import type { Storage } from '../../src/lib/storage'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

describe('S3 storage (on a local S3-compatible server)', () => {
  let s3: LocalS3
  let storage: Storage
  beforeAll(async () => {
    s3 = await startLocalS3()
    storage = s3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: true,
    })
  })
  afterAll(() => s3.close())

  it('writes bytes, reads them back with their size, and removes them', async () => {
    await storage.write('files/a.pdf', Buffer.from('%PDF-1.4 hello'), {
      contentType: 'application/pdf',
    })
    expect(await storage.exists('files/a.pdf')).toBe(true)
    expect(await storage.size('files/a.pdf')).toBe(14)
    const file = await storage.open('files/a.pdf')
    expect(file?.size).toBe(14)
    expect((await buffer(file!.body)).toString()).toBe('%PDF-1.4 hello')

    await storage.remove(['files/a.pdf', 'files/never-there.pdf'])
    expect(await storage.exists('files/a.pdf')).toBe(false)
    expect(await storage.size('files/a.pdf')).toBeUndefined()
    expect(await storage.open('files/a.pdf')).toBeUndefined()
    expect(await s3.keys()).toEqual([])
  })

  it('streams a file larger than one part (multipart upload) and reads the same bytes', async () => {
    const total = 20 * 1024 * 1024 + 123
    const chunk = Buffer.alloc(64 * 1024)
    for (let i = 0; i < chunk.length; i++) chunk[i] = i % 251
    async function* bytes() {
      for (let sent = 0; sent < total; sent += chunk.length) {
        yield chunk.subarray(0, Math.min(chunk.length, total - sent))
      }
    }
    await storage.write('files/big.mp4', Readable.from(bytes()), { contentType: 'video/mp4' })
    expect(await storage.size('files/big.mp4')).toBe(total)
    const file = await storage.open('files/big.mp4')
    const back = await buffer(file!.body)
    expect(back.length).toBe(total)
    expect(back.subarray(70_000, 70_010)).toEqual(
      chunk.subarray(70_000 % chunk.length, (70_000 % chunk.length) + 10),
    )
    await storage.remove(['files/big.mp4'])
  })

  it.each(['../config', 'images/../../x', '.hidden', 'a//b', ''])(
    'refuses the path %j',
    async (bad) => {
      await expect(
        storage.write(bad, Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow('Invalid storage path')
      expect(await storage.open(bad)).toBeUndefined()
    },
  )
})
