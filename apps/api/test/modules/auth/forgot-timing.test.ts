import { setTimeout as delay } from 'node:timers/promises'
import { AUTH_SUCCESS } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../../src/app'
import { createTestApp } from '../../helpers/app'
import { messagesTo, newPerson, post, signedIn, waitForMessage } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A messenger as slow as a real mail server (100 ms per message), recording what happens. */
function slowMessenger(app: App, events: string[]) {
  const driver = app.messenger
  const send = driver.send.bind(driver)
  const close = driver.close.bind(driver)
  driver.send = async (message) => {
    await delay(100)
    await send(message)
    events.push(`sent to ${message.to}`)
  }
  driver.close = async () => {
    events.push('messenger closed')
    await close()
  }
}

/** A messenger that holds every message until `release()`: delivery waits, the answer must not. */
function heldMessenger(app: App) {
  const driver = app.messenger
  const send = driver.send.bind(driver)
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const held: string[] = []
  driver.send = async (message) => {
    held.push(message.to)
    await gate
    await send(message)
  }
  return { held, release: () => open() }
}

describe('forgot-password answers a real account exactly as an unknown address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock() })
  })
  afterAll(() => t.close())

  it('before any message is delivered, with the same answer, so timing cannot tell them apart', async () => {
    const { person } = await signedIn(t.app, t.database.db)
    const known = person.email!
    const before = await messagesTo(t.database.db, known)
    const messenger = heldMessenger(t.app)
    const answers = []
    for (const email of [known, 'nobody.forgot@example.in']) {
      const res = await post(t.app, '/api/forgot-password', { email })
      answers.push({ status: res.statusCode, body: res.json() })
    }
    // Both answered while every delivery is still held: sending is not on the answer's path.
    expect(answers).toEqual([
      { status: 200, body: { success: true, message: AUTH_SUCCESS.forgotPassword } },
      { status: 200, body: { success: true, message: AUTH_SUCCESS.forgotPassword } },
    ])
    expect(await messagesTo(t.database.db, known)).toBe(before)
    // Released, the real account gets its code; the unknown address gets nothing.
    await vi.waitFor(() => expect(messenger.held).toContain(known))
    messenger.release()
    await waitForMessage(() => messagesTo(t.database.db, known), before)
    expect(messenger.held).not.toContain('nobody.forgot@example.in')
  })
})

describe('forgot-password deliveries at close', () => {
  it('are finished before the app closes its messenger', async () => {
    const events: string[] = []
    const t = await createTestApp({ setup: (app) => slowMessenger(app, events) })
    const { person } = await signedIn(t.app, t.database.db, newPerson())
    const res = await post(t.app, '/api/forgot-password', { email: person.email })
    expect(res.statusCode).toBe(200)
    await t.app.close()
    // The registration code, the reset code (still on its way when close began), then close.
    expect(events).toEqual([
      `sent to ${person.email}`,
      `sent to ${person.email}`,
      'messenger closed',
    ])
    await t.database.close()
  })
})
