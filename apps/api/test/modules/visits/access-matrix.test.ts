import { MAX_PAGE_SIZE } from '@app/contract/constants'
import { VISIT_TEXTS, type Visit } from '@app/contract/visits'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteVisits } from '../../../src/db/schema/index'
import { listing } from '../../helpers/listings'
import { ist, visitWorld, type VisitWorld } from './world'

/**
 * Every visits call, made by each kind of caller against a visit made afresh for it (so one
 * caller's change cannot decide another's answer): only the visit's two sides see or touch it;
 * anyone else, admins included, is told it does not exist; only its owner answers it.
 */

const ROLES = ['visitor', 'seeker', 'other seeker', 'owner', 'other owner', 'admin'] as const
type Role = (typeof ROLES)[number]

let w: VisitWorld
let tokens: Record<Role, string | undefined>
let seekerId: number
let ownerId: number

beforeAll(async () => {
  w = await visitWorld()
  const [seeker, otherSeeker, owner, otherOwner, admin] = [
    await w.person(1),
    await w.person(1),
    await w.person(2),
    await w.person(2),
    await w.person(99),
  ]
  seekerId = seeker.id
  ownerId = owner.id
  tokens = {
    visitor: undefined,
    seeker: seeker.token,
    'other seeker': otherSeeker.token,
    owner: owner.token,
    'other owner': otherOwner.token,
    admin: admin.token,
  }
  // Someone else's visits exist too: they must not show up in anyone's list here.
  const p = await w.pair()
  await w.ask(p.seeker.token, { property_id: p.propertyId, slots: [ist('2026-12-02T12:00')] })
})
afterAll(() => w.close())

const SLOT = ist('2026-12-02T10:30')

/** A fresh listing of the owner's, unlocked by the seeker, and a visit asked on it. */
async function visit(status: 'requested' | 'accepted' = 'requested') {
  const propertyId = await listing(w.db, ownerId)
  await w.unlock(seekerId, propertyId)
  const [row] = await w.db
    .insert(siteVisits)
    .values({
      propertyId,
      seekerId,
      ownerId,
      slots: [new Date(SLOT)],
      lastSlotAt: new Date(SLOT),
      status,
      slotAt: status === 'accepted' ? new Date(SLOT) : null,
      answeredAt: status === 'accepted' ? w.clock.now() : null,
    })
    .returning({ id: siteVisits.id })
  return { id: row!.id, propertyId }
}

interface Call {
  method: 'GET' | 'POST'
  url: string
  body?: object
  /** GET visits: the visit whose presence in the list is checked. */
  listed?: number
}

const CALLS: Record<string, () => Promise<Call>> = {
  'POST visits': async () => {
    // The seeker's earlier visits here are closed, so the open limits stay out of this.
    await w.db
      .update(siteVisits)
      .set({ status: 'cancelled', cancelledBy: 'seeker', slotAt: null })
      .where(
        and(
          eq(siteVisits.seekerId, seekerId),
          inArray(siteVisits.status, ['requested', 'accepted']),
        ),
      )
    const propertyId = await listing(w.db, ownerId)
    await w.unlock(seekerId, propertyId)
    return { method: 'POST', url: 'visits', body: { property_id: propertyId, slots: [SLOT] } }
  },
  'GET visits': async () => ({ method: 'GET', url: 'visits', listed: (await visit()).id }),
  'GET visits?when=past': async () => {
    const { id } = await visit()
    await w.db
      .update(siteVisits)
      .set({ status: 'declined', reason: 'No', answeredAt: w.clock.now() })
      .where(eq(siteVisits.id, id))
    return { method: 'GET', url: 'visits?when=past', listed: id }
  },
  'GET visits?property_id': async () => {
    const { id, propertyId } = await visit()
    return { method: 'GET', url: `visits?property_id=${propertyId}`, listed: id }
  },
  'POST visits/{id}/accept': async () => ({
    method: 'POST',
    url: `visits/${(await visit()).id}/accept`,
    body: { slot: SLOT },
  }),
  'POST visits/{id}/decline': async () => ({
    method: 'POST',
    url: `visits/${(await visit()).id}/decline`,
    body: { reason: 'Already let' },
  }),
  'POST visits/{id}/cancel': async () => ({
    method: 'POST',
    url: `visits/${(await visit()).id}/cancel`,
    body: {},
  }),
  'POST visits/{id}/cancel (accepted)': async () => ({
    method: 'POST',
    url: `visits/${(await visit('accepted')).id}/cancel`,
    body: { reason: 'Sorry' },
  }),
  'GET visits/{id}/ics': async () => ({
    method: 'GET',
    url: `visits/${(await visit('accepted')).id}/ics`,
  }),
}

/** Statuses by caller: [visitor, seeker, other seeker, owner, other owner, admin]. */
const SIDES_ONLY = [401, 200, 404, 200, 404, 404]
const OWNER_ONLY = [401, 403, 404, 200, 404, 404]
const EXPECTED: Record<keyof typeof CALLS, number[]> = {
  'POST visits': [401, 201, 403, 403, 403, 403],
  'GET visits': [401, 200, 200, 200, 200, 200],
  'GET visits?when=past': [401, 200, 200, 200, 200, 200],
  'GET visits?property_id': [401, 200, 200, 200, 200, 200],
  'POST visits/{id}/accept': OWNER_ONLY,
  'POST visits/{id}/decline': OWNER_ONLY,
  'POST visits/{id}/cancel': SIDES_ONLY,
  'POST visits/{id}/cancel (accepted)': SIDES_ONLY,
  'GET visits/{id}/ics': SIDES_ONLY,
}

const SIDES: readonly Role[] = ['seeker', 'owner']
const ROUTES = [
  ['POST', 'visits'],
  ['GET', 'visits'],
  ['POST', 'visits/:id/accept'],
  ['POST', 'visits/:id/decline'],
  ['POST', 'visits/:id/cancel'],
  ['GET', 'visits/:id/ics'],
] as const

describe('visits access matrix', () => {
  it('covers every visits route', () => {
    for (const [method, url] of ROUTES) {
      expect(w.t.app.hasRoute({ method, url: `/api/${url}` }), `${method} ${url}`).toBe(true)
    }
    const covered = new Set(
      Object.keys(CALLS).map((k) =>
        k
          .replace(/[?(].*$/, '')
          .trim()
          .replace('{id}', ':id'),
      ),
    )
    expect(covered).toEqual(new Set(ROUTES.map(([method, url]) => `${method} ${url}`)))
  })

  for (const [name, prepare] of Object.entries(CALLS)) {
    it(`${name}: ${EXPECTED[name]!.join(' ')}`, async () => {
      const got: number[] = []
      for (const role of ROLES) {
        const c = await prepare()
        const res = await w.api(c.method, c.url, tokens[role], c.body)
        got.push(res.statusCode)
        if (res.statusCode === 404) expect(res.json().message).toBe(VISIT_TEXTS.notFound)
        if (res.statusCode === 403 && name !== 'POST visits') {
          expect(res.json().message).toBe(VISIT_TEXTS.onlyOwner)
        }
        if (c.listed !== undefined && res.statusCode === 200) {
          const ids = (res.json().data as Visit[]).map((v) => v.id)
          // Only the two sides see it; nobody sees the other pair's visit.
          expect(ids.includes(c.listed), `${role} sees visit ${c.listed}`).toBe(
            SIDES.includes(role),
          )
        }
      }
      expect(got).toEqual(EXPECTED[name])
    })
  }

  it('lists another pair’s visit to no one here', async () => {
    const others = await w.db
      .select({ id: siteVisits.id, seekerId: siteVisits.seekerId })
      .from(siteVisits)
    const foreign = others.filter((o) => o.seekerId !== seekerId).map((o) => o.id)
    expect(foreign.length).toBeGreaterThan(0)
    for (const role of ROLES.filter((r) => r !== 'visitor')) {
      for (const when of ['upcoming', 'past']) {
        const res = await w.api('GET', `visits?when=${when}&limit=${MAX_PAGE_SIZE}`, tokens[role])
        const ids = (res.json().data as Visit[]).map((v) => v.id)
        expect(ids.filter((id) => foreign.includes(id))).toEqual([])
      }
    }
  })
})
