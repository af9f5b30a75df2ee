import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../helpers/app'

describe('GET /api/ready', () => {
  it('answers 503 until the starter says ready, 200 then, and 503 again once closing begins', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let reached!: () => void
    const inHandler = new Promise<void>((resolve) => (reached = resolve))
    const t = await createTestApp({
      setup: (app) => {
        // A request still being answered when the close begins.
        app.get('/test/slow', { schema: { hide: true } }, async () => {
          reached()
          await held
          return { done: true }
        })
      },
    })
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = t.app.server.address() as AddressInfo
      const base = `http://127.0.0.1:${port}`
      const ready = () => fetch(`${base}/api/ready`)

      const starting = await ready()
      expect(starting.status).toBe(503)
      expect(await starting.json()).toMatchObject({ success: false, message: 'Starting up' })
      // Liveness does not wait for readiness.
      expect((await fetch(`${base}/api/health`)).status).toBe(200)

      t.app.readiness.ready()
      const up = await ready()
      expect(up.status).toBe(200)
      expect(await up.json()).toEqual({ success: true, data: { status: 'ready' } })
      expect(up.headers.get('cache-control')).toBe('no-store')

      const slow = fetch(`${base}/test/slow`)
      await inHandler
      const closing = t.app.close()
      // The close's first step (preClose) drains; a second ready() is no way back.
      await vi.waitFor(() => expect(t.app.readiness.state).toBe('draining'))
      t.app.readiness.ready()
      expect(t.app.readiness.state).toBe('draining')
      // A probe now finds the port closed, or (on a kept connection) a 503.
      const probe = await ready().then(
        (res) => res.status,
        () => 'refused',
      )
      expect([503, 'refused']).toContain(probe)
      release()
      const answered = await slow
      expect(answered.status).toBe(200)
      expect(answered.headers.get('connection')).toBe('close')
      await closing
    } finally {
      release()
      await t.close()
    }
  })

  it('answers 503 "Shutting down" from the moment the stop begins, before the close', async () => {
    const t = await createTestApp()
    try {
      t.app.readiness.ready()
      t.app.readiness.drain()
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ success: false, message: 'Shutting down' })
    } finally {
      await t.close()
    }
  })

  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp()
    try {
      t.app.readiness.ready()
      await t.database.close()
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ success: false, message: 'Database unavailable' })
    } finally {
      await t.app.close()
    }
  })
})
