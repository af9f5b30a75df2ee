import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedBytes, streamUpload } from './multipart'
import { startLocalS3, type LocalS3 } from './s3'
import * as fixture from './upload-fixtures'

/**
 * What a 100 MB upload may add to the API process's resident memory: well under the file, so a
 * driver that held it would fail. The rest is allocator and V8 slack, which depends on the load
 * and grew on Node 26 (from 6-42 MiB on Node 20 to 57-64 MiB on a busy 2-core machine).
 */
const RSS_BUDGET_BYTES = 80 * 1024 * 1024
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** The API in a child process of its own, answering the commands of upload-memory-server.ts. */
async function startApiProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/helpers/upload-memory-server.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async <T>() => {
    const { value, done } = await lines.next()
    if (done) throw new Error('the API process ended')
    return JSON.parse(value as string) as T
  }
  const ready = await next<{ url: string; token: string; propertyId: number }>()
  return {
    ...ready,
    async start() {
      child.stdin.write('start\n')
      await next()
    },
    async stop() {
      child.stdin.write('stop\n')
      return (await next<{ growth: number }>()).growth
    },
    async close() {
      const exited = once(child, 'exit')
      child.stdin.end()
      await exited
    },
  }
}

/**
 * The API runs in a child process (and the S3 server in another), so its resident memory is its
 * own: not the test runner's, not the client's that generates the bytes here.
 */
export function uploadMemoryCase(driver: 'local' | 's3') {
  describe(`a 100 MB upload on ${driver} storage`, () => {
    let api: Awaited<ReturnType<typeof startApiProcess>>
    let dataDir: string
    let s3: LocalS3 | undefined

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'upload-memory-'))
      s3 = driver === 's3' ? await startLocalS3('uploads', { childProcess: true }) : undefined
      api = await startApiProcess({ DATA_DIR: dataDir, ...s3?.env })
    })
    afterAll(async () => {
      await api?.close()
      await s3?.close()
      await rm(dataDir, { recursive: true, force: true })
    })

    const send = (size: number) =>
      streamUpload(
        api.url,
        api.token,
        { property_id: api.propertyId, name: 'Walkthrough', order_number: 1 },
        {
          field: 'img_url',
          filename: 'walkthrough.mp4',
          bytes: generatedBytes(size, fixture.mp4()),
        },
      )

    it('streams through to storage without the API process holding it in memory', async () => {
      // Warm up every code path (parsers, sniffing, storage; an S3 multipart upload of several
      // parts) so the baseline includes them.
      expect((await send(6 * 1024 * 1024)).status).toBe(201)
      await api.start()
      let res
      let growth
      try {
        res = await send(MAX_UPLOAD_BYTES)
      } finally {
        growth = await api.stop()
      }
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.data).toMatchObject({ attachment_type: 'video/mp4' })
      console.log(
        `${driver} storage: API process RSS growth during a ${MAX_UPLOAD_BYTES}-byte upload: ${(growth / 1024 / 1024).toFixed(1)} MiB`,
      )
      expect(growth).toBeLessThan(RSS_BUDGET_BYTES)
      // 106 MB through the API into storage: 30 s on a loaded slow CI host (29 Nov).
    }, 120_000)
  })
}
