import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { describe, expect, it } from 'vitest'
import { listing, makeUser } from '../../helpers/listings'
import { wizardTests, type Owner, type WizardApp } from './wizard'
import { send } from './owner-calls'

/** The owner's lists of their properties. */

let t: WizardApp
let owner: Owner
const { call } = wizardTests((s) => ({ t, owner } = s))

describe('lists', () => {
  it('lists the owner’s properties newest first with completion, status and prices, a page at a time', async () => {
    const lister = await makeUser(t.db, 2)
    const day = (n: number) => new Date(Date.UTC(2025, 0, n))
    const draft = await listing(t.db, lister.id, {
      name: 'Oldest draft',
      steps: 1,
      createdAt: day(1),
    })
    const live = await listing(t.db, lister.id, { name: 'Live', createdAt: day(2) })
    const hidden = await listing(t.db, lister.id, {
      name: 'Hidden',
      hidden: true,
      createdAt: day(3),
    })
    await listing(t.db, owner.id, { name: 'Someone else’s' })

    const page = (offset: number) =>
      send(t.app, 'GET', `/api/created-properties?offset=${offset}&limit=2`, {
        token: lister.token,
      })
    const first = await page(0)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      data: [
        { id: hidden, status: 'hidden', completion_level: 4 },
        {
          id: live,
          name: 'Live',
          status: 'published',
          completion_level: 4,
          prices: [{ price: 50_000, purchase_type: 2 }],
          views: 0,
          unlocks: 0,
        },
      ],
      pagination: { offset: 0, limit: 2, total: 3, has_more: true },
    })
    const second = await page(2)
    expect(second.json()).toMatchObject({
      data: [{ id: draft, status: 'draft', completion_level: 1, prices: [] }],
      pagination: { offset: 2, total: 3, has_more: false },
    })
  })

  it('answers a seeker with the spec’s access-denied message', async () => {
    const seeker = await makeUser(t.db, 1)
    const res = await send(t.app, 'GET', '/api/created-properties', { token: seeker.token })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: OWNER_TEXTS.accessDenied })
  })

  it('lists the address page by page as the spec asks (per_page=1)', async () => {
    const id = await listing(t.db, owner.id)
    const res = await call('GET', `address-get-all-paginated?property_id=${id}&per_page=1`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      data: [{ property_id: id, pin_code: '421302', city: { name: 'Bhiwandi' } }],
      pagination: { total: 1, has_more: false },
    })
    const draft = await listing(t.db, owner.id, { steps: 2 })
    const none = await call('GET', `address-get-all-paginated?property_id=${draft}`)
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0 } })
  })
})
