import { AUTH_MESSAGES } from '@app/contract/auth'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachments, propertyAddresses, propertyPrices } from '../../../src/db/schema/index'
import { listing, makeUser } from '../../helpers/listings'
import {
  bhiwandiAddress,
  imagePart,
  ownerTestApp,
  send,
  type Method,
  type SendOptions,
} from './owner-calls'

/**
 * Every owner call, made by each kind of caller against a listing of its own (so one caller's
 * change cannot decide another's answer): no one may read in full, change or delete someone
 * else's property; admins may; seekers cannot create; leads are for the owner and admins.
 */

const ROLES = ['visitor', 'seeker', 'owner', 'other owner', 'admin'] as const
type Role = (typeof ROLES)[number]

let t: Awaited<ReturnType<typeof ownerTestApp>>
let tokens: Record<Role, string | undefined>
let ownerId: number

beforeAll(async () => {
  t = await ownerTestApp()
  const [seeker, owner, other, admin] = [
    await makeUser(t.db, 1),
    await makeUser(t.db, 2),
    await makeUser(t.db, 2),
    await makeUser(t.db, 99),
  ]
  ownerId = owner.id
  tokens = {
    visitor: undefined,
    seeker: seeker.token,
    owner: owner.token,
    'other owner': other.token,
    admin: admin.token,
  }
})
afterAll(() => t.close())

const priceOf = async (propertyId: number) =>
  (
    await t.db
      .select({ id: propertyPrices.id })
      .from(propertyPrices)
      .where(eq(propertyPrices.propertyId, propertyId))
  )[0]!.id
const addressOf = async (propertyId: number) =>
  (
    await t.db
      .select({ id: propertyAddresses.id })
      .from(propertyAddresses)
      .where(eq(propertyAddresses.propertyId, propertyId))
  )[0]!.id
const attachmentOf = async (propertyId: number) =>
  (
    await t.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.propertyId, propertyId))
  )[0]!.id

interface Call {
  method: Method
  url: string
  options?: SendOptions
}

/** Each call, prepared afresh for every caller on a listing of the owner's. */
const CALLS: Record<string, () => Promise<Call>> = {
  'POST properties-create-byagent': async () => ({
    method: 'POST',
    url: 'properties-create-byagent',
    options: { form: { fields: { name: 'New godown', type: 1 }, files: [await imagePart()] } },
  }),
  'POST properties/{id}': async () => ({
    method: 'POST',
    url: `properties/${await listing(t.db, ownerId, { steps: 1 })}`,
    options: { form: { fields: { _method: 'PUT', name: 'Renamed' } } },
  }),
  'PUT properties/{id}': async () => ({
    method: 'PUT',
    url: `properties/${await listing(t.db, ownerId, { steps: 1 })}`,
    options: { json: { name: 'Renamed' } },
  }),
  'DELETE properties/{id}': async () => ({
    method: 'DELETE',
    url: `properties/${await listing(t.db, ownerId, { steps: 1 })}`,
  }),
  'POST propertyprice': async () => ({
    method: 'POST',
    url: 'propertyprice',
    options: {
      json: {
        property_id: await listing(t.db, ownerId, { steps: 1 }),
        price: 40_000,
        purchase_type: 2,
      },
    },
  }),
  'POST propertypriceupdate/{id}': async () => {
    const id = await listing(t.db, ownerId, { steps: 2 })
    return {
      method: 'POST',
      url: `propertypriceupdate/${await priceOf(id)}`,
      options: { json: { property_id: id, _method: 'PUT', price: 41_000, purchase_type: 2 } },
    }
  },
  'PUT propertypriceupdate/{id}': async () => ({
    method: 'PUT',
    url: `propertypriceupdate/${await priceOf(await listing(t.db, ownerId, { steps: 2 }))}`,
    options: { form: { fields: { price: 42_000, purchase_type: 3 } } },
  }),
  'POST address': async () => ({
    method: 'POST',
    url: 'address',
    options: {
      json: { property_id: await listing(t.db, ownerId, { steps: 3 }), ...bhiwandiAddress },
    },
  }),
  'PUT address/{id}': async () => ({
    method: 'PUT',
    url: `address/${await addressOf(await listing(t.db, ownerId))}`,
    options: { json: bhiwandiAddress },
  }),
  'GET agents-properties-FullDetails': async () => ({
    method: 'GET',
    url: `agents-properties-FullDetails?property_id=${await listing(t.db, ownerId, { steps: 2 })}`,
  }),
  'GET address-get-all-paginated': async () => ({
    method: 'GET',
    url: `address-get-all-paginated?property_id=${await listing(t.db, ownerId)}&per_page=1`,
  }),
  'GET created-properties': async () => ({ method: 'GET', url: 'created-properties' }),
  'GET property-leads': async () => ({
    method: 'GET',
    url: `property-leads?property_id=${await listing(t.db, ownerId)}`,
  }),
  'POST property-status': async () => ({
    method: 'POST',
    url: 'property-status',
    options: { json: { property_id: await listing(t.db, ownerId), status: 'let' } },
  }),
  'POST propertyAttachment': async () => ({
    method: 'POST',
    url: 'propertyAttachment',
    options: {
      form: {
        fields: {
          property_id: await listing(t.db, ownerId, { steps: 2 }),
          name: 'Front',
          order_number: 1,
        },
        files: [await imagePart('img_url')],
      },
    },
  }),
  'POST propertyAttachment/{id}': async () => ({
    method: 'POST',
    url: `propertyAttachment/${await attachmentOf(await listing(t.db, ownerId, { steps: 3 }))}`,
    options: { form: { files: [await imagePart('image')] } },
  }),
  'DELETE propertyAttachment/{id}': async () => ({
    method: 'DELETE',
    url: `propertyAttachment/${await attachmentOf(await listing(t.db, ownerId, { steps: 3 }))}`,
  }),
  'GET getAll-attachments/{id}': async () => ({
    method: 'GET',
    url: `getAll-attachments/${await listing(t.db, ownerId, { steps: 3 })}`,
  }),
}

/** Statuses by caller: [visitor, seeker, owner, other owner, admin]. */
const MANAGED_READ = [401, 403, 200, 403, 200]
const MANAGED_CREATE = [401, 403, 201, 403, 201]
const EXPECTED: Record<keyof typeof CALLS, number[]> = {
  'POST properties-create-byagent': [401, 403, 201, 201, 201],
  'POST properties/{id}': MANAGED_READ,
  'PUT properties/{id}': MANAGED_READ,
  'DELETE properties/{id}': MANAGED_READ,
  'POST propertyprice': MANAGED_CREATE,
  'POST propertypriceupdate/{id}': MANAGED_READ,
  'PUT propertypriceupdate/{id}': MANAGED_READ,
  'POST address': MANAGED_CREATE,
  'PUT address/{id}': MANAGED_READ,
  'GET agents-properties-FullDetails': MANAGED_READ,
  'GET address-get-all-paginated': MANAGED_READ,
  'GET created-properties': [401, 403, 200, 200, 200],
  'GET property-leads': MANAGED_READ,
  'POST property-status': MANAGED_READ,
  'POST propertyAttachment': MANAGED_CREATE,
  'POST propertyAttachment/{id}': MANAGED_READ,
  'DELETE propertyAttachment/{id}': MANAGED_READ,
  'GET getAll-attachments/{id}': MANAGED_READ,
}

/** What a 403 says: a seeker may not create, nor list created properties; the rest is not yours. */
const FORBIDDEN_MESSAGE: Record<string, string> = {
  'POST properties-create-byagent': OWNER_TEXTS.cannotCreate,
  'GET created-properties': OWNER_TEXTS.accessDenied,
}

describe('the owner calls, by caller', () => {
  it('answers each caller as the matrix says, with the reason', { timeout: 120_000 }, async () => {
    const statuses: Record<string, number[]> = {}
    const wrongMessages: string[] = []
    for (const [name, prepare] of Object.entries(CALLS)) {
      statuses[name] = []
      for (const role of ROLES) {
        const { method, url, options } = await prepare()
        const res = await send(t.app, method, `/api/${url}`, { ...options, token: tokens[role] })
        statuses[name].push(res.statusCode)
        const expectedMessage =
          res.statusCode === 401
            ? AUTH_MESSAGES.notAuthenticated
            : res.statusCode === 403
              ? (FORBIDDEN_MESSAGE[name] ?? OWNER_TEXTS.notYours)
              : undefined
        if (expectedMessage && res.json().message !== expectedMessage) {
          wrongMessages.push(`${role} ${name}: ${res.json().message}`)
        }
      }
    }
    expect(statuses).toEqual(EXPECTED)
    expect(wrongMessages).toEqual([])
  })

  it('answers 404 for a property, price, address or attachment that does not exist', async () => {
    const missing = 2_000_000_000
    const owner = tokens.owner
    const calls: Call[] = [
      { method: 'POST', url: `properties/${missing}`, options: { json: { name: 'x' } } },
      { method: 'PUT', url: `properties/${missing}`, options: { json: { name: 'x' } } },
      { method: 'DELETE', url: `properties/${missing}` },
      {
        method: 'POST',
        url: 'propertyprice',
        options: { json: { property_id: missing, price: 1, purchase_type: 1 } },
      },
      {
        method: 'PUT',
        url: `propertypriceupdate/${missing}`,
        options: { json: { price: 1, purchase_type: 1 } },
      },
      {
        method: 'POST',
        url: 'address',
        options: { json: { property_id: missing, ...bhiwandiAddress } },
      },
      { method: 'PUT', url: `address/${missing}`, options: { json: bhiwandiAddress } },
      { method: 'GET', url: `agents-properties-FullDetails?property_id=${missing}` },
      { method: 'GET', url: `address-get-all-paginated?property_id=${missing}` },
      { method: 'GET', url: `property-leads?property_id=${missing}` },
      {
        method: 'POST',
        url: 'property-status',
        options: { json: { property_id: missing, status: 'let' } },
      },
      {
        method: 'POST',
        url: 'propertyAttachment',
        options: {
          form: {
            fields: { property_id: missing, name: 'Front', order_number: 1 },
            files: [await imagePart('img_url')],
          },
        },
      },
      {
        method: 'POST',
        url: `propertyAttachment/${missing}`,
        options: { form: { files: [await imagePart('image')] } },
      },
      { method: 'DELETE', url: `propertyAttachment/${missing}` },
      { method: 'GET', url: `getAll-attachments/${missing}` },
    ]
    const answers: Record<string, number> = {}
    for (const { method, url, options } of calls) {
      const res = await send(t.app, method, `/api/${url}`, { ...options, token: owner })
      answers[`${method} ${url}`] = res.statusCode
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 404])))
    const property = await send(t.app, 'DELETE', `/api/properties/${missing}`, { token: owner })
    expect(property.json().message).toBe(LISTING_TEXTS.detailNotFound)
    const price = await send(t.app, 'PUT', `/api/propertypriceupdate/${missing}`, {
      token: owner,
      json: { price: 1, purchase_type: 1 },
    })
    expect(price.json().message).toBe(OWNER_TEXTS.priceNotFound)
  })

  it("changes nothing when someone else tries to change or delete an owner's listing", async () => {
    const id = await listing(t.db, ownerId, { steps: 3 })
    const read = async () =>
      (
        await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
          token: tokens.owner,
        })
      ).json().property_details
    const before = await read()
    const priceId = before.price.id
    const attachmentId = before.attachments[0].id
    const attempts: Call[] = [
      { method: 'PUT', url: `properties/${id}`, options: { json: { name: 'Mine now' } } },
      {
        method: 'POST',
        url: `properties/${id}`,
        options: { form: { fields: { _method: 'PUT' }, files: [await imagePart()] } },
      },
      { method: 'DELETE', url: `properties/${id}` },
      {
        method: 'PUT',
        url: `propertypriceupdate/${priceId}`,
        options: { json: { price: 1, purchase_type: 1 } },
      },
      {
        method: 'POST',
        url: 'address',
        options: { json: { property_id: id, ...bhiwandiAddress } },
      },
      { method: 'DELETE', url: `propertyAttachment/${attachmentId}` },
    ]
    for (const role of ['seeker', 'other owner'] as const) {
      for (const { method, url, options } of attempts) {
        const res = await send(t.app, method, `/api/${url}`, { ...options, token: tokens[role] })
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403)
      }
    }
    expect(await read()).toEqual(before)
  })
})
