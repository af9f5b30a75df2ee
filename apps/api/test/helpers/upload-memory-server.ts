/**
 * The API alone in a process of its own, for measuring its memory while a large upload streams
 * in (test/helpers/upload-memory.ts starts it with `node --import tsx`). Environment: the app's
 * own (DATA_DIR, STORAGE, S3_*). Protocol on stdin/stdout, one JSON line each way:
 *   out {url, token, propertyId}   when listening
 *   in  "start"                     baseline taken, sampling every 20 ms
 *   in  "stop"     -> out {growth}  peak RSS minus baseline, in bytes
 */
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { createTestApp } from './app'
import { listing, makeUser } from './listings'

const t = await createTestApp()
const owner = await makeUser(t.app.db, 2)
const propertyId = await listing(t.app.db, owner.id, { steps: 2 })
await t.app.listen({ port: 0, host: '127.0.0.1' })
const { port } = t.app.server.address() as AddressInfo
console.log(
  JSON.stringify({
    url: `http://127.0.0.1:${port}/api/propertyAttachment`,
    token: owner.token,
    propertyId,
  }),
)

let baseline = 0
let peak = 0
let sampler: NodeJS.Timeout | undefined
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss)
}
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'start') {
    baseline = process.memoryUsage().rss
    peak = baseline
    sampler = setInterval(sample, 20)
    console.log(JSON.stringify({ started: true }))
  } else if (line === 'stop') {
    clearInterval(sampler)
    sample()
    console.log(JSON.stringify({ growth: peak - baseline }))
  }
}
await t.close()
