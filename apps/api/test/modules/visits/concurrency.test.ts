import { VISIT_OPEN_MAX, VISIT_OPEN_PER_LISTING_MAX, VISIT_TEXTS } from '@app/contract/visits'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteVisits } from '../../../src/db/schema/index'
import { listing } from '../../helpers/listings'
import { ist, visitWorld, type VisitWorld } from './world'

/*
 * The limits and the answers under real concurrency (on PostgreSQL, with DATABASE_URL: a pool of
 * connections; on PGlite the requests queue, and the same must hold).
 */

const PARALLEL = 12
const SLOT = ist('2026-12-02T10:30')

let w: VisitWorld
beforeAll(async () => {
  w = await visitWorld()
})
afterAll(() => w.close())

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b)

describe('the open limits under parallel requests', () => {
  it(`${PARALLEL} requests for one listing at once: exactly ${VISIT_OPEN_PER_LISTING_MAX} stored`, async () => {
    const { seeker, propertyId } = await w.pair()
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        w.ask(seeker.token, { property_id: propertyId, slots: [SLOT] }),
      ),
    )
    expect(statuses(responses)).toEqual([
      ...Array(VISIT_OPEN_PER_LISTING_MAX).fill(201),
      ...Array(PARALLEL - VISIT_OPEN_PER_LISTING_MAX).fill(409),
    ])
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(VISIT_TEXTS.openPerListing)
    }
    const rows = await w.db.select().from(siteVisits).where(eq(siteVisits.seekerId, seeker.id))
    expect(rows).toHaveLength(VISIT_OPEN_PER_LISTING_MAX)
  })

  it(`${PARALLEL} requests for ${PARALLEL} listings at once: exactly ${VISIT_OPEN_MAX} stored`, async () => {
    const owner = await w.person(2)
    const seeker = await w.person(1)
    const ids: number[] = []
    for (let i = 0; i < PARALLEL; i++) {
      const id = await listing(w.db, owner.id)
      await w.unlock(seeker.id, id)
      ids.push(id)
    }
    const responses = await Promise.all(
      ids.map((id) => w.ask(seeker.token, { property_id: id, slots: [SLOT] })),
    )
    expect(statuses(responses)).toEqual([
      ...Array(VISIT_OPEN_MAX).fill(201),
      ...Array(PARALLEL - VISIT_OPEN_MAX).fill(409),
    ])
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(VISIT_TEXTS.openInAll)
    }
    const rows = await w.db.select().from(siteVisits).where(eq(siteVisits.seekerId, seeker.id))
    expect(rows).toHaveLength(VISIT_OPEN_MAX)
  })
})

describe('racing answers', () => {
  async function asked() {
    const p = await w.pair()
    const res = await w.ask(p.seeker.token, {
      property_id: p.propertyId,
      slots: [ist('2026-12-02T10:30'), ist('2026-12-03T11:00')],
    })
    return { ...p, id: res.json().data.id as number }
  }

  it('accept and decline at once: one wins, the other is told it was answered', async () => {
    const visits = await Promise.all(Array.from({ length: 4 }, asked))
    const results = await Promise.all(
      visits.map((v) =>
        Promise.all([
          w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-02T10:30') }),
          w.api('POST', `visits/${v.id}/decline`, v.owner.token, { reason: 'Let already' }),
          w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-03T11:00') }),
        ]),
      ),
    )
    for (const [i, responses] of results.entries()) {
      expect(statuses(responses)).toEqual([200, 409, 409])
      const losers = responses.filter((r) => r.statusCode === 409)
      for (const r of losers) expect(r.json().message).toBe(VISIT_TEXTS.notRequested)
      const winner = responses.find((r) => r.statusCode === 200)!.json().data
      const [row] = await w.db.select().from(siteVisits).where(eq(siteVisits.id, visits[i]!.id))
      expect(row!.status).toBe(winner.status)
      expect(row!.slotAt && row!.slotAt.toISOString()).toBe(
        winner.slot && new Date(winner.slot).toISOString(),
      )
    }
  })

  it('a cancel racing an accept: the stored state is one of the two, never both', async () => {
    const v = await asked()
    const [accept, cancel] = await Promise.all([
      w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-02T10:30') }),
      w.api('POST', `visits/${v.id}/cancel`, v.seeker.token, {}),
    ])
    // The cancel may come after the accept (both succeed: accepted, then cancelled) or before it.
    expect(cancel.statusCode, `${accept.body} ${cancel.body}`).toBe(200)
    expect([200, 409], `${accept.body} ${cancel.body}`).toContain(accept.statusCode)
    const rows = await w.db
      .select()
      .from(siteVisits)
      .where(and(eq(siteVisits.id, v.id), inArray(siteVisits.status, ['cancelled'])))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.slotAt).toBeNull()
  })
})
