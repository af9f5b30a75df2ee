import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index'
import { createTestApp } from './app'
import { listing, makeUser } from './listings'
import { generatedBytes, streamUpload } from './multipart'
import { startLocalS3, type LocalS3 } from './s3'
import * as fixture from './upload-fixtures'

/** What a 100 MB upload may add to the API process's resident memory. */
const RSS_BUDGET_BYTES = 64 * 1024 * 1024

/**
 * The client generating the bytes shares the process with the API, so the figure is an upper
 * bound on the API's own growth; the S3 server runs in a child process.
 */
export function uploadMemoryCase(driver: 'local' | 's3') {
  describe(`a 100 MB upload on ${driver} storage`, () => {
    let t: Awaited<ReturnType<typeof createTestApp>>
    let dataDir: string
    let owner: Awaited<ReturnType<typeof makeUser>>
    let propertyId: number
    let url: string
    let s3: LocalS3 | undefined

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'upload-memory-'))
      s3 = driver === 's3' ? await startLocalS3('uploads', { childProcess: true }) : undefined
      t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3?.env } })
      owner = await makeUser(t.app.db, 2)
      propertyId = await listing(t.app.db, owner.id, { steps: 2 })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/propertyAttachment`
    })
    afterAll(async () => {
      await t.close()
      await s3?.close()
      await rm(dataDir, { recursive: true, force: true })
    })

    const send = (size: number) =>
      streamUpload(
        url,
        owner.token,
        { property_id: propertyId, name: 'Walkthrough', order_number: 1 },
        {
          field: 'img_url',
          filename: 'walkthrough.mp4',
          bytes: generatedBytes(size, fixture.mp4()),
        },
      )

    it('streams through to storage without the process holding it in memory', async () => {
      // Warm up every code path (parsers, sniffing, storage) so the baseline includes them.
      expect((await send(1024 * 1024)).status).toBe(201)
      global.gc?.()
      const baseline = process.memoryUsage().rss
      let peak = baseline
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss)
      }, 20)
      let res
      try {
        res = await send(MAX_UPLOAD_BYTES)
      } finally {
        clearInterval(sampler)
      }
      peak = Math.max(peak, process.memoryUsage().rss)

      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const stored = (res.body.data as { img_url: string }).img_url
      expect(await t.app.storage.size(stored)).toBe(MAX_UPLOAD_BYTES)
      const [row] = await t.app.db
        .select({ bytes: users.storageBytes })
        .from(users)
        .where(eq(users.id, owner.id))
      expect(row!.bytes).toBe(MAX_UPLOAD_BYTES + 1024 * 1024)

      const growth = peak - baseline
      console.log(
        `${driver} storage: RSS growth during a ${MAX_UPLOAD_BYTES}-byte upload: ${(growth / 1024 / 1024).toFixed(1)} MiB`,
      )
      expect(growth).toBeLessThan(RSS_BUDGET_BYTES)
    })
  })
}
