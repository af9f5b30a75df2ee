import {
  VISIT_OPEN_MAX,
  VISIT_OPEN_PER_LISTING_MAX,
  VISIT_TEXTS,
  type Visit,
} from '@app/contract/visits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, siteVisits } from '../../../src/db/schema/index'
import { listing } from '../../helpers/listings'
import { ist, visitWorld, type VisitWorld } from './world'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

let w: VisitWorld
beforeAll(async () => {
  w = await visitWorld()
})
afterAll(() => w.close())

const visitOf = (res: { json(): { data: Visit } }) => res.json().data

describe('POST visits: asking', () => {
  it('stores the slots sorted and answers the visit as the seeker sees it', async () => {
    const { owner, seeker, propertyId } = await w.pair({ name: 'Bhiwandi Shed A' })
    const res = await w.ask(seeker.token, {
      property_id: propertyId,
      slots: [ist('2026-12-03T16:00'), ist('2026-12-02T10:30')],
      note: 'Coming with my transporter.',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe(VISIT_TEXTS.requested)
    const visit = visitOf(res)
    expect(visit).toMatchObject({
      role: 'seeker',
      status: 'requested',
      property: {
        id: propertyId,
        name: 'Bhiwandi Shed A',
        address: 'Gala 7, Warehouse Complex, Old Agra Road, Bhiwandi, Thane, Maharashtra 421302',
      },
      with: { name: expect.any(String), phone_number: '9876543210', email: owner.email },
      slots: ['2026-12-02T10:30:00+05:30', '2026-12-03T16:00:00+05:30'],
      slot: null,
      note: 'Coming with my transporter.',
      reason: null,
      cancelled_by: null,
      answered_at: null,
    })
    const [row] = await w.db.select().from(siteVisits).where(eq(siteVisits.id, visit.id))
    expect(row!.ownerId).toBe(owner.id)
    expect(row!.slots.map((d) => d.toISOString())).toEqual([
      '2026-12-02T05:00:00.000Z',
      '2026-12-03T10:30:00.000Z',
    ])
    expect(row!.lastSlotAt.toISOString()).toBe('2026-12-03T10:30:00.000Z')
  })

  it('takes 08:00 and 20:00 India time, and the last evening within 30 days', async () => {
    const { seeker, propertyId } = await w.pair()
    const ok = await w.ask(seeker.token, {
      property_id: propertyId,
      slots: [ist('2026-12-05T08:00'), '2026-12-05T14:30:00Z', ist('2026-12-30T20:00')],
    })
    expect(ok.statusCode).toBe(201)
    expect(visitOf(ok).slots).toEqual([
      '2026-12-05T08:00:00+05:30',
      '2026-12-05T20:00:00+05:30',
      '2026-12-30T20:00:00+05:30',
    ])
  })

  it.each([
    ['07:30 India time', [ist('2026-12-02T07:30')], { 'slots.0': [VISIT_TEXTS.slotHours] }],
    ['20:30 India time', [ist('2026-12-02T20:30')], { 'slots.0': [VISIT_TEXTS.slotHours] }],
    [
      '15:00 UTC (20:30 India time)',
      ['2026-12-02T15:00:00Z'],
      { 'slots.0': [VISIT_TEXTS.slotHours] },
    ],
    ['a past slot', ['2026-11-30T06:00:00Z'], { 'slots.0': [VISIT_TEXTS.slotPast] }],
    ['the clock’s own instant', ['2026-12-01T00:00:00Z'], { 'slots.0': [VISIT_TEXTS.slotPast] }],
    ['more than 30 days ahead', [ist('2026-12-31T10:00')], { 'slots.0': [VISIT_TEXTS.slotTooFar] }],
    [
      'seconds',
      [ist('2026-12-02T10:30').replace(':00+', ':15+')],
      { 'slots.0': [VISIT_TEXTS.slotInvalid] },
    ],
    [
      'the same instant twice (written in two zones)',
      [ist('2026-12-02T10:30'), '2026-12-02T05:00:00Z'],
      { 'slots.1': [VISIT_TEXTS.slotsDistinct] },
    ],
    ['no slot', [], { slots: [VISIT_TEXTS.slotsRequired] }],
    [
      'four slots',
      ['10:00', '11:00', '12:00', '13:00'].map((h) => ist(`2026-12-02T${h}`)),
      { slots: [VISIT_TEXTS.slotsMax] },
    ],
    ['not a date', ['tomorrow at ten'], { 'slots.0': [VISIT_TEXTS.slotInvalid] }],
    ['a date without an offset', ['2026-12-02T10:30:00'], { 'slots.0': [VISIT_TEXTS.slotInvalid] }],
  ])('refuses %s (422, the field message) and stores nothing', async (_what, slots, errors) => {
    const { seeker, propertyId } = await w.pair()
    const res = await w.ask(seeker.token, { property_id: propertyId, slots })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual(errors)
    const rows = await w.db.select().from(siteVisits).where(eq(siteVisits.seekerId, seeker.id))
    expect(rows).toEqual([])
  })

  it('refuses a listing the seeker has not unlocked, their own and a missing one (403)', async () => {
    const { owner, propertyId } = await w.pair()
    const stranger = await w.person(1)
    const body = (id: number) => ({ property_id: id, slots: [ist('2026-12-02T10:30')] })
    for (const [token, id] of [
      [stranger.token, propertyId],
      [owner.token, propertyId],
      [stranger.token, 999_999],
    ] as const) {
      const res = await w.ask(token, body(id))
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(VISIT_TEXTS.notUnlocked)
    }
  })

  it('refuses a listing when the seeker unlocked only others (403)', async () => {
    const { seeker, owner } = await w.pair()
    // Several unlocks of other listings: none of them stands for this one.
    for (let i = 0; i < 3; i++) await w.unlock(seeker.id, await listing(w.db, owner.id))
    const target = await listing(w.db, owner.id)
    const res = await w.ask(seeker.token, { property_id: target, slots: [ist('2026-12-02T10:30')] })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(VISIT_TEXTS.notUnlocked)
  })

  it('refuses a listing no longer on the market (409), unlocked or not', async () => {
    const { seeker, propertyId } = await w.pair()
    await w.db
      .update(properties)
      .set({ offMarketAt: w.clock.now() })
      .where(eq(properties.id, propertyId))
    const res = await w.ask(seeker.token, {
      property_id: propertyId,
      slots: [ist('2026-12-02T10:30')],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(VISIT_TEXTS.notOnMarket)
  })

  it('bounds the note', async () => {
    const { seeker, propertyId } = await w.pair()
    const res = await w.ask(seeker.token, {
      property_id: propertyId,
      slots: [ist('2026-12-02T10:30')],
      note: 'x'.repeat(501),
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['note'])
  })
})

describe('POST visits: the open limits', () => {
  const slot = (day: number) => ist(`2026-12-${String(day).padStart(2, '0')}T11:00`)

  it(`allows ${VISIT_OPEN_PER_LISTING_MAX} open requests per listing; a closed one frees a place`, async () => {
    const { seeker, owner, propertyId } = await w.pair()
    const ids: number[] = []
    for (let i = 0; i < VISIT_OPEN_PER_LISTING_MAX; i++) {
      const res = await w.ask(seeker.token, { property_id: propertyId, slots: [slot(2 + i)] })
      expect(res.statusCode).toBe(201)
      ids.push(visitOf(res).id)
    }
    const over = await w.ask(seeker.token, { property_id: propertyId, slots: [slot(9)] })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(VISIT_TEXTS.openPerListing)
    // Declined: no longer open.
    const declined = await w.api('POST', `visits/${ids[0]}/decline`, owner.token, {
      reason: 'Let already',
    })
    expect(declined.statusCode).toBe(200)
    expect(
      (await w.ask(seeker.token, { property_id: propertyId, slots: [slot(9)] })).statusCode,
    ).toBe(201)
  })

  it(`allows ${VISIT_OPEN_MAX} open requests in all`, async () => {
    const seeker = await w.person(1)
    const owner = await w.person(2)
    for (let i = 0; i < VISIT_OPEN_MAX; i++) {
      const id = await listing(w.db, owner.id)
      await w.unlock(seeker.id, id)
      const res = await w.ask(seeker.token, { property_id: id, slots: [slot(2)] })
      expect(res.statusCode).toBe(201)
    }
    const id = await listing(w.db, owner.id)
    await w.unlock(seeker.id, id)
    const res = await w.ask(seeker.token, { property_id: id, slots: [slot(2)] })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(VISIT_TEXTS.openInAll)
  })

  it('stops counting a request once its last slot passed, and an accepted one once it came', async () => {
    const { seeker, owner, propertyId } = await w.pair()
    const early = ist('2026-12-01T10:00')
    const accepted = await w.ask(seeker.token, { property_id: propertyId, slots: [early] })
    await w.api('POST', `visits/${visitOf(accepted).id}/accept`, owner.token, { slot: early })
    await w.ask(seeker.token, { property_id: propertyId, slots: [early] })
    await w.ask(seeker.token, { property_id: propertyId, slots: [ist('2026-12-02T10:00')] })
    expect(
      (await w.ask(seeker.token, { property_id: propertyId, slots: [slot(5)] })).statusCode,
    ).toBe(409)
    w.clock.advance(5 * HOUR) // 10:30 India time: both 10:00 visits are past
    try {
      expect(
        (await w.ask(seeker.token, { property_id: propertyId, slots: [slot(5)] })).statusCode,
      ).toBe(201)
      expect(
        (await w.ask(seeker.token, { property_id: propertyId, slots: [slot(6)] })).statusCode,
      ).toBe(201)
      expect(
        (await w.ask(seeker.token, { property_id: propertyId, slots: [slot(7)] })).statusCode,
      ).toBe(409)
    } finally {
      w.clock.advance(-5 * HOUR)
    }
  })

  it('limits requests per user per hour (429 with Retry-After)', async () => {
    const seeker = await w.person(1)
    // Refused requests count too: every one is a request for the server.
    for (let i = 0; i < 20; i++) {
      const res = await w.ask(seeker.token, { property_id: 999_999, slots: [slot(2)] })
      expect(res.statusCode).toBe(403)
    }
    const res = await w.ask(seeker.token, { property_id: 999_999, slots: [slot(2)] })
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toBe(VISIT_TEXTS.tooMany)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('answering and cancelling', () => {
  async function asked(slots = [ist('2026-12-02T10:30'), ist('2026-12-03T15:00')]) {
    const p = await w.pair({ name: 'Kalyan Godown' })
    const res = await w.ask(p.seeker.token, { property_id: p.propertyId, slots, note: 'Hi' })
    expect(res.statusCode).toBe(201)
    return { ...p, id: visitOf(res).id }
  }

  it('requested → accepted: the owner picks a proposed slot; then it cannot be answered again', async () => {
    const v = await asked()
    const res = await w.api('POST', `visits/${v.id}/accept`, v.owner.token, {
      slot: '2026-12-03T09:30:00Z',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(VISIT_TEXTS.accepted)
    expect(visitOf(res)).toMatchObject({
      role: 'owner',
      status: 'accepted',
      slot: '2026-12-03T15:00:00+05:30',
      answered_at: '2026-12-01T00:00:00.000Z',
      with: { phone_number: v.seeker.phone, email: v.seeker.email },
    })
    for (const [url, body] of [
      ['accept', { slot: ist('2026-12-02T10:30') }],
      ['decline', { reason: 'Changed my mind' }],
    ] as const) {
      const again = await w.api('POST', `visits/${v.id}/${url}`, v.owner.token, body)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(VISIT_TEXTS.notRequested)
    }
  })

  it('refuses a slot that was not proposed (422) and one that has passed (422)', async () => {
    const v = await asked([ist('2026-12-01T09:00'), ist('2026-12-02T10:30')])
    const other = await w.api('POST', `visits/${v.id}/accept`, v.owner.token, {
      slot: ist('2026-12-02T11:00'),
    })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toEqual({ slot: [VISIT_TEXTS.slotNotOffered] })
    w.clock.advance(4 * HOUR) // 09:30 India time
    try {
      const past = await w.api('POST', `visits/${v.id}/accept`, v.owner.token, {
        slot: ist('2026-12-01T09:00'),
      })
      expect(past.statusCode).toBe(422)
      expect(past.json().errors).toEqual({ slot: [VISIT_TEXTS.slotPast] })
    } finally {
      w.clock.advance(-4 * HOUR)
    }
  })

  it('requested → declined, with the reason; the seeker may not answer their own request', async () => {
    const v = await asked()
    for (const [url, body] of [
      ['accept', { slot: ist('2026-12-02T10:30') }],
      ['decline', { reason: 'No' }],
    ] as const) {
      const own = await w.api('POST', `visits/${v.id}/${url}`, v.seeker.token, body)
      expect(own.statusCode).toBe(403)
      expect(own.json().message).toBe(VISIT_TEXTS.onlyOwner)
    }
    const blank = await w.api('POST', `visits/${v.id}/decline`, v.owner.token, { reason: '  ' })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors).toEqual({ reason: [VISIT_TEXTS.reasonRequired] })
    const res = await w.api('POST', `visits/${v.id}/decline`, v.owner.token, {
      reason: 'Already let',
    })
    expect(res.statusCode).toBe(200)
    expect(visitOf(res)).toMatchObject({ status: 'declined', reason: 'Already let', slot: null })
    const cancel = await w.api('POST', `visits/${v.id}/cancel`, v.seeker.token, {})
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe(VISIT_TEXTS.notOpen)
  })

  it('requested → cancelled by the seeker (no reason needed)', async () => {
    const v = await asked()
    const res = await w.api('POST', `visits/${v.id}/cancel`, v.seeker.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(VISIT_TEXTS.cancelled)
    expect(visitOf(res)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'seeker',
      reason: null,
    })
    const accept = await w.api('POST', `visits/${v.id}/accept`, v.owner.token, {
      slot: ist('2026-12-02T10:30'),
    })
    expect(accept.statusCode).toBe(409)
  })

  it('accepted → cancelled by the owner with a reason; not once the visit has passed', async () => {
    const v = await asked()
    await w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-02T10:30') })
    const res = await w.api('POST', `visits/${v.id}/cancel`, v.owner.token, {
      reason: 'Roof repairs',
    })
    expect(res.statusCode).toBe(200)
    expect(visitOf(res)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'owner',
      reason: 'Roof repairs',
    })

    const late = await asked()
    await w.api('POST', `visits/${late.id}/accept`, late.owner.token, {
      slot: ist('2026-12-02T10:30'),
    })
    w.clock.advance(2 * DAY)
    try {
      const past = await w.api('POST', `visits/${late.id}/cancel`, late.seeker.token, {})
      expect(past.statusCode).toBe(409)
      expect(past.json().message).toBe(VISIT_TEXTS.notOpen)
    } finally {
      w.clock.advance(-2 * DAY)
    }
  })

  it('requested → expired once every slot passed: shown so, and no longer answerable', async () => {
    const v = await asked([ist('2026-12-01T09:00')])
    w.clock.advance(4 * HOUR)
    try {
      const list = await w.api('GET', 'visits?when=past', v.seeker.token)
      expect(list.json().data.map((x: Visit) => [x.id, x.status])).toEqual([[v.id, 'expired']])
      const accept = await w.api('POST', `visits/${v.id}/accept`, v.owner.token, {
        slot: ist('2026-12-01T09:00'),
      })
      expect(accept.statusCode).toBe(409)
      const decline = await w.api('POST', `visits/${v.id}/decline`, v.owner.token, {
        reason: 'Late',
      })
      expect(decline.statusCode).toBe(409)
      const cancel = await w.api('POST', `visits/${v.id}/cancel`, v.seeker.token, {})
      expect(cancel.statusCode).toBe(409)
    } finally {
      w.clock.advance(-4 * HOUR)
    }
  })
})

describe('GET visits', () => {
  it('lists mine by role, upcoming soonest first and past latest first, paged', async () => {
    const owner = await w.person(2)
    const seeker = await w.person(1)
    const a = await listing(w.db, owner.id, { name: 'A' })
    const b = await listing(w.db, owner.id, { name: 'B' })
    await w.unlock(seeker.id, a)
    await w.unlock(seeker.id, b)
    const ask = async (id: number, slots: string[]) =>
      visitOf(await w.ask(seeker.token, { property_id: id, slots })).id
    const v1 = await ask(a, [ist('2026-12-01T09:00'), ist('2026-12-09T10:00')]) // next: 9 Dec (9:00 passes)
    const v2 = await ask(a, [ist('2026-12-04T10:00')])
    const v3 = await ask(b, [ist('2026-12-06T10:00'), ist('2026-12-07T10:00')])
    await w.api('POST', `visits/${v3}/accept`, owner.token, { slot: ist('2026-12-07T10:00') })
    const v4 = await ask(b, [ist('2026-12-05T10:00')])
    await w.api('POST', `visits/${v4}/decline`, owner.token, { reason: 'Busy' })
    const v5 = await ask(b, [ist('2026-12-01T09:30')]) // will expire
    w.clock.advance(4 * HOUR) // 09:30 India time on 1 Dec
    try {
      const ids = async (url: string, token = seeker.token) => {
        const res = await w.api('GET', url, token)
        expect(res.statusCode).toBe(200)
        return res.json()
      }
      expect((await ids('visits')).data.map((x: Visit) => x.id)).toEqual([v2, v3, v1])
      expect((await ids('visits?when=past')).data.map((x: Visit) => x.id)).toEqual([v4, v5])
      expect((await ids('visits?role=owner')).data).toEqual([])
      const owners = await ids('visits?role=owner', owner.token)
      expect(owners.data.map((x: Visit) => [x.id, x.role])).toEqual([
        [v2, 'owner'],
        [v3, 'owner'],
        [v1, 'owner'],
      ])
      expect(owners.data[0].with).toEqual({
        name: expect.any(String),
        phone_number: seeker.phone,
        email: seeker.email,
      })
      expect((await ids(`visits?property_id=${b}`)).data.map((x: Visit) => x.id)).toEqual([v3])
      const page = await ids('visits?limit=2&offset=1')
      expect(page.data.map((x: Visit) => x.id)).toEqual([v3, v1])
      expect(page.pagination).toEqual({ offset: 1, limit: 2, total: 3, has_more: false })
      const first = await ids('visits?limit=1')
      expect(first.pagination).toEqual({ offset: 0, limit: 1, total: 3, has_more: true })
    } finally {
      w.clock.advance(-4 * HOUR)
    }
  })

  it('refuses bad filters with field messages', async () => {
    const seeker = await w.person(1)
    const res = await w.api('GET', 'visits?role=admin&when=soon', seeker.token)
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual(['role', 'when'])
  })
})
