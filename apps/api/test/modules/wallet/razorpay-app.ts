import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from '../../helpers/app'
import type { ManualClock } from '../../helpers/clock'
import {
  RAZORPAY_KEYS,
  razorpayEnv,
  startRazorpayStub,
  webhookSignature,
  type RazorpayStub,
} from '../../helpers/razorpay-stub'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A test file's app paying through the real Razorpay SDK against a loopback stub: both start
 * before the file (handed to `started`) and stop after it.
 */
export function razorpayTests(
  started: (s: { stub: RazorpayStub; t: TestApp }) => void,
  options: { clock?: ManualClock } = {},
) {
  let stub: RazorpayStub | undefined
  let t: TestApp | undefined
  beforeAll(async () => {
    stub = await startRazorpayStub()
    t = await createTestApp({ env: razorpayEnv(stub.url), ...options })
    started({ stub, t })
  })
  afterAll(async () => {
    await t?.close()
    await stub?.close()
  })
}

/** Posts a webhook body as Razorpay does: raw JSON, signed, with an event id. */
export function deliver(
  t: TestApp,
  event: object | string,
  options: { id?: string; secret?: string; signature?: string } = {},
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature':
        options.signature ?? webhookSignature(body, options.secret ?? RAZORPAY_KEYS.webhookSecret),
      ...(options.id ? { 'x-razorpay-event-id': options.id } : {}),
    },
    payload: body,
  })
}

let events = 0
/** A fresh webhook event id. */
export const eventId = () => `evt_Stub${String(++events).padStart(10, '0')}`
