import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties, users } from '../../../src/db/schema/index'
import { listing, makeUser, PLACES } from '../../helpers/listings'
import { wizardTests, type Owner, type WizardApp } from './wizard'
import { imagePart, send } from './owner-calls'

/** The listing wizard: editing a listing. */

let t: WizardApp
let owner: Owner
const { call, createDraft, details } = wizardTests((s) => ({ t, owner } = s))

describe('editing', () => {
  it('changes a complete listing’s price with _method=PUT (JSON) and with a real PUT (form); it stays complete and searches see the new price', async () => {
    const seeker = await makeUser(t.db, 1)
    const id = await listing(t.db, owner.id, { name: 'Priced twice' })
    const { price } = await details(id)

    const wizard = await call('POST', `propertypriceupdate/${price.id}`, {
      json: { property_id: id, _method: 'PUT', price: 61_000, purchase_type: 3 },
    })
    expect(wizard.statusCode, wizard.body).toBe(200)
    expect(wizard.json()).toMatchObject({
      success: true,
      message: OWNER_TEXTS.priceUpdated,
      data: { id: price.id, price: 61_000, purchase_type: 3 },
    })
    const modal = await call('PUT', `propertypriceupdate/${price.id}`, {
      form: { fields: { price: 62_000, purchase_type: 2, security_deposit: 0 } },
    })
    expect(modal.statusCode, modal.body).toBe(200)
    expect(modal.json().data).toMatchObject({
      price: 62_000,
      purchase_type: 2,
      security_deposit: 0,
    })

    expect(await details(id)).toMatchObject({ completion_level: 4, status: 'published' })
    const card = (
      await send(t.app, 'GET', '/api/agents-propertys?purchase_type=2&limit=50', {
        token: seeker.token,
      })
    )
      .json()
      .data.find((c: { id: number }) => c.id === id)
    expect(card.price).toMatchObject({ price: 62_000, purchase_type: 2 })
  })

  it('refuses a price update that names another property', async () => {
    const id = await listing(t.db, owner.id)
    const other = await listing(t.db, owner.id)
    const { price } = await details(id)
    const res = await call('POST', `propertypriceupdate/${price.id}`, {
      json: { property_id: other, _method: 'PUT', price: 1, purchase_type: 2 },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ property_id: [OWNER_TEXTS.otherProperty] })
  })

  it('moves an address to another town and takes that PIN’s point; the listing stays complete', async () => {
    const id = await listing(t.db, owner.id)
    const { address } = await details(id)
    const res = await call('PUT', `address/${address.id}`, {
      json: {
        property_id: id,
        state_id: PLACES.maharashtra.id,
        district_id: PLACES.pune.id,
        city_id: PLACES.chakan.id,
        pin_code: '410501',
        address: 'Plot 4, MIDC Phase II',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: OWNER_TEXTS.addressUpdated,
      // 410501 is not in the test geography: no point to take.
      data: { city: { name: 'Chakan' }, pin_code: '410501', latitude: null, longitude: null },
    })
    const after = await details(id)
    expect(after).toMatchObject({ completion_level: 4, status: 'published' })
    const [row] = await t.db
      .select({ cityId: properties.cityId })
      .from(properties)
      .where(eq(properties.id, id))
    expect(row!.cityId).toBe(PLACES.chakan.id)
  })

  it('replaces the cover with _method=PUT (multipart): the old files go, the bytes follow; a real PUT with JSON changes only what it names', async () => {
    const id = await createDraft('Cover to replace')
    const before = await details(id)
    const bytes = async () =>
      (await t.db.select({ b: users.storageBytes }).from(users).where(eq(users.id, owner.id)))[0]!.b
    const bytesBefore = await bytes()

    const res = await call('POST', `properties/${id}`, {
      form: { fields: { _method: 'PUT', name: 'Cover replaced' }, files: [await imagePart()] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: OWNER_TEXTS.propertyUpdated })
    const after = await details(id)
    expect(after.image).not.toBe(before.image)
    expect(await t.app.storage.exists(after.image)).toBe(true)
    expect(await t.app.storage.exists(before.image)).toBe(false)
    // One picture replaced by another of the same size: about the same bytes, not twice.
    expect(Math.abs((await bytes()) - bytesBefore)).toBeLessThan(bytesBefore / 2)

    const put = await call('PUT', `properties/${id}`, { json: { height: 30, description: 'Dry' } })
    expect(put.statusCode, put.body).toBe(200)
    expect(await details(id)).toMatchObject({
      name: 'Cover replaced',
      type: 1,
      length: 120,
      height: 30,
      description: 'Dry',
      image: after.image,
    })
  })

  it('keeps a cover that an attachment also shows when the cover is replaced', async () => {
    const id = await listing(t.db, owner.id)
    const before = await details(id)
    await t.app.storage.write(before.image, Buffer.from('shared picture'), {
      contentType: 'image/jpeg',
    })
    const res = await call('POST', `properties/${id}`, {
      form: { fields: { _method: 'PUT' }, files: [await imagePart()] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.app.storage.exists(before.image)).toBe(true)
  })

  it('answers an update without a title or with a wrong type with the spec’s messages', async () => {
    const id = await createDraft()
    const res = await call('POST', `properties/${id}`, {
      form: { fields: { _method: 'PUT', name: ' ', type: 5 } },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: [OWNER_TEXTS.titleRequired],
      type: [OWNER_TEXTS.typeRequired],
    })
  })
})
