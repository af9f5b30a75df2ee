import { USER_TYPE } from '@app/contract/auth-texts'
import { GST_TEXTS, gstinCheckCharacter } from '@app/contract/gst'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceSeries, paymentOrders, users } from '../../../src/db/schema/index'
import type { Db } from '../../../src/db/client'
import { numberInvoices } from '../../../src/modules/invoices/service'
import { IST_OFFSET_MS } from '../../../src/modules/invoices/tax'
import { moveCredits } from '../../../src/modules/wallet/ledger'
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

  it('a rolled-back numbering gives its numbers back: the series has no gaps', async () => {
    const [before] = await t.app.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, '2027-28'))
    // An order the sandbox has not paid yet, marked paid as a settlement leaves it, unnumbered.
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx
          .update(paymentOrders)
          .set({ status: 1, providerPaymentId: 'pay_rolled_back', paidAt: clock.now() })
          .where(eq(paymentOrders.id, pending.id))
        expect(await numberInvoices(tx as unknown as Db)).toBe(1)
        throw new Error('the payment failed after all')
      }),
    ).rejects.toThrow('the payment failed after all')
    const next = await topUp(t, buyer, 99)
    expect(next.invoiceNumber).toBe(`GH/27-28/${String(before!.lastNumber + 1).padStart(6, '0')}`)
  })

  it('a paid order left without its number (a numbering that failed) gets the next one', async () => {
    const pending = await topUp(t, buyer, 99, { outcome: 'none' })
    await t.app.db
      .update(paymentOrders)
      .set({ status: 1, providerPaymentId: 'pay_left_unnumbered', paidAt: clock.now() })
      .where(eq(paymentOrders.id, pending.id))
    const next = await topUp(t, buyer, 99)
    const [left] = await t.app.db
      .select({ invoiceNumber: paymentOrders.invoiceNumber })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, pending.id))
    const serial = (n: string | null) => Number(n!.split('/')[2])
    // Numbered in the order they were paid: the one left behind first.
    expect(serial(next.invoiceNumber)).toBe(serial(left!.invoiceNumber) + 1)
  })

  it('a paid order read before its numbering ended is read with its number, wherever it shows', async () => {
    // A confirmation answers before its invoice's numbering ends: an order paid and committed,
    // no numbering asked for yet, is what a reader can meet then.
    const unnumbered = async (paymentId: string) => {
      const order = await topUp(t, buyer, 99, { outcome: 'none' })
      await t.app.db.transaction(async (tx) => {
        await tx
          .update(paymentOrders)
          .set({ status: 1, providerPaymentId: paymentId, paidAt: clock.now() })
          .where(eq(paymentOrders.id, order.id))
        await moveCredits(tx, {
          userId: buyer.id,
          credits: 99,
          kind: 'top_up',
          reference: `order:${order.id}`,
          paymentOrderId: order.id,
        })
      })
      return order.id
    }
    const numberOf = async (id: number) =>
      (
        await t.app.db
          .select({ invoiceNumber: paymentOrders.invoiceNumber })
          .from(paymentOrders)
          .where(eq(paymentOrders.id, id))
      )[0]!.invoiceNumber

    const inHistory = await unnumbered('pay_read_in_history')
    const history = await get(t.app, '/api/transactions', { token: buyer.token })
    const listed = history.json().data.find((o: { id: number }) => o.id === inHistory)
    expect(listed.invoice_number).toMatch(/^GH\/\d\d-\d\d\/\d{6}$/)
    expect(listed.invoice_number).toBe(await numberOf(inHistory))

    const onAccount = await unnumbered('pay_read_on_account')
    const account = await get(t.app, '/api/account', { token: buyer.token })
    const recent = account.json().data.recent_transactions
    expect(recent.find((o: { id: number }) => o.id === onAccount).invoice_number).toBe(
      await numberOf(onAccount),
    )

    const asPdf = await unnumbered('pay_read_as_pdf')
    const pdf = await invoiceOf(t, asPdf, buyer)
    expect(pdf.statusCode).toBe(200)
    const number = await numberOf(asPdf)
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${number!.replaceAll('/', '-')}.pdf"`,
    )

    // Days in India: the payment's by the test's clock, its ledger entry's by the database's.
    const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
    const today = istDay(new Date())
    const inStatement = await unnumbered('pay_read_in_statement')
    const csv = await get(
      t.app,
      `/api/transactions/statement?from=${today}&to=${today}&format=csv`,
      {
        token: buyer.token,
      },
    )
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.body).toContain(`Invoice ${await numberOf(inStatement)}`)

    const admin = await person(t, clock, USER_TYPE.admin)
    const inGstr1 = await unnumbered('pay_read_in_gstr1')
    const gstr1 = await get(
      t.app,
      `/api/admin/gstr1?month=${istDay(clock.now()).slice(0, 7)}&section=b2cs`,
      {
        token: admin.token,
      },
    )
    expect(gstr1.statusCode, gstr1.body).toBe(200)
    // Numbered by the export itself (nothing else asked for a numbering): so it is in the CSV.
    expect(await numberOf(inGstr1)).not.toBeNull()
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
