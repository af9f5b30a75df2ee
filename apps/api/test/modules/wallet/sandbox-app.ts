import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { appSecrets } from '../../../src/db/schema/index'
import { SANDBOX_SECRET_NAME } from '../../../src/modules/wallet/providers/sandbox-secret'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { openOrder } from './payments-helpers'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The sandbox on its own: no Razorpay keys at all, its secret made in DATA_DIR. */
export const SANDBOX_ENV = {
  PAYMENTS: 'sandbox',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  RAZORPAY_WEBHOOK_SECRET: '',
}

export const sandboxPay = (
  t: TestApp,
  token: string,
  orderId: string,
  outcome: 'success' | 'failure',
) => post(t.app, '/api/sandbox/pay', { order_id: orderId, outcome }, { token })

/**
 * A test file's app paying in the sandbox, with a DATA_DIR of its own and a manual clock: started
 * before the file (handed to `started`), removed after it.
 */
export function sandboxTests(started: (s: { t: TestApp; dataDir: string }) => void) {
  let t: TestApp | undefined
  let dataDir: string
  const clock = new ManualClock()
  const secret = async () => {
    const [row] = await t!.app.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, SANDBOX_SECRET_NAME))
    return row!.value
  }
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-payments-'))
    t = await createTestApp({ env: { ...SANDBOX_ENV, DATA_DIR: dataDir }, clock })
    started({ t, dataDir })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** Opens an order and pays it in the sandbox; the signed confirmation. */
  async function paidOrder(token: string, credits: number) {
    const order = await openOrder(t!.app, token, credits)
    const res = await sandboxPay(t!, token, order.order_id, 'success')
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as {
      razorpay_order_id: string
      razorpay_payment_id: string
      razorpay_signature: string
    }
  }

  return { clock, secret, paidOrder }
}
