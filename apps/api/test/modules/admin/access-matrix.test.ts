import { AUTH_MESSAGES } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentOrders, propertyReports, unlocks } from '../../../src/db/schema/index'
import { forbidden } from '../../../src/lib/app-error'
import { call } from '../../helpers/auth'
import { listing, makeUser } from '../../helpers/listings'
import { adminTestApp, person } from './admin-calls'

/**
 * Every admin call (API.md "Admin", the report queue included), made by each kind of caller:
 * 401 without a token, 403 for seekers and owners (with the same reason), and only the admin
 * gets through. Each call is prepared afresh for each caller, so one caller's change cannot
 * decide another's answer.
 */

const ROLES = ['visitor', 'seeker', 'owner', 'admin'] as const
type Role = (typeof ROLES)[number]

let t: Awaited<ReturnType<typeof adminTestApp>>
let tokens: Record<Role, string | undefined>
let ownerId: number

beforeAll(async () => {
  t = await adminTestApp()
  const [seeker, owner, admin] = [
    await makeUser(t.db, 1),
    await makeUser(t.db, 2),
    await person(t.db, 99),
  ]
  ownerId = owner.id
  tokens = { visitor: undefined, seeker: seeker.token, owner: owner.token, admin: admin.token }
})
afterAll(() => t.close())

interface Call {
  method: 'GET' | 'POST'
  url: string
  body?: object
}

/** A pending order of a new buyer. */
async function pendingOrder() {
  const buyer = await makeUser(t.db, 1)
  const [row] = await t.db
    .insert(paymentOrders)
    .values({
      userId: buyer.id,
      provider: 'sandbox',
      providerOrderId: `order_Matrix${buyer.id}`,
      amountPaise: 1_000,
      credits: 10,
    })
    .returning({ id: paymentOrders.id })
  return row!.id
}

/** An open report by a new seeker on a new listing they unlocked. */
async function openReport() {
  const propertyId = await listing(t.db, ownerId)
  const reporter = await makeUser(t.db, 1)
  const [unlock] = await t.db
    .insert(unlocks)
    .values({ userId: reporter.id, propertyId, creditsSpent: 99 })
    .returning({ id: unlocks.id })
  const [report] = await t.db
    .insert(propertyReports)
    .values({ unlockId: unlock!.id, propertyId, reporterId: reporter.id, reason: 'misleading' })
    .returning({ id: propertyReports.id })
  return report!.id
}

const CALLS: Record<string, () => Promise<Call>> = {
  'GET admin/stats': async () => ({ method: 'GET', url: 'admin/stats?days=7' }),
  'GET admin/properties': async () => ({ method: 'GET', url: 'admin/properties?q=godown' }),
  'POST admin/properties/{id}/hide': async () => ({
    method: 'POST',
    url: `admin/properties/${await listing(t.db, ownerId)}/hide`,
    body: { reason: 'Fake' },
  }),
  'POST admin/properties/{id}/unhide': async () => ({
    method: 'POST',
    url: `admin/properties/${await listing(t.db, ownerId, { hidden: true })}/unhide`,
  }),
  'POST admin/properties/{id}/verify': async () => ({
    method: 'POST',
    url: `admin/properties/${await listing(t.db, ownerId)}/verify`,
    body: { verified: true },
  }),
  'GET admin/users': async () => ({ method: 'GET', url: 'admin/users?user_type=2' }),
  'GET admin/users/{id}': async () => ({ method: 'GET', url: `admin/users/${ownerId}` }),
  'POST admin/users/{id}/block': async () => ({
    method: 'POST',
    url: `admin/users/${(await makeUser(t.db, 1)).id}/block`,
    body: { blocked: true, reason: 'Spam' },
  }),
  'POST admin/users/{id}/type': async () => ({
    method: 'POST',
    url: `admin/users/${(await makeUser(t.db, 1)).id}/type`,
    body: { user_type: 2 },
  }),
  'POST admin/users/{id}/credits': async () => ({
    method: 'POST',
    url: `admin/users/${(await makeUser(t.db, 1)).id}/credits`,
    body: { credits: 10, reason: 'Goodwill' },
  }),
  'GET admin/payments': async () => ({ method: 'GET', url: 'admin/payments?status=pending' }),
  'POST admin/payments/{id}/reconcile': async () => ({
    method: 'POST',
    url: `admin/payments/${await pendingOrder()}/reconcile`,
  }),
  'GET admin/gstr1': async () => ({ method: 'GET', url: 'admin/gstr1?month=2020-04&section=b2b' }),
  'GET admin/reports': async () => ({ method: 'GET', url: 'admin/reports?status=open' }),
  'POST admin/reports/{id}/resolve': async () => ({
    method: 'POST',
    url: `admin/reports/${await openReport()}/resolve`,
    body: { action: 'reject', note: 'The listing matches the photos' },
  }),
  'GET admin/audit': async () => ({ method: 'GET', url: 'admin/audit' }),
  'GET admin/enquiries': async () => ({ method: 'GET', url: 'admin/enquiries?kind=contact' }),
}

/** Statuses by caller: [visitor, seeker, owner, admin]. */
const ONLY_ADMIN = [401, 403, 403, 200]

describe('the admin calls, by caller', () => {
  it('lets only an admin through: 401 without a token, 403 for seekers and owners', async () => {
    const statuses: Record<string, number[]> = {}
    const wrongMessages: string[] = []
    for (const [name, prepare] of Object.entries(CALLS)) {
      statuses[name] = []
      for (const role of ROLES) {
        const { method, url, body } = await prepare()
        const res = await call(t.app, method, `/api/${url}`, body, { token: tokens[role] })
        statuses[name].push(res.statusCode)
        const expected =
          res.statusCode === 401
            ? AUTH_MESSAGES.notAuthenticated
            : res.statusCode === 403
              ? forbidden().message
              : undefined
        if (expected && res.json().message !== expected) {
          wrongMessages.push(`${role} ${name}: ${res.json().message}`)
        }
        if (role === 'admin' && res.statusCode !== 200) {
          wrongMessages.push(`admin ${name}: ${res.statusCode} ${res.body}`)
        }
      }
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(CALLS).map((n) => [n, ONLY_ADMIN])))
    expect(wrongMessages).toEqual([])
  })

  it('covers every admin call the API documents', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.slice('/api/'.length)}`),
      )
    expect(documented.sort()).toEqual(Object.keys(CALLS).sort())
  })

  it('a blocked admin is refused like anyone without a session', async () => {
    const other = await person(t.db, 99)
    await call(
      t.app,
      'POST',
      `/api/admin/users/${other.id}/block`,
      { blocked: true, reason: 'Left the company' },
      { token: tokens.admin },
    )
    const res = await call(t.app, 'GET', '/api/admin/stats', undefined, { token: other.token })
    expect(res.statusCode).toBe(401)
  })
})
