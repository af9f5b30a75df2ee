import { GST_TEXTS, gstinCheckCharacter } from '@app/contract/gst'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { createSession } from '../../../src/lib/sessions'
import { B2B_HEADER, B2CS_HEADER, gstr1Amount } from '../../../src/modules/invoices/gstr1'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { PLACES, seedPlaces } from '../../helpers/listings'

/**
 * GET admin/gstr1 (decision 046): a month's invoices as the GST portal's offline tool imports
 * them, b2b by GSTIN and b2cs by place of supply, by the payment's date in India.
 */

const DAY = 24 * 60 * 60 * 1000
type TestApp = Awaited<ReturnType<typeof createTestApp>>
const clock = new ManualClock('2026-11-01T00:00:00+05:30')
let t: TestApp
let people = 0

async function person(userType = 1) {
  people++
  const [user] = await t.app.db
    .insert(users)
    .values({
      firstName: `Person ${people}`,
      phoneNumber: `8${String(people).padStart(9, '0')}`,
      passwordHash: 'not-used',
      userType,
    })
    .returning({ id: users.id })
  return createSession(t.app.db, user!.id, { ip: '127.0.0.1' }, clock.now(), 400 * DAY)
}

/** A top-up paid at `at` (India time), through the sandbox. */
async function paidAt(at: string, token: string, body: Record<string, unknown>) {
  clock.advance(new Date(at).getTime() - clock.now().getTime())
  const order = await post(t.app, '/api/wallet/order', body, { token })
  expect(order.statusCode, order.body).toBe(200)
  const paid = await post(
    t.app,
    '/api/sandbox/pay',
    { order_id: order.json().order_id, outcome: 'success' },
    { token },
  )
  const verified = await post(t.app, '/api/wallet/verify', paid.json().data, { token })
  expect(verified.statusCode, verified.body).toBe(200)
}

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14)
const MH_BUSINESS = gstin('27AAPFU0939F1Z')
const GJ_BUSINESS = gstin('24AAGCB7383J1Z')

let admin: string
const exportOf = (query: string, token = admin) =>
  get(t.app, `/api/admin/gstr1?${query}`, { token })
const linesOf = (body: string) => body.split('\r\n')

beforeAll(async () => {
  t = await createTestApp({ clock })
  await seedPlaces(t.app.db)
  admin = await person(99)
  const buyer = await person()
  const firm = { legal_name: 'Shree Logistics, Bhiwandi', billing_address: 'Gala 12, Bhiwandi' }
  // 31 Oct 23:59 IST: October's, not November's.
  await paidAt('2026-10-31T23:59:00+05:30', buyer, { credits: 111 })
  await paidAt('2026-11-01T00:00:30+05:30', buyer, {
    credits: 1_999,
    state_id: PLACES.maharashtra.id,
    gstin: MH_BUSINESS,
    ...firm,
  })
  await paidAt('2026-11-10T12:00:00+05:30', buyer, {
    credits: 999,
    state_id: PLACES.gujarat.id,
    gstin: GJ_BUSINESS,
    legal_name: '=Sanand Cold Chain LLP',
    billing_address: 'GIDC Sanand',
  })
  await paidAt('2026-11-12T12:00:00+05:30', buyer, {
    credits: 118,
    state_id: PLACES.maharashtra.id,
    gstin: MH_BUSINESS,
    ...firm,
  })
  // Consumers: no state (the seller's, Maharashtra), Maharashtra, and Gujarat twice.
  await paidAt('2026-11-15T09:00:00+05:30', buyer, { credits: 499 })
  await paidAt('2026-11-16T09:00:00+05:30', buyer, {
    credits: 1_000,
    state_id: PLACES.maharashtra.id,
  })
  await paidAt('2026-11-20T09:00:00+05:30', buyer, { credits: 590, state_id: PLACES.gujarat.id })
  await paidAt('2026-11-30T23:59:00+05:30', buyer, { credits: 236, state_id: PLACES.gujarat.id })
  // 1 Dec 00:00 IST: December's.
  await paidAt('2026-12-01T00:00:10+05:30', buyer, { credits: 777, state_id: PLACES.gujarat.id })
})
afterAll(() => t?.close())

describe('GET admin/gstr1', () => {
  it("b2b: the offline tool's columns, one row per invoice to a GSTIN, by GSTIN", async () => {
    const res = await exportOf('month=2026-11&section=b2b')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1-2026-11-b2b.csv"')
    expect(res.body.charCodeAt(0)).not.toBe(0xfeff)
    expect(linesOf(res.body)).toEqual([
      B2B_HEADER.join(','),
      `${GJ_BUSINESS},'=Sanand Cold Chain LLP,GH/26-27/000003,10-Nov-2026,999.00,24-Gujarat,N,,Regular B2B,,18,846.61,`,
      `${MH_BUSINESS},"Shree Logistics, Bhiwandi",GH/26-27/000002,01-Nov-2026,1999.00,27-Maharashtra,N,,Regular B2B,,18,1694.07,`,
      `${MH_BUSINESS},"Shree Logistics, Bhiwandi",GH/26-27/000004,12-Nov-2026,118.00,27-Maharashtra,N,,Regular B2B,,18,100.00,`,
      '',
    ])
  })

  it("b2cs: consumers' taxable value summed by place of supply (none named: the seller's)", async () => {
    const res = await exportOf('month=2026-11&section=b2cs')
    expect(res.statusCode, res.body).toBe(200)
    // Each invoice's own taxable value, summed: 499 -> 422.88, 1,000 -> 847.46; 590 -> 500.00,
    // 236 -> 200.00.
    expect(linesOf(res.body)).toEqual([
      B2CS_HEADER.join(','),
      'OE,24-Gujarat,,18,700.00,,',
      `OE,27-Maharashtra,,18,${gstr1Amount(42_288 + 84_746)},,`,
      '',
    ])
  })

  it('a month is an Indian calendar month: October and December hold their own', async () => {
    const october = linesOf((await exportOf('month=2026-10&section=b2cs')).body)
    expect(october).toEqual([B2CS_HEADER.join(','), 'OE,27-Maharashtra,,18,94.07,,', ''])
    const december = linesOf((await exportOf('month=2026-12&section=b2b')).body)
    expect(december).toEqual([B2B_HEADER.join(','), ''])
  })

  it('refuses a month that is not one, before GST, or not begun (422 on month)', async () => {
    for (const [query, message] of [
      ['month=2026-13&section=b2b', GST_TEXTS.monthFormat],
      ['month=November&section=b2b', GST_TEXTS.monthFormat],
      ['section=b2b', GST_TEXTS.monthFormat],
      ['month=2017-06&section=b2cs', GST_TEXTS.monthBeforeGst],
      ['month=2027-01&section=b2cs', GST_TEXTS.monthNotOver],
    ] as const) {
      const res = await exportOf(query)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors, query).toEqual({ month: [message] })
    }
    const section = await exportOf('month=2026-11&section=b2cl')
    expect(section.statusCode).toBe(422)
    expect(Object.keys(section.json().errors)).toEqual(['section'])
  })

  it('is for admins only', async () => {
    expect((await exportOf('month=2026-11&section=b2b', await person())).statusCode).toBe(403)
    expect((await get(t.app, '/api/admin/gstr1?month=2026-11&section=b2b')).statusCode).toBe(401)
  })
})
