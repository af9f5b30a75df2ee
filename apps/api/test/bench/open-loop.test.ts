import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedItem } from '../../bench/feed'
import { runOpenLoop } from '../../bench/open-loop'

interface Seen {
  method: string
  url: string
  authorization: string | undefined
  contentType: string | undefined
  body: string
}

/**
 * The bench's open-loop sender (bench/open-loop-worker.mjs) speaks HTTP/1.1 itself: the requests
 * it writes and the answers it reads, against Node's own HTTP server.
 */
describe('the open-loop sender', () => {
  let server: Server
  let base: string
  const seen: Seen[] = []
  const read = async (req: IncomingMessage) => {
    let body = ''
    for await (const chunk of req) body += chunk
    return body
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      void read(req).then((body) => {
        seen.push({
          method: req.method!,
          url: req.url!,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        })
        if (req.url === '/chunked') {
          // No content-length: Node sends the body in chunks, here one whose data looks like
          // the last chunk.
          res.writeHead(200, { 'content-type': 'text/plain' })
          res.write('a'.repeat(5_000) + '0\r\n\r\n')
          setTimeout(() => res.end('b'.repeat(70_000)), 2)
        } else if (req.url === '/close') {
          res.writeHead(201, { connection: 'close', 'content-length': '2' })
          res.end('ok')
        } else if (req.url === '/drop') {
          req.socket.destroy()
        } else {
          const json = JSON.stringify({ echo: body })
          res.writeHead(req.url === '/missing' ? 404 : 200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          })
          res.end(json)
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends each item as written and counts every answer by its status', async () => {
    seen.length = 0
    const items: FeedItem[] = [
      { authorization: 'Bearer one', body: JSON.stringify({ property_id: 1, name: 'गोदाम' }) },
      { method: 'GET', path: '/property?page=2' },
      { path: '/chunked', body: '{}' },
      { path: '/close' },
      { method: 'GET', path: '/missing' },
    ]
    const run = await runOpenLoop(base, '/unlock', items, { rate: 500, count: 50, warmup: 10 })

    expect(run.statuses).toEqual({ 200: 36, 201: 12, 404: 12 })
    expect(run.errors).toBe(0)
    expect(run.failures).toBe(12)
    expect(run.latencies).toHaveLength(50)
    expect([...run.latencies].every((ms) => ms > 0 && ms < 5_000)).toBe(true)
    expect(seen).toHaveLength(60)
    // Each item 12 times (the answers may come in another order than the requests).
    const times = new Map<string, number>()
    for (const s of seen) times.set(JSON.stringify(s), (times.get(JSON.stringify(s)) ?? 0) + 1)
    const sent = (s: Partial<Seen>) =>
      JSON.stringify({ method: 'POST', url: '/unlock', ...s, body: s.body ?? '' })
    expect(Object.fromEntries(times)).toEqual({
      [sent({
        authorization: 'Bearer one',
        contentType: 'application/json',
        body: '{"property_id":1,"name":"गोदाम"}',
      })]: 12,
      [sent({ method: 'GET', url: '/property?page=2' })]: 12,
      [sent({ url: '/chunked', contentType: 'application/json', body: '{}' })]: 12,
      [sent({ url: '/close' })]: 12,
      [sent({ method: 'GET', url: '/missing' })]: 12,
    })
  })

  it('counts a request whose connection is lost as one without an answer', async () => {
    const run = await runOpenLoop(base, '/x', [{ path: '/drop' }, { body: '{}' }], {
      rate: 200,
      count: 10,
    })
    expect(run.errors).toBe(5)
    expect(run.statuses).toEqual({ 200: 5 })
    expect(run.failures).toBe(5)
  })
})
