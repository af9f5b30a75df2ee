import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../../src/db/schema/index'
import { listing, makeUser } from '../../helpers/listings'
import { wizardTests, type Owner, type WizardApp } from './wizard'
import { send } from './owner-calls'

/** An owner's listing on and off the market. */

let t: WizardApp
let owner: Owner
const { call, details, market } = wizardTests((s) => ({ t, owner } = s))

describe('market status', () => {
  it('takes a let listing off the market; a seeker who had not unlocked it loses it, one who had keeps it; relisting brings it back', async () => {
    const id = await listing(t.db, owner.id, { name: 'Let soon' })
    const stranger = await makeUser(t.db, 1)
    const customer = await makeUser(t.db, 1, 500)
    const unlocked = await send(t.app, 'POST', '/api/property/unlock', {
      token: customer.token,
      json: { property_id: id },
    })
    expect(unlocked.statusCode).toBe(200)

    const letRes = await call('POST', 'property-status', {
      json: { property_id: id, status: 'let' },
    })
    expect(letRes.statusCode, letRes.body).toBe(200)
    expect(letRes.json()).toEqual({
      success: true,
      message: OWNER_TEXTS.nowLet,
      data: { status: 'let' },
    })
    const [row] = await t.db
      .select({ offMarketAt: properties.offMarketAt })
      .from(properties)
      .where(eq(properties.id, id))
    expect(row!.offMarketAt).toBeInstanceOf(Date)

    const { browse, latest } = await market(stranger.token)
    expect(browse).not.toContain(id)
    expect(latest).not.toContain(id)
    const view = (token: string) =>
      send(t.app, 'GET', `/api/property/view?property_id=${id}`, { token })
    expect((await view(stranger.token)).statusCode).toBe(404)
    const kept = await view(customer.token)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().data.pass).toBe(true)
    expect(await details(id)).toMatchObject({ status: 'let', completion_level: 4 })

    const relist = await call('POST', 'property-status', {
      json: { property_id: id, status: 'published' },
    })
    expect(relist.json()).toEqual({
      success: true,
      message: OWNER_TEXTS.nowPublished,
      data: { status: 'published' },
    })
    expect((await market(stranger.token)).browse).toContain(id)
    expect((await view(stranger.token)).statusCode).toBe(200)
  })

  it('refuses to publish or let an unfinished listing with 409', async () => {
    const id = await listing(t.db, owner.id, { steps: 3 })
    const publish = await call('POST', 'property-status', {
      json: { property_id: id, status: 'published' },
    })
    expect(publish.statusCode).toBe(409)
    expect(publish.json().message).toBe(OWNER_TEXTS.notCompleteYet)
    const letRes = await call('POST', 'property-status', {
      json: { property_id: id, status: 'let' },
    })
    expect(letRes.statusCode).toBe(409)
    expect(letRes.json().message).toBe(OWNER_TEXTS.onlyCompleteLet)
  })

  it('answers "hidden" while an admin hides the listing, whatever the owner sets', async () => {
    const id = await listing(t.db, owner.id, { hidden: true })
    const res = await call('POST', 'property-status', {
      json: { property_id: id, status: 'published' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ status: 'hidden' })
  })

  it('refuses an unknown status with 422', async () => {
    const id = await listing(t.db, owner.id)
    const res = await call('POST', 'property-status', {
      json: { property_id: id, status: 'sold' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ status: ['Status must be published or let'] })
  })
})
