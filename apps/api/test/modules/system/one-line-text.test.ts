import { TEXT_MESSAGES } from '@app/contract/text'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../../src/db/schema/index'
import { call, post } from '../../helpers/auth'
import { listing, makeUser } from '../../helpers/listings'
import { bhiwandiAddress, imagePart, ownerTestApp, send } from '../owner/owner-calls'

/**
 * Issue 24, N3: a listing title with line breaks went verbatim into every matching alert e-mail,
 * where its second line could pass for ours. One-line fields refuse control characters and
 * invisible formatting; multi-line fields keep their line breaks only.
 */
const PHISHING = 'Big godown\n\nURGENT: your account is suspended, pay at http://evil.example'

describe('one-line text: the API refuses line breaks and controls with 422 and the field message', () => {
  let t: Awaited<ReturnType<typeof ownerTestApp>>
  let owner: { id: number; token: string }
  beforeAll(async () => {
    t = await ownerTestApp()
    owner = await makeUser(t.db, 2)
  })
  afterAll(() => t.close())

  it('refuses a multi-line listing title in the wizard and in the edit modal, storing nothing', async () => {
    const created = await send(t.app, 'POST', '/api/properties-create-byagent', {
      token: owner.token,
      form: { fields: { name: PHISHING, type: 1 }, files: [await imagePart()] },
    })
    expect(created.statusCode, created.body).toBe(422)
    expect(created.json()).toMatchObject({
      message: TEXT_MESSAGES.oneLine,
      errors: { name: [TEXT_MESSAGES.oneLine] },
    })
    const mine = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, owner.id))
    expect(mine).toEqual([])

    const id = await listing(t.db, owner.id, { name: 'Godown near the highway' })
    for (const form of [false, true]) {
      const fields = { _method: 'PUT', name: 'Godown\u2028URGENT: pay now' }
      const edited = await send(t.app, 'POST', `/api/properties/${id}`, {
        token: owner.token,
        ...(form ? { form: { fields } } : { json: fields }),
      })
      expect(edited.statusCode, edited.body).toBe(422)
      expect(edited.json().errors).toEqual({ name: [TEXT_MESSAGES.oneLine] })
    }
    const [row] = await t.db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, id))
    expect(row!.name).toBe('Godown near the highway')
  })

  it('keeps line breaks in a description and an address, but not a bidi override', async () => {
    const id = await listing(t.db, owner.id)
    const ok = await send(t.app, 'POST', `/api/properties/${id}`, {
      token: owner.token,
      json: { _method: 'PUT', description: 'Dry storage.\nLoading bay at the back.' },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    const spoof = await send(t.app, 'POST', `/api/properties/${id}`, {
      token: owner.token,
      json: { _method: 'PUT', description: 'Dry storage \u202Efdp.exe' },
    })
    expect(spoof.statusCode).toBe(422)
    expect(spoof.json().errors).toEqual({ description: [TEXT_MESSAGES.multiLine] })
    const address = await send(t.app, 'POST', '/api/address', {
      token: owner.token,
      json: { ...bhiwandiAddress, property_id: id, address: 'Gala 12\u0085Mankoli Naka' },
    })
    expect(address.statusCode).toBe(422)
    expect(address.json().errors).toEqual({ address: [TEXT_MESSAGES.multiLine] })
  })

  it('refuses a multi-line person name at registration and on the account page', async () => {
    const sent = await post(t.app, '/api/send-otp', {
      first_name: 'Asha\nURGENT',
      email: 'asha.one-line@example.in',
      phone_number: '9876543210',
      user_type: 1,
    })
    expect(sent.statusCode).toBe(422)
    expect(sent.json().errors).toEqual({ first_name: [TEXT_MESSAGES.oneLine] })

    const renamed = await call(
      t.app,
      'PATCH' as 'POST',
      '/api/account',
      { name: 'Asha\tK' },
      {
        token: owner.token,
      },
    )
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json().errors).toEqual({ name: [TEXT_MESSAGES.oneLine] })
  })

  it('refuses a multi-line name or place in a contact enquiry, and keeps the message’s lines', async () => {
    const enquiry = {
      user_name: 'Ravi\r\nSupport team',
      user_email: 'ravi@example.in',
      user_phone: '9876501234',
      property_location: 'Bhiwandi\u2029Pay now',
      state: 'Maharashtra',
      message: 'Need 20,000 sq.ft.\nFrom March.',
    }
    const res = await post(t.app, '/api/contact', enquiry)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      user_name: [TEXT_MESSAGES.oneLine],
      property_location: [TEXT_MESSAGES.oneLine],
    })
  })
})
