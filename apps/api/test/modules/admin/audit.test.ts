import { sql } from 'drizzle-orm'
import { ID_MAX, idMessage } from '@app/contract/input'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyProfileRequests, contactEnquiries } from '../../../src/db/schema/index'
import { post } from '../../helpers/auth'
import { listing, makeUser } from '../../helpers/listings'
import { openOrder } from '../wallet/payments-helpers'
import { adminGet, adminPost, adminTestApp, person, rowCount, type Person } from './admin-calls'

/**
 * The audit log (issue 13): every admin action is in it, with who, what, target, reason, before
 * and after, and nothing can change or delete an entry. And the stored enquiries.
 */

let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: Person
let otherAdmin: Person

beforeAll(async () => {
  t = await adminTestApp()
  admin = await person(t.db, 99)
  otherAdmin = await person(t.db, 99)
})
afterAll(() => t.close())

const audit = async (query: string) =>
  (await adminGet(t.app, `admin/audit?${query}`, admin.token)) as {
    data: Record<string, unknown>[]
    pagination: { total: number; has_more: boolean }
  }

describe('the audit log', () => {
  it('holds every admin action with its actor, target, reason, before and after, newest first', async () => {
    const owner = await makeUser(t.db, 2)
    const seeker = await makeUser(t.db, 1)
    const property = await listing(t.db, owner.id)
    const { order_id } = await openOrder(t.app, seeker.token, 10)
    const payment = (await adminGet(t.app, `admin/payments?q=${order_id}`, admin.token)).data[0]
      .id as number
    const as = otherAdmin.token
    await adminPost(t.app, `admin/properties/${property}/hide`, as, { reason: 'Fake' })
    await adminPost(t.app, `admin/properties/${property}/unhide`, as)
    await adminPost(t.app, `admin/properties/${property}/verify`, as, { verified: true })
    await adminPost(t.app, `admin/users/${seeker.id}/block`, as, { blocked: true, reason: 'Spam' })
    await adminPost(t.app, `admin/users/${seeker.id}/block`, as, { blocked: false })
    await adminPost(t.app, `admin/users/${owner.id}/type`, as, { user_type: 1 })
    await adminPost(t.app, `admin/users/${seeker.id}/credits`, as, { credits: 5, reason: 'Sorry' })
    await adminPost(t.app, `admin/payments/${payment}/reconcile`, as)

    const log = await audit(`actor=${otherAdmin.id}&limit=50`)
    const actor = { id: otherAdmin.id, name: expect.any(String) }
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
    expect(log.data).toEqual([
      {
        id: expect.any(Number),
        actor,
        action: 'payment.reconcile',
        target: `payment:${payment}`,
        reason: null,
        before: { status: 'pending' },
        after: { status: 'pending' },
        created_at: at,
      },
      expect.objectContaining({
        actor,
        action: 'user.credits',
        target: `user:${seeker.id}`,
        reason: 'Sorry',
        before: { credits: 0 },
        after: { credits: 5 },
      }),
      expect.objectContaining({
        action: 'user.type',
        target: `user:${owner.id}`,
        before: { user_type: 2 },
        after: { user_type: 1 },
      }),
      expect.objectContaining({
        action: 'user.unblock',
        target: `user:${seeker.id}`,
        reason: null,
      }),
      expect.objectContaining({
        action: 'user.block',
        target: `user:${seeker.id}`,
        reason: 'Spam',
      }),
      expect.objectContaining({
        action: 'property.verify',
        target: `property:${property}`,
        before: { verified: false },
        after: { verified: true },
      }),
      expect.objectContaining({
        action: 'property.unhide',
        target: `property:${property}`,
        before: { hidden: true, hidden_reason: 'Fake' },
        after: { hidden: false },
      }),
      expect.objectContaining({
        action: 'property.hide',
        target: `property:${property}`,
        reason: 'Fake',
        before: { hidden: false },
        after: { hidden: true, hidden_reason: 'Fake' },
      }),
    ])
    expect(log.pagination.total).toBe(8)

    // By target, and a page at a time.
    const onProperty = await audit(`target=property:${property}`)
    expect(onProperty.data.map((e) => e.action)).toEqual([
      'property.verify',
      'property.unhide',
      'property.hide',
    ])
    const second = await audit(`actor=${otherAdmin.id}&offset=1&limit=1`)
    expect(second.data.map((e) => e.action)).toEqual(['user.credits'])
    expect(second.pagination).toMatchObject({ total: 8, has_more: true })
    expect((await audit(`actor=${admin.id}`)).data).toEqual([])
    for (const target of ['property', 'listing:1', 'property:0', 'property:x']) {
      await adminGet(t.app, `admin/audit?target=${target}`, admin.token, 422)
    }
  })

  it('refuses an actor or target id past the database integer with a 422 on the field, never a query', async () => {
    const tooBig = String(ID_MAX + 1)
    const target = await adminGet(t.app, `admin/audit?target=user:${tooBig}`, admin.token, 422)
    expect(target.errors).toEqual({ target: [idMessage('Target id')] })
    for (const id of [tooBig, '9999999999']) {
      const res = await adminGet(t.app, `admin/audit?target=payment:${id}`, admin.token, 422)
      expect(res.message).toBe(idMessage('Target id'))
    }
    const actor = await adminGet(t.app, `admin/audit?actor=${tooBig}`, admin.token, 422)
    expect(actor.errors).toEqual({ actor: [idMessage('Actor')] })
    expect((await audit(`target=user:${ID_MAX}`)).data).toEqual([])
  })

  it('cannot be changed or deleted: the database refuses, and the API has no call that writes it', async () => {
    const seeker = await makeUser(t.db, 1)
    await adminPost(t.app, `admin/users/${seeker.id}/credits`, admin.token, {
      credits: 3,
      reason: 'Kept for ever',
    })
    const before = await audit('limit=50')
    await expect(t.db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow()
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    await expect(
      t.db.execute(
        sql`update audit_log set after = '{"credits": 1000}' where action = 'user.credits'`,
      ),
    ).rejects.toThrow()
    expect(await audit('limit=50')).toEqual(before)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${before.data[0]!.id}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { reason: 'rewritten' },
        })
        expect(res.statusCode, `${method} ${url}`).toBe(404)
      }
    }
    expect(await rowCount(t.db, 'audit_log')).toBe(before.pagination.total)
  })
})

describe('GET admin/enquiries', () => {
  it('lists each kind of stored lead, newest first, with the fields it has', async () => {
    await t.db.insert(contactEnquiries).values([
      {
        userName: 'Ravi',
        userEmail: 'ravi@example.in',
        userPhone: '9811111111',
        propertyLocation: 'Bhiwandi',
        state: 'Maharashtra',
        message: 'Need 20,000 sq ft',
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        userName: 'Meera',
        userEmail: 'meera@example.in',
        userPhone: '9822222222',
        propertyLocation: 'Sanand',
        state: 'Gujarat',
        message: 'Cold storage?',
        createdAt: new Date('2025-01-02T10:00:00Z'),
      },
    ])
    await t.db.insert(companyProfileRequests).values({
      name: 'Kiran Logistics',
      email: 'kiran@example.in',
      phoneNumber: '9833333333',
    })
    expect((await post(t.app, '/api/newsletter', { email: 'Reader@Example.in' })).statusCode).toBe(
      200,
    )

    const contact = await adminGet(t.app, 'admin/enquiries?kind=contact', admin.token)
    expect(contact.pagination).toMatchObject({ total: 2, has_more: false })
    expect(contact.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Meera',
        email: 'meera@example.in',
        phone_number: '9822222222',
        location: 'Sanand',
        state: 'Gujarat',
        message: 'Cold storage?',
        created_at: '2025-01-02T10:00:00.000Z',
      },
      expect.objectContaining({ name: 'Ravi', created_at: '2025-01-01T10:00:00.000Z' }),
    ])
    const profile = await adminGet(t.app, 'admin/enquiries?kind=profile', admin.token)
    expect(profile.data).toEqual([
      expect.objectContaining({
        name: 'Kiran Logistics',
        email: 'kiran@example.in',
        phone_number: '9833333333',
        location: null,
        state: null,
        message: null,
      }),
    ])
    const newsletter = await adminGet(t.app, 'admin/enquiries?kind=newsletter', admin.token)
    expect(newsletter.data).toEqual([
      expect.objectContaining({ name: null, email: 'reader@example.in', phone_number: null }),
    ])
    await adminGet(t.app, 'admin/enquiries', admin.token, 422)
    await adminGet(t.app, 'admin/enquiries?kind=orders', admin.token, 422)
  })
})
