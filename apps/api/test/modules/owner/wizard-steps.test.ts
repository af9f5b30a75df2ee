import { NUL_MESSAGE } from '../../../src/plugins/input-guard'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { TEXT_MESSAGES } from '@app/contract/text'
import { describe, expect, it } from 'vitest'
import { makeUser, PLACES } from '../../helpers/listings'
import { wizardTests, type Owner, type WizardApp } from './wizard'
import { bhiwandiAddress, imagePart, PIN } from './owner-calls'

/** The listing wizard: its four steps through the API. */

let t: WizardApp
let owner: Owner
const { attach, call, createDraft, details, market } = wizardTests((s) => ({ t, owner } = s))

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
