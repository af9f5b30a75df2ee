import { setTimeout as delay } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import { AUTH_SUCCESS } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../src/app'
import { createTestApp } from '../../helpers/app'
import { messagesTo, newPerson, post, signedIn, waitForMessage } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'

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

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2
}

describe('forgot-password takes as long for a real account as for an unknown address', () => {
  let t: TestApp
  const clock = new ManualClock()
  const events: string[] = []
  beforeAll(async () => {
    t = await createTestApp({ clock, setup: (app) => slowMessenger(app, events) })
  })
  afterAll(() => t.close())

  const forgot = (email: string) => post(t.app, '/api/forgot-password', { email })

  it('median answer times over 50 tries each differ by less than 10 ms', async () => {
    const { person } = await signedIn(t.app, t.database.db)
    const known = person.email!
    const before = await messagesTo(t.database.db, known)
    const times = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 50; i++) {
      // Past the 3-codes-per-15-minutes limit of the address: every try is a real send.
      clock.advance(15 * MINUTE)
      for (const [kind, email] of [
        ['known', known],
        ['unknown', `nobody.${i}@example.in`],
      ] as const) {
        const start = performance.now()
        const res = await forgot(email)
        times[kind].push(performance.now() - start)
        expect(res.json()).toEqual({ success: true, message: AUTH_SUCCESS.forgotPassword })
      }
    }
    const known50 = median(times.known)
    const unknown50 = median(times.unknown)
    console.log(
      `forgot-password with a 100 ms messenger: median ${known50.toFixed(1)} ms for an account, ${unknown50.toFixed(1)} ms for an unknown address (50 tries each)`,
    )
    expect(Math.abs(known50 - unknown50)).toBeLessThan(10)
    // Every code still went out, after the answers.
    await waitForMessage(() => messagesTo(t.database.db, known), before + 49)
    expect(await messagesTo(t.database.db, known)).toBe(before + 50)
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
