import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRange } from '../../src/lib/byte-range'
import { createTestApp } from '../helpers/app'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A megabyte and a bit: enough that a cut in the wrong place shows. */
const BIG_BYTES = 1024 * 1024 + 7

describe('Range headers as parsed', () => {
  it('takes one range of bytes; ignores other units, several ranges and invalid ones', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=100-')).toEqual({ start: 100 })
    expect(parseRange('bytes=-20')).toEqual({ suffix: 20 })
    for (const ignored of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-1',
      'bytes=0-1,4-5',
      'bytes=a-b',
    ]) {
      expect(parseRange(ignored)).toBeUndefined()
    }
  })
})

for (const driver of ['local', 's3'] as const) {
  describe(`GET /storage/* with ranges (${driver} storage)`, () => {
    let t: TestApp
    let s3: LocalS3 | undefined
    let dataDir: string
    const big = randomBytes(BIG_BYTES)
    const bigPath = `files/${randomUUID()}.pdf`
    const textPath = `files/${randomUUID()}.txt`
    const text = Buffer.from('0123456789'.repeat(300))
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ranges-'))
      s3 = driver === 's3' ? await startLocalS3('ranges') : undefined
      t = await createTestApp({ env: { DATA_DIR: dataDir, ...(s3?.env ?? {}) } })
      await t.app.storage.write(bigPath, big, { contentType: 'application/pdf' })
      await t.app.storage.write(textPath, text, { contentType: 'text/plain' })
    })
    afterAll(async () => {
      await t?.close()
      await s3?.close()
      await rm(dataDir, { recursive: true, force: true })
    })

    const get = (p: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/storage/${p}`, headers })

    it('answers the whole file with Accept-Ranges and an ETag when no range is asked', async () => {
      const res = await get(bigPath)
      expect(res.statusCode).toBe(200)
      expect(res.headers['accept-ranges']).toBe('bytes')
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/)
      expect(res.headers['content-length']).toBe(String(BIG_BYTES))
      expect(res.rawPayload.equals(big)).toBe(true)
    })

    it('answers 206 with exactly the bytes of a range, its Content-Range and length', async () => {
      const cases: [string, number, number][] = [
        ['bytes=0-99', 0, 99],
        ['bytes=1000-', 1000, BIG_BYTES - 1],
        ['bytes=-500', BIG_BYTES - 500, BIG_BYTES - 1],
        [`bytes=${BIG_BYTES - 10}-${BIG_BYTES + 1000}`, BIG_BYTES - 10, BIG_BYTES - 1],
        ['bytes=524288-786431', 524_288, 786_431],
        [`bytes=-${BIG_BYTES * 2}`, 0, BIG_BYTES - 1],
      ]
      for (const [range, start, end] of cases) {
        const res = await get(bigPath, { range })
        expect(res.statusCode, range).toBe(206)
        expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${BIG_BYTES}`)
        expect(res.headers['content-length'], range).toBe(String(end - start + 1))
        expect(res.headers['content-type']).toBe('application/pdf')
        expect(res.rawPayload.equals(big.subarray(start, end + 1)), range).toBe(true)
      }
    })

    it('answers 416 with the size for a range past the end or an empty suffix', async () => {
      for (const range of [
        `bytes=${BIG_BYTES}-`,
        `bytes=${BIG_BYTES + 5}-${BIG_BYTES + 9}`,
        'bytes=-0',
      ]) {
        const res = await get(bigPath, { range })
        expect(res.statusCode, range).toBe(416)
        expect(res.headers['content-range']).toBe(`bytes */${BIG_BYTES}`)
        expect(res.rawPayload.length).toBe(0)
      }
    })

    it('answers several ranges, and invalid ones, with the whole file', async () => {
      for (const range of ['bytes=0-9,20-29', 'bytes=9-0', 'lines=1-2']) {
        const res = await get(bigPath, { range })
        expect(res.statusCode, range).toBe(200)
        expect(res.rawPayload.equals(big)).toBe(true)
      }
    })

    it('honours If-Range: the range for the current ETag, the whole file otherwise', async () => {
      const { etag } = (await get(bigPath, { range: 'bytes=0-0' })).headers
      const same = await get(bigPath, { range: 'bytes=10-19', 'if-range': String(etag) })
      expect(same.statusCode).toBe(206)
      expect(same.rawPayload.equals(big.subarray(10, 20))).toBe(true)
      for (const other of ['"another"', 'Wed, 21 Oct 2015 07:28:00 GMT']) {
        const res = await get(bigPath, { range: 'bytes=10-19', 'if-range': other })
        expect(res.statusCode, other).toBe(200)
        expect(res.rawPayload.length).toBe(BIG_BYTES)
      }
    })

    it('sends a range of a text file uncompressed, even to a client that takes gzip', async () => {
      const res = await get(textPath, { range: 'bytes=5-14', 'accept-encoding': 'gzip' })
      expect(res.statusCode).toBe(206)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.payload).toBe('5678901234')
    })

    it('answers HEAD with the headers of GET and no body; a missing file 404 with or without a range', async () => {
      const head = await t.app.inject({ method: 'HEAD', url: `/storage/${bigPath}` })
      expect(head.statusCode).toBe(200)
      expect(head.headers['accept-ranges']).toBe('bytes')
      expect(head.headers['content-length']).toBe(String(BIG_BYTES))
      expect(head.rawPayload.length).toBe(0)
      for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
        expect((await get(`files/${randomUUID()}.pdf`, headers)).statusCode).toBe(404)
      }
    })
  })
}
