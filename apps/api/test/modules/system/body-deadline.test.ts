import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import type { Database } from '../../../src/db/client'
import { readForm } from '../../../src/lib/multipart'
import { freshDatabase, testConfig } from '../../helpers/app'

/**
 * The server waits long for an accepted upload and briefly for everything else: a body that
 * trickles in is cut off at its own request's deadline, not the server's (sized for 100 MB).
 */
const HEADERS_TIMEOUT_MS = 300
/** With a 16 KiB body limit at 16 KiB/s: 300 ms + 1 s for a whole ordinary request. */
const BODY_LIMIT_BYTES = 16 * 1024
const BODY_DEADLINE_MS = HEADERS_TIMEOUT_MS + 1_000

interface Exchange {
  text: string
  closedAfterMs: number
}

/**
 * Sends the head, then the body's pieces `everyMs` apart (a slow client), and records what the
 * server wrote until it closed the connection or answered after the last piece.
 */
function trickle(port: number, head: string, pieces: string[], everyMs: number) {
  return new Promise<Exchange>((resolve, reject) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head))
    let sent = 0
    const timer = setInterval(() => {
      if (sent < pieces.length && socket.writable) socket.write(pieces[sent++]!)
      else clearInterval(timer)
    }, everyMs)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      // A complete answer after the whole body: done (the connection would stay open).
      if (sent === pieces.length && /\r\n\r\n[\s\S]*\}$/.test(Buffer.concat(chunks).toString())) {
        socket.end()
      }
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err)
    })
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started })
    })
  })
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown

describe('request body deadlines', () => {
  let database: Database
  let app: App
  let port: number

  beforeAll(async () => {
    database = await freshDatabase()
    const config = testConfig()
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
      logger: false,
    })
    // An upload route as the owner calls have them: readForm once the request is accepted.
    app.post('/test-upload', async (req) => {
      const form = await readForm(req, { tmpDir: config.storage.tmpDir, fileFields: ['file'] })
      try {
        return { success: true, data: { size: form.files[0]?.size ?? 0 } }
      } finally {
        await form.cleanup()
      }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('still gives the server-wide limit to the largest upload', () => {
    expect(app.server.requestTimeout).toBe(HEADERS_TIMEOUT_MS + 800_000)
  })

  it('cuts off an ordinary body that trickles past its deadline with 408', async () => {
    const body = JSON.stringify({ email_or_phone: 'someone@example.in', password: 'x'.repeat(40) })
    const { text, closedAfterMs } = await trickle(
      port,
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.match(/.{1,4}/g)!,
      400,
    )
    expect(statusOf(text)).toBe(408)
    expect(bodyOf(text)).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive.',
    })
    expect(closedAfterMs).toBeGreaterThanOrEqual(BODY_DEADLINE_MS - 100)
    expect(closedAfterMs).toBeLessThan(BODY_DEADLINE_MS + 2_000)
  })

  it('lets an accepted upload take longer than an ordinary request may', async () => {
    const boundary = 'deadline-test'
    const form =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n` +
      'x'.repeat(1000) +
      `\r\n--${boundary}--\r\n`
    const pieces = form.match(/[\s\S]{1,200}/g)!
    const { text, closedAfterMs } = await trickle(
      port,
      `POST /test-upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${form.length}\r\n\r\n`,
      pieces,
      400,
    )
    expect(closedAfterMs).toBeGreaterThan(BODY_DEADLINE_MS + 500)
    expect(statusOf(text)).toBe(200)
    expect(bodyOf(text)).toEqual({ success: true, data: { size: 1000 } })
  })

  it('gives no upload time to a form its route refused (401 before reading it)', async () => {
    const boundary = 'refused-test'
    const form =
      `--${boundary}\r\nContent-Disposition: form-data; name="img_url"; filename="a.txt"\r\n\r\n` +
      'y'.repeat(4000) +
      `\r\n--${boundary}--\r\n`
    const { text, closedAfterMs } = await trickle(
      port,
      `POST /api/propertyAttachment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${form.length}\r\n\r\n`,
      form.match(/[\s\S]{1,100}/g)!,
      200,
    )
    expect(statusOf(text)).toBe(401)
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
    // Closed right after the answer: the client stops sending what nobody reads.
    expect(closedAfterMs).toBeLessThan(BODY_DEADLINE_MS)
  })
})
