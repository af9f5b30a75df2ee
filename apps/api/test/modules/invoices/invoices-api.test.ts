import { GST_TEXTS, gstinCheckCharacter } from '@app/contract/gst'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceSeries, paymentOrders, users } from '../../../src/db/schema/index'
import type { Tx } from '../../../src/db/client'
import { databaseError } from '../../../src/lib/db-errors'
import { creditOrder } from '../../../src/modules/wallet/payments'
import { payOrders } from '../../../src/modules/wallet/payments-repository'
import { get, post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { PLACES } from '../../helpers/listings'
import { pdfAllText, pdfLines } from '../../helpers/pdf'
import { appWithBuyer, invoiceOf, moveTo, person, topUp, type Scene } from '../../helpers/top-ups'

describe('tax invoices of paid top-ups', () => {
  // 23 Nov 2026 in India: financial year 2026-27.
  const clock = new ManualClock('2026-11-23T10:00:00+05:30')
  let { t, buyer } = {} as Scene
  beforeAll(async () => ({ t, buyer } = await appWithBuyer(clock)))
  afterAll(() => t.close())

  const orderOf = async (id: number, db: Tx = t.app.db) =>
    (await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!
  const numberOf = async (id: number, db?: Tx) => (await orderOf(id, db)).invoiceNumber
  const providerIdOf = async (id: number) => (await orderOf(id)).providerOrderId

  it('a paid top-up gets the first number of its financial year, the next one the next', async () => {
    const first = await topUp(t, buyer, 1_999)
    const second = await topUp(t, buyer, 499)
    expect(first.invoiceNumber).toBe('GH/26-27/000001')
    expect(second.invoiceNumber).toBe('GH/26-27/000002')

    const res = await invoiceOf(t, first.id, buyer)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Invoice-GH-26-27-000001.pdf"',
    )
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfAllText(pdf)
    expect(text).toContain('GH/26-27/000001')
    expect(text).toContain('23 Nov 2026')
    expect(text).toContain('Wallet credits (prepaid)')
    expect(text).toContain('₹1,999.00')
    expect(text).toContain('Rupees One Thousand Nine Hundred Ninety-Nine Only')
  })

  it('a buyer named in Devanagari with an emoji is billed by name: the emoji as one mark', async () => {
    const priya = await person(t, clock)
    await t.app.db.update(users).set({ firstName: 'प्रिया नायर 😀' }).where(eq(users.id, priya.id))
    const order = await topUp(t, priya, 499)
    const res = await invoiceOf(t, order.id, priya)
    expect(res.statusCode).toBe(200)
    const lines = await pdfLines(res.rawPayload)
    expect(lines[lines.indexOf('BILLED TO') + 1]).toBe('प्रिया नायर \uFFFD')
    expect(lines).toContain('Total ₹499.00')
  })

  it("a buyer who names no state is supplied in the seller's state: CGST and SGST", async () => {
    const order = await topUp(t, buyer, 1_999)
    const text = await pdfAllText((await invoiceOf(t, order.id, buyer)).rawPayload)
    expect(text).toContain('Maharashtra (27)')
    expect(text).toContain('CGST @ 9%')
    expect(text).toContain('SGST @ 9%')
    expect(text).toContain('₹152.47')
    expect(text).toContain('₹152.46')
    expect(text).not.toContain('IGST')
  })

  it("a buyer in the seller's state (Maharashtra) pays CGST and SGST", async () => {
    const order = await topUp(t, buyer, 118, { stateId: PLACES.maharashtra.id })
    const text = await pdfAllText((await invoiceOf(t, order.id, buyer)).rawPayload)
    expect(text).toContain('Maharashtra (27)')
    expect(text).toContain('₹100.00')
    expect(text).toContain('CGST @ 9%')
    expect(text).toContain('₹9.00')
    expect(text).not.toContain('IGST')
  })

  it('a buyer in another state (Gujarat) pays IGST alone', async () => {
    const order = await topUp(t, buyer, 1_999, { stateId: PLACES.gujarat.id })
    const text = await pdfAllText((await invoiceOf(t, order.id, buyer)).rawPayload)
    expect(text).toContain('Gujarat (24)')
    expect(text).toContain('IGST @ 18%')
    expect(text).toContain('₹304.93')
    expect(text).not.toContain('CGST')
    expect(text).not.toContain('SGST')
  })

  it("a business with a GSTIN in the seller's state gets a B2B invoice with CGST and SGST", async () => {
    const order = await topUp(t, buyer, 1_999, {
      stateId: PLACES.maharashtra.id,
      buyer: {
        gstin: '27aapfu0939f1zv',
        legal_name: 'Shree Logistics Private Limited',
        billing_address: 'Gala 12, Rahnal Village\nBhiwandi 421302',
      },
      method: 'netbanking',
    })
    const lines = await pdfLines((await invoiceOf(t, order.id, buyer)).rawPayload)
    const billed = lines.indexOf('BILLED TO')
    expect(lines.slice(billed + 1, billed + 6)).toEqual([
      'Shree Logistics Private Limited',
      'Gala 12, Rahnal Village',
      'Bhiwandi 421302',
      'State: Maharashtra, code 27',
      'GSTIN: 27AAPFU0939F1ZV',
    ])
    expect(lines).toContain('CGST @ 9% ₹152.47')
    expect(lines).toContain('SGST @ 9% ₹152.46')
    expect(lines.join('\n')).not.toContain('IGST')
    expect(lines).toContain('Paid by net banking through Sandbox (test payment).')
  })

  it('a business in another state (Gujarat) gets a B2B invoice with IGST', async () => {
    const first14 = '24AAGCB7383J1Z'
    const order = await topUp(t, buyer, 1_999, {
      stateId: PLACES.gujarat.id,
      buyer: {
        gstin: `${first14}${gstinCheckCharacter(first14)}`,
        legal_name: 'Sanand Cold Chain LLP',
        billing_address: 'Plot 7, GIDC Sanand',
      },
      method: 'upi',
    })
    const text = await pdfAllText((await invoiceOf(t, order.id, buyer)).rawPayload)
    expect(text).toContain(`GSTIN: ${first14}${gstinCheckCharacter(first14)}`)
    expect(text).toContain('Sanand Cold Chain LLP')
    expect(text).toContain('Gujarat (24)')
    expect(text).toContain('IGST @ 18% ₹304.93')
    expect(text).not.toContain('CGST')
    expect(text).toContain('Paid by UPI through Sandbox (test payment).')
  })

  it('a bad GSTIN, or one of another state, answers 422 naming the field; nothing is kept', async () => {
    const someone = await person(t, clock)
    const order = (body: object) =>
      post(t.app, '/api/wallet/order', { credits: 999, ...body }, { token: someone.token })
    const business = { legal_name: 'Shree Logistics', billing_address: 'Bhiwandi' }
    const wrongCheck = await order({
      ...business,
      state_id: PLACES.maharashtra.id,
      gstin: '27AAPFU0939F1ZW',
    })
    expect(wrongCheck.statusCode).toBe(422)
    expect(wrongCheck.json().errors).toEqual({ gstin: [GST_TEXTS.gstinCheck] })
    const elsewhere = await order({
      ...business,
      state_id: PLACES.gujarat.id,
      gstin: '27AAPFU0939F1ZV',
    })
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json().errors).toEqual({
      gstin: [GST_TEXTS.gstinOtherState('Maharashtra')],
    })
    const noName = await order({ state_id: PLACES.maharashtra.id, gstin: '27AAPFU0939F1ZV' })
    expect(noName.statusCode).toBe(422)
    expect(noName.json().errors).toEqual({
      legal_name: [GST_TEXTS.legalNameNeeded],
      billing_address: [GST_TEXTS.addressNeeded],
    })
    const [kept] = await t.app.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, someone.id))
    expect(kept!.n).toBe(0)
  })

  it('a consumer top-up of ₹59,000 or more asks for a name, address and state (rule 46(e))', async () => {
    const big = await person(t, clock)
    const asked = await post(t.app, '/api/wallet/order', { credits: 60_000 }, { token: big.token })
    expect(asked.statusCode).toBe(422)
    expect(asked.json().errors).toEqual({
      legal_name: [GST_TEXTS.nameNeeded],
      billing_address: [GST_TEXTS.addressNeeded],
      state_id: [GST_TEXTS.stateNeeded],
    })
    const below = await post(t.app, '/api/wallet/order', { credits: 58_999 }, { token: big.token })
    expect(below.statusCode, below.body).toBe(200)

    const order = await topUp(t, big, 60_000, {
      stateId: PLACES.gujarat.id,
      buyer: { legal_name: 'Ravi Mehta', billing_address: '14 Ashram Road, Ahmedabad 380009' },
    })
    const lines = await pdfLines((await invoiceOf(t, order.id, big)).rawPayload)
    const billed = lines.indexOf('BILLED TO')
    expect(lines.slice(billed + 1, billed + 5)).toEqual([
      'Ravi Mehta',
      '14 Ashram Road, Ahmedabad 380009',
      'State: Gujarat, code 24',
      'GSTIN: unregistered',
    ])
    expect(lines).toContain('Taxable value ₹50,847.46')
    // The sandbox reports card when the payer names no method, as before.
    expect(lines).toContain('Paid by card through Sandbox (test payment).')
  })

  it("someone else's invoice is 404; an admin may read it", async () => {
    const order = await topUp(t, buyer, 99)
    const stranger = await person(t, clock)
    const refused = await invoiceOf(t, order.id, stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    const admin = await person(t, clock, 99)
    expect((await invoiceOf(t, order.id, admin)).statusCode).toBe(200)
  })

  it('a pending or failed order has no invoice (404), nor does an order that does not exist', async () => {
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    const failed = await topUp(t, buyer, 99, { outcome: 'failure' })
    expect(pending.invoiceNumber).toBeNull()
    expect(failed.invoiceNumber).toBeNull()
    for (const id of [pending.id, failed.id, 999_999]) {
      expect((await invoiceOf(t, id, buyer)).statusCode).toBe(404)
    }
  })

  it('asks for a login', async () => {
    const res = await get(t.app, '/api/transactions/1/invoice')
    expect(res.statusCode).toBe(401)
  })

  it('numbers restart when a new financial year begins, 1 April in India', async () => {
    moveTo(clock, new Date('2027-03-31T23:59:00+05:30'))
    const march = await topUp(t, buyer, 99)
    expect(march.invoiceNumber).toMatch(/^GH\/26-27\/0000\d\d$/)
    moveTo(clock, new Date('2027-04-01T00:00:30+05:30'))
    const april = await topUp(t, buyer, 99)
    expect(april.invoiceNumber).toBe('GH/27-28/000001')
    const res = await invoiceOf(t, april.id, buyer)
    expect(res.headers['content-disposition']).toContain('Invoice-GH-27-28-000001.pdf')
  })

  it('a payment rolled back gives its number back: the series has no gaps', async () => {
    const [before] = await t.app.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, '2027-28'))
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    const providerOrderId = await providerIdOf(pending.id)
    await expect(
      t.app.db.transaction(async (tx) => {
        const settled = await creditOrder(tx, {
          providerOrderId,
          paymentId: 'pay_rolled_back',
          now: clock.now(),
        })
        expect(settled?.outcome).toBe('credited')
        expect(await numberOf(pending.id, tx)).toMatch(/^GH\/27-28\/\d{6}$/)
        throw new Error('the payment failed after all')
      }),
    ).rejects.toThrow('the payment failed after all')
    expect(await numberOf(pending.id)).toBeNull()
    const next = await topUp(t, buyer, 99)
    expect(next.invoiceNumber).toBe(`GH/27-28/${String(before!.lastNumber + 1).padStart(6, '0')}`)
  })

  it('the database refuses a paid order without its invoice number', async () => {
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    const error = await t.app.db
      .update(paymentOrders)
      .set({ status: 1, providerPaymentId: 'pay_unnumbered', paidAt: clock.now() })
      .where(eq(paymentOrders.id, pending.id))
      .then(
        () => undefined,
        (err: unknown) => err,
      )
    expect(databaseError(error, '23514')?.constraint).toBe('payment_orders_paid_has_invoice')
    expect(await numberOf(pending.id)).toBeNull()
  })

  it('payments of one statement take numbers of their own financial years, in payment order', async () => {
    const [late, early, april] = await Promise.all(
      [0, 1, 2].map(async () => {
        const who = await person(t, clock)
        const order = await topUp(t, who, 99, { outcome: 'none' })
        return { userId: who.id, providerOrderId: await providerIdOf(order.id), id: order.id }
      }),
    )
    const lastOf = async (year: string) =>
      (
        await t.app.db
          .select({ last: invoiceSeries.lastNumber })
          .from(invoiceSeries)
          .where(eq(invoiceSeries.financialYear, year))
      )[0]?.last ?? 0
    const [march, next] = [await lastOf('2026-27'), await lastOf('2027-28')]
    const paidAt = (iso: string) => new Date(iso)
    const paid = await payOrders(t.app.db, [
      { ...late!, paymentId: 'pay_march_late', now: paidAt('2027-03-31T23:59:59+05:30') },
      { ...april!, paymentId: 'pay_april', now: paidAt('2027-04-01T00:00:01+05:30') },
      { ...early!, paymentId: 'pay_march_early', now: paidAt('2027-03-31T23:00:00+05:30') },
    ])
    expect(paid.size).toBe(3)
    const serial = (n: number) => String(n).padStart(6, '0')
    expect(await numberOf(early!.id)).toBe(`GH/26-27/${serial(march + 1)}`)
    expect(await numberOf(late!.id)).toBe(`GH/26-27/${serial(march + 2)}`)
    expect(await numberOf(april!.id)).toBe(`GH/27-28/${serial(next + 1)}`)
    expect(await lastOf('2026-27')).toBe(march + 2)
    expect(await lastOf('2027-28')).toBe(next + 1)
  })

  it('a year past serial 999,999 prints every digit', async () => {
    await t.app.db.insert(invoiceSeries).values({ financialYear: '2031-32', lastNumber: 999_999 })
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    const paid = await payOrders(t.app.db, [
      {
        userId: buyer.id,
        providerOrderId: await providerIdOf(pending.id),
        paymentId: 'pay_millionth',
        now: new Date('2031-06-01T12:00:00+05:30'),
      },
    ])
    expect(paid.size).toBe(1)
    expect(await numberOf(pending.id)).toBe('GH/31-32/1000000')
  })

  it('payments settled at the same time get consecutive numbers, each once', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => person(t, clock)))
    const orders = await Promise.all(buyers.map((b) => topUp(t, b, 50)))
    const serials = orders.map((o) => Number(o.invoiceNumber!.split('/')[2])).sort((a, b) => a - b)
    const [series] = await t.app.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, '2027-28'))
    const last = series!.lastNumber
    expect(serials).toEqual(Array.from({ length: 6 }, (_, i) => last - 5 + i))
  })
})
