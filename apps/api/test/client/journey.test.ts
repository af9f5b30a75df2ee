import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers/app'
import { latestCode, newPerson } from '../helpers/auth'
import { listing, makeUser, seedPlaces } from '../helpers/listings'
import { apiClient, bearer, type ApiClient } from './client'

const COST = 10

/**
 * A seeker's whole journey through the typed client generated from the OpenAPI document, over
 * HTTP: what the document says of paths, bodies and answers is what the server takes and gives,
 * or this file fails to typecheck or to pass (decision 048).
 */
describe('register, top up in the sandbox and unlock, through the generated client', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let api: ApiClient
  let dataDir: string
  let published: number
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-client-'))
    t = await createTestApp({
      env: {
        PAYMENTS: 'sandbox',
        RAZORPAY_KEY_ID: '',
        RAZORPAY_KEY_SECRET: '',
        RAZORPAY_WEBHOOK_SECRET: '',
        DATA_DIR: dataDir,
        UNLOCK_COST: String(COST),
      },
    })
    await seedPlaces(t.database.db)
    const owner = await makeUser(t.database.db, 2)
    published = await listing(t.database.db, owner.id, { name: 'Bhiwandi godown' })
    api = await apiClient(t.app)
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('signs up, pays for credits, gets the tax invoice and unlocks a listing', async () => {
    const person = newPerson()
    const email = person.email!
    const who = { first_name: person.first_name, email, phone_number: person.phone_number }

    const sent = await api.POST('/api/send-otp', { body: { ...who, user_type: 1 } })
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(200)
    const code = await latestCode(t.database.db, email)
    const checked = await api.POST('/api/verify-otp', {
      body: { email, phone_number: person.phone_number, verification_otp: code },
    })
    expect(checked.response.status, JSON.stringify(checked.error)).toBe(200)
    const registered = await api.POST('/api/register', {
      body: {
        ...who,
        user_type: 1,
        verification_otp: code,
        password: person.password,
        c_password: person.password,
        agreeTerms: true,
      },
    })
    expect(registered.response.status, JSON.stringify(registered.error)).toBe(201)

    // An error answer is the typed envelope.
    const refused = await api.POST('/api/login', {
      body: { email_or_phone: email, password: 'not-the-password-1' },
    })
    expect(refused.response.status).toBe(401)
    expect(refused.error).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' })

    const login = await api.POST('/api/login', {
      body: { email_or_phone: email, password: person.password },
    })
    if (!login.data) throw new Error(JSON.stringify(login.error))
    const headers = bearer(login.data.data.token)
    const me = await api.GET('/api/me', { headers })
    expect(me.data?.data.email).toBe(email)

    const order = await api.POST('/api/wallet/order', { body: { credits: 99 }, headers })
    if (!order.data) throw new Error(JSON.stringify(order.error))
    expect(order.data).toMatchObject({ provider: 'sandbox', amount: 9_900 })
    const paid = await api.POST('/api/sandbox/pay', {
      body: { order_id: order.data.order_id, outcome: 'success' },
      headers,
    })
    if (!paid.data) throw new Error(JSON.stringify(paid.error))
    // Only a successful payment is signed (the document says the signature may be absent).
    const { razorpay_signature, ...ids } = paid.data.data
    expect(razorpay_signature).toMatch(/^[0-9a-f]{64}$/)
    const verified = await api.POST('/api/wallet/verify', {
      body: { ...ids, razorpay_signature: razorpay_signature! },
      headers,
    })
    expect(verified.data?.data.credits).toBe(99)
    expect((await api.GET('/api/wallet', { headers })).data?.data.credits).toBe(99)

    const payments = await api.GET('/api/transactions', { params: { query: {} }, headers })
    const payment = payments.data?.data[0]
    if (!payment) throw new Error(JSON.stringify(payments.error))
    const invoice = await api.GET('/api/transactions/{id}/invoice', {
      params: { path: { id: payment.id } },
      headers,
      parseAs: 'arrayBuffer',
    })
    expect(invoice.response.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(invoice.data!).subarray(0, 5).toString()).toBe('%PDF-')
    // A missing invoice's error is JSON, as the document now says (not application/pdf).
    const missing = await api.GET('/api/transactions/{id}/invoice', {
      params: { path: { id: payment.id + 1_000 } },
      headers,
    })
    expect(missing.response.status).toBe(404)
    expect(missing.error).toMatchObject({ success: false, code: 'NOT_FOUND' })

    const before = await api.GET('/api/property/view', {
      params: { query: { property_id: published } },
      headers,
    })
    expect(before.data?.data).toMatchObject({ pass: false, unlock_cost: COST })
    const unlocked = await api.POST('/api/property/unlock', {
      body: { property_id: published },
      headers,
    })
    if (!unlocked.data) throw new Error(JSON.stringify(unlocked.error))
    expect(unlocked.data.data.credits).toBe(99 - COST)
    expect(unlocked.data.data.property).toMatchObject({ pass: true })
    const unlockedList = await api.GET('/api/unlocked-properties', {
      params: { query: {} },
      headers,
    })
    expect(unlockedList.data?.data.map((p) => p.property_id)).toEqual([published])
  })
})
