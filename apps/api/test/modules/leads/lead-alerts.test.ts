import { AccountResponseSchema, LeadAlertsResponseSchema } from '@app/contract/account'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { call } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { MINUTE, world, type TestApp } from './world'

/** PATCH account/lead-alerts: an owner chooses to hear of each lead at once, or once a day. */

let t: TestApp
const clock = new ManualClock('2026-11-20T06:00:00.000Z')
const w = world(() => t, clock)
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t?.close())

const digestAt = async (id: number) => {
  const [row] = await w
    .db()
    .select({ mode: users.leadAlerts, at: users.leadDigestAt })
    .from(users)
    .where(eq(users.id, id))
  return row!
}

describe('PATCH account/lead-alerts', () => {
  it('needs a login, and is for owners only', async () => {
    const anonymous = await call(t.app, 'PATCH' as 'POST', '/api/account/lead-alerts', {
      lead_alerts: 'daily',
    })
    expect(anonymous.statusCode).toBe(401)
    const seeker = await w.seeker()
    const refused = await w.setAlerts(seeker, 'daily')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
    expect((await digestAt(seeker.id)).mode).toBe('instant')
  })

  it('refuses anything but instant or daily, naming the field', async () => {
    const owner = await w.owner()
    for (const body of [{ lead_alerts: 'weekly' }, {}, { lead_alerts: 1 }]) {
      const answer = await call(t.app, 'PATCH' as 'POST', '/api/account/lead-alerts', body, owner)
      expect(answer.statusCode, JSON.stringify(body)).toBe(422)
      expect(answer.json().errors).toEqual({
        lead_alerts: ['Lead alerts must be instant or daily'],
      })
    }
  })

  it('switches an owner to the daily digest from now, and back; GET account shows the choice', async () => {
    const owner = await w.owner()
    const start = AccountResponseSchema.parse((await w.account(owner)).json())
    expect(start.data.owner?.lead_alerts).toBe('instant')

    const daily = await w.setAlerts(owner, 'daily')
    expect(daily.statusCode, daily.body).toBe(200)
    expect(LeadAlertsResponseSchema.parse(daily.json()).data).toEqual({ lead_alerts: 'daily' })
    const switched = clock.now()
    expect(await digestAt(owner.id)).toEqual({ mode: 'daily', at: switched })
    const shown = AccountResponseSchema.parse((await w.account(owner)).json())
    expect(shown.data.owner?.lead_alerts).toBe('daily')

    // Daily again keeps the count's start: no lead in between is skipped.
    clock.advance(MINUTE)
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    expect(await digestAt(owner.id)).toEqual({ mode: 'daily', at: switched })

    clock.advance(MINUTE)
    expect((await w.setAlerts(owner, 'instant')).statusCode).toBe(200)
    expect((await digestAt(owner.id)).mode).toBe('instant')
    clock.advance(MINUTE)
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    expect(await digestAt(owner.id)).toEqual({ mode: 'daily', at: clock.now() })
  })
})
