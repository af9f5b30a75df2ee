import { NUL_MESSAGE } from '../../../src/plugins/input-guard'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { TEXT_MESSAGES } from '@app/contract/text'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../../../src/db/schema/index'
import { insertAttachments } from '../../../src/modules/owner/repository'
import { listing, makeUser, PLACES } from '../../helpers/listings'
import {
  bhiwandiAddress,
  imagePart,
  ownerTestApp,
  PIN,
  send,
  type Method,
  type SendOptions,
} from './owner-calls'

let t: Awaited<ReturnType<typeof ownerTestApp>>
let owner: { id: number; token: string }

beforeAll(async () => {
  t = await ownerTestApp()
  owner = await makeUser(t.db, 2)
})
afterAll(() => t.close())

const call = (method: Method, url: string, options: SendOptions = {}) =>
  send(t.app, method, `/api/${url}`, { token: owner.token, ...options })

const details = async (id: number, token = owner.token) => {
  const res = await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
    token,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().property_details
}

async function createDraft(name = 'Godown on the Nashik highway') {
  const res = await call('POST', 'properties-create-byagent', {
    form: {
      fields: { name, type: 1, length: 120, width: 80, height: 24, user_id: 1 },
      files: [await imagePart()],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

/** The ids of every listing a seeker can browse, and of the home page's latest. */
async function market(token: string) {
  const browse = await send(t.app, 'GET', '/api/agents-propertys?limit=50', { token })
  const latest = await send(t.app, 'POST', '/api/properties', { json: { limit: 6 } })
  return {
    browse: browse.json().data.map((c: { id: number }) => c.id) as number[],
    latest: latest.json().data.map((c: { id: number }) => c.id) as number[],
  }
}

const attach = (propertyId: number) =>
  insertAttachments(t.db, propertyId, [
    {
      imgUrl: 'images/00000000-0000-4000-8000-000000000009.jpg',
      name: 'Front',
      orderNumber: 1,
      attachmentType: 'image/jpeg',
      sizeBytes: 0,
    },
  ])

describe('the four steps through the API', () => {
  it('creates the property with its cover, then reaches levels 2, 3 and 4; only a complete listing is on the market', async () => {
    const seeker = await makeUser(t.db, 1)
    const created = await call('POST', 'properties-create-byagent', {
      form: {
        fields: {
          name: 'Dry godown, 9,600 sq.ft',
          type: 1,
          length: 120,
          width: 80,
          height: 24,
          description: 'Near the toll plaza.',
          user_id: 999,
        },
        files: [await imagePart()],
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      success: true,
      message: OWNER_TEXTS.propertyCreated,
      data: { id: expect.any(Number), name: 'Dry godown, 9,600 sq.ft' },
    })
    const id = created.json().data.id as number

    const step1 = await details(id)
    expect(step1).toMatchObject({
      user_id: owner.id,
      completion_level: 1,
      status: 'draft',
      description: 'Near the toll plaza.',
      length: 120,
      price: null,
      prices: [],
      attachments: [],
      address: null,
      views: 0,
      unlocks: 0,
    })
    expect(step1.image).toMatch(/^images\/[0-9a-f-]{36}\.jpg$/)
    expect(await t.app.storage.exists(step1.image)).toBe(true)

    const price = await call('POST', 'propertyprice', {
      json: {
        property_id: id,
        price: 75_000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: 225_000,
      },
    })
    expect(price.statusCode, price.body).toBe(201)
    expect(price.json()).toMatchObject({
      success: true,
      message: OWNER_TEXTS.priceSaved,
      data: {
        id: expect.any(Number),
        property_id: id,
        price: 75_000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: 225_000,
      },
    })
    expect(await details(id)).toMatchObject({ completion_level: 2, status: 'draft' })

    await attach(id)
    expect(await details(id)).toMatchObject({ completion_level: 3, status: 'draft' })
    expect((await market(seeker.token)).browse).not.toContain(id)

    const address = await call('POST', 'address', {
      json: { property_id: id, ...bhiwandiAddress },
    })
    expect(address.statusCode, address.body).toBe(201)
    expect(address.json()).toMatchObject({
      success: true,
      message: OWNER_TEXTS.addressSaved,
      data: {
        id: expect.any(Number),
        property_id: id,
        address: bhiwandiAddress.address,
        pin_code: PIN.pin,
        phone_number: '9812345678',
        // Not sent: the PIN code's point.
        latitude: PIN.latitude,
        longitude: PIN.longitude,
        state: { name: 'Maharashtra' },
        district: { name: 'Thane' },
        city: { name: 'Bhiwandi' },
      },
    })
    const complete = await details(id)
    expect(complete).toMatchObject({
      completion_level: 4,
      status: 'published',
      price: { price: 75_000 },
      address: { city_id: PLACES.bhiwandi.id },
      user: { user_name: expect.stringMatching(/^User /) },
    })
    const { browse, latest } = await market(seeker.token)
    expect(browse).toContain(id)
    expect(latest).toContain(id)
  })

  it('answers step 1 without title, type or image with the spec’s messages, field by field', async () => {
    const res = await call('POST', 'properties-create-byagent', {
      form: { fields: { name: '  ', length: 0 } },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: {
        name: [OWNER_TEXTS.titleRequired],
        type: [OWNER_TEXTS.typeRequired],
        length: [OWNER_TEXTS.dimensionMin],
        image: [OWNER_TEXTS.imageRequired],
      },
    })
    // JSON cannot carry the cover, so a JSON step 1 is refused for the image alone.
    const json = await call('POST', 'properties-create-byagent', {
      json: { name: 'Warehouse', type: 2 },
    })
    expect(json.statusCode).toBe(422)
    expect(json.json()).toMatchObject({
      message: OWNER_TEXTS.imageRequired,
      errors: { image: [OWNER_TEXTS.imageRequired] },
    })
  })

  it('refuses text with a NUL character with 422 (the database could not store it)', async () => {
    const nul = String.fromCharCode(0)
    const res = await call('POST', 'properties-create-byagent', {
      form: { fields: { name: `Godown${nul}`, type: 1 }, files: [await imagePart()] },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: [TEXT_MESSAGES.oneLine],
    })
    const id = await createDraft()
    const address = await call('POST', 'address', {
      json: { ...bhiwandiAddress, property_id: id, address: `Gala 1${nul}` },
    })
    expect(address.statusCode).toBe(422)
    // A JSON body is refused by the input guard before the route (multipart by the contract).
    expect(address.json().errors).toEqual({ address: [NUL_MESSAGE] })
  })

  it('refuses a cover that is not a picture with 415, keeping nothing', async () => {
    const listed = async () => (await call('GET', 'created-properties')).json().pagination.total
    const before = await listed()
    const res = await call('POST', 'properties-create-byagent', {
      form: {
        fields: { name: 'Warehouse', type: 2 },
        files: [{ field: 'image', filename: 'notes.txt', content: Buffer.from('just text') }],
      },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe(OWNER_TEXTS.invalidFileType('notes.txt'))
    expect(await listed()).toBe(before)
  })

  it('answers steps 2 and 4 with the spec’s messages', async () => {
    const id = await createDraft()
    const price = await call('POST', 'propertyprice', { json: { property_id: id } })
    expect(price.statusCode).toBe(422)
    expect(price.json().errors).toEqual({
      price: [OWNER_TEXTS.priceRequired],
      purchase_type: [OWNER_TEXTS.purchaseTypeRequired],
    })
    const address = await call('POST', 'address', { json: { property_id: id } })
    expect(address.statusCode).toBe(422)
    expect(address.json().errors).toEqual({
      state_id: [OWNER_TEXTS.stateRequired],
      district_id: [OWNER_TEXTS.districtRequired],
      city_id: [OWNER_TEXTS.cityRequired],
      pin_code: [OWNER_TEXTS.pinRequired],
      address: [OWNER_TEXTS.addressRequired],
    })
  })

  it('answers a form cut short or without its boundary with 400, not a failure of ours', async () => {
    const id = await createDraft()
    const cut = `--b\r\ncontent-disposition: form-data; name="property_id"\r\n\r\n${id}\r\n--b\r\ncontent-disp`
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=b', cut],
      ['multipart/form-data; boundary=fuzz', '[]'],
      ['multipart/form-data', 'x'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/propertyprice',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType! },
        payload,
      })
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' })
    }
  })

  it('takes the price as a form too, and refuses a second price with 409', async () => {
    const id = await createDraft()
    const first = await call('POST', 'propertyprice', {
      form: { fields: { property_id: id, price: 4_500_000, purchase_type: 1 } },
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data).toMatchObject({
      price: 4_500_000,
      purchase_type: 1,
      recuring_type: null,
      security_deposit: null,
    })
    const second = await call('POST', 'propertyprice', {
      json: { property_id: id, price: 1, purchase_type: 2 },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: OWNER_TEXTS.priceExists })
  })

  it('saves one of two simultaneous prices and answers the other 409', async () => {
    const id = await createDraft()
    const answers = await Promise.all(
      [10_000, 20_000].map((price) =>
        call('POST', 'propertyprice', { json: { property_id: id, price, purchase_type: 2 } }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await details(id)).toMatchObject({ completion_level: 2, prices: [expect.any(Object)] })
  })

  it('checks that the district is in the state and the city in the district', async () => {
    const id = await createDraft()
    const res = await call('POST', 'address', {
      json: {
        ...bhiwandiAddress,
        property_id: id,
        district_id: PLACES.ahmedabad.id,
        city_id: PLACES.chakan.id,
      },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      district_id: [OWNER_TEXTS.districtNotInState],
      city_id: [OWNER_TEXTS.cityNotInDistrict],
    })
  })

  it('keeps a sent latitude and longitude, takes the address as a form, and refuses a second with 409', async () => {
    const id = await createDraft()
    const res = await call('POST', 'address', {
      form: { fields: { ...bhiwandiAddress, property_id: id, latitude: 19.31, longitude: 73.07 } },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ latitude: 19.31, longitude: 73.07 })
    const again = await call('POST', 'address', { json: { ...bhiwandiAddress, property_id: id } })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(OWNER_TEXTS.addressExists)
  })
})

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

describe('deleting', () => {
  it('deletes an unfinished draft with its files and gives the bytes back', async () => {
    const bytes = async () =>
      (await t.db.select({ b: users.storageBytes }).from(users).where(eq(users.id, owner.id)))[0]!.b
    const before = await bytes()
    const id = await createDraft('Draft to delete')
    const { image } = await details(id)
    expect(await bytes()).toBeGreaterThan(before)

    const res = await call('DELETE', `properties/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: OWNER_TEXTS.draftDeleted })
    expect(await t.app.storage.exists(image)).toBe(false)
    expect(await bytes()).toBe(before)
    const gone = await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
      token: owner.token,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('refuses to delete a complete listing with 409', async () => {
    const id = await listing(t.db, owner.id)
    const res = await call('DELETE', `properties/${id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: OWNER_TEXTS.onlyDraftsDeleted })
  })
})

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
