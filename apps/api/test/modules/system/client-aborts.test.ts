import type { IncomingMessage } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import type { Database } from '../../../src/db/client'
import { CLIENT_ABORT_LOG_INTERVAL_MS } from '../../../src/lib/client-errors'
import { freshDatabase, testConfig } from '../../helpers/app'

/** A short head timeout and a 16 KiB body limit: a stalled body is cut off after 1.3 s. */
const HEADERS_TIMEOUT_MS = 300
const BODY_LIMIT_BYTES = 16 * 1024
const ABORTED = 150
const STALLED = 10
const AT_ONCE = 25

interface LogLine {
  level: number
  msg: string
  repeated?: number
}

/** The lines Fastify writes for every request, aborted or not: the access log. */
const ACCESS_LOG = new Set(['incoming request', 'request completed', 'Server listening at'])

function head(probe: number) {
  return (
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: 200\r\nX-Probe: ${probe}\r\n\r\n{"email_or_phone":"some`
  )
}

describe('client aborts in the log', () => {
  const lines: LogLine[] = []
  /** Requests the server has begun, by their X-Probe header. */
  const arrived = new Map<string, () => void>()
  let database: Database
  let app: App
  let port: number

  beforeAll(async () => {
    database = await freshDatabase()
    const config = testConfig()
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LogLine)
        }
        done()
      },
    })
    app = await buildApp({
      config: {
        ...config,
        http: {
          ...config.http,
          headersTimeoutMs: HEADERS_TIMEOUT_MS,
          bodyLimitBytes: BODY_LIMIT_BYTES,
        },
      },
      database,
      logger: { level: 'info', stream },
    })
    app.server.on('request', (req: IncomingMessage) => {
      arrived.get(String(req.headers['x-probe']))?.()
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(() => database.close())

  /** Sends a head and part of the body; hangs up once the server has the request. */
  function abort(probe: number) {
    return new Promise<void>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head(probe)))
      arrived.set(String(probe), () => socket.destroy())
      socket.on('error', () => {})
      socket.on('close', () => resolve())
    })
  }

  /** Sends a head and part of the body, then nothing: the server's body deadline ends it. */
  function stall(probe: number) {
    return new Promise<void>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head(probe)))
      // Read (and drop) the 408, so that the server's hang-up is seen.
      socket.resume()
      socket.on('error', () => {})
      socket.on('close', () => resolve())
    })
  }

  it('go to the info level, a bounded number of lines that still count every abort', async () => {
    const started = Date.now()
    const stalled = Array.from({ length: STALLED }, (_, i) => stall(-1 - i))
    for (let first = 0; first < ABORTED; first += AT_ONCE) {
      const batch = Array.from({ length: AT_ONCE }, (_, i) => abort(first + i))
      await Promise.all(batch)
    }
    await Promise.all(stalled)
    // Closing reports what was held back, so nothing is lost at shutdown.
    await app.close()

    expect(lines.filter((l) => l.level >= 40)).toEqual([])
    const aboutAborts = lines.filter((l) => !ACCESS_LOG.has(l.msg.replace(/ http:.*$/, '')))
    const counted = (msg: string) =>
      aboutAborts.filter((l) => l.msg === msg).reduce((n, l) => n + (l.repeated ?? 1), 0)
    // Every aborted body and every stall is counted, once, in a line or in a summary's count.
    expect(counted('request aborted by the client')).toBe(ABORTED + STALLED)
    expect(counted('request body deadline passed')).toBe(STALLED)
    // Per kind: the first line, then at most one count per interval (and one at close).
    const intervals = Math.ceil((Date.now() - started) / CLIENT_ABORT_LOG_INTERVAL_MS)
    expect(aboutAborts.length).toBeLessThanOrEqual(2 * (1 + intervals))
    expect(aboutAborts.every((l) => l.level === 30)).toBe(true)
    console.log(
      `${ABORTED} aborted and ${STALLED} stalled requests -> ${aboutAborts.length} log lines about them`,
    )
  })
})
