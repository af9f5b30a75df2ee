import { createHmac } from 'node:crypto'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { appSecrets } from '../../../src/db/schema/index'
import { buildApp } from '../../../src/app'
import { SANDBOX_SECRET_NAME } from '../../../src/modules/wallet/providers/sandbox-secret'
import { createTestApp, testConfig } from '../../helpers/app'
import { SANDBOX_ENV, sandboxPay, sandboxTests, type TestApp } from './sandbox-app'
import { makeUser } from '../../helpers/listings'
import { openOrder, verify } from './payments-helpers'

/** The sandbox: where its signing secret is kept. */
describe('top-ups in the sandbox (PAYMENTS=sandbox)', () => {
  let t: TestApp
  let dataDir: string
  const { secret, paidOrder } = sandboxTests((s) => ({ t, dataDir } = s))

  // The secret is made on the first payment, as a seeker's first top-up would.
  beforeAll(async () => {
    const seeker = await makeUser(t.app.db)
    await paidOrder(seeker.token, 1)
  })

  it('keeps its signing secret in the database, the same for every app on it; writes no file', async () => {
    expect(await secret()).toMatch(/^[0-9a-f]{64}$/)
    await expect(stat(path.join(dataDir, 'sandbox-secret'))).rejects.toThrow(/ENOENT/)
    // A second app on the same database (another instance) signs with the same secret.
    const other = await buildApp({
      config: testConfig({ ...SANDBOX_ENV, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'b-')) }),
      database: t.database,
      logger: false,
    })
    try {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 5)
      const paid = await sandboxPay(t, seeker.token, order.order_id, 'success')
      expect(paid.statusCode, paid.body).toBe(200)
      const confirmation = paid.json().data
      expect(confirmation.razorpay_signature).toBe(
        createHmac('sha256', await secret())
          .update(`${order.order_id}|${confirmation.razorpay_payment_id}`)
          .digest('hex'),
      )
      const verified = await verify(other, seeker.token, confirmation)
      expect(verified.statusCode, verified.body).toBe(200)
      expect(verified.json().data).toEqual({ credits: 5 })
    } finally {
      await other.close()
    }
  })

  it('adopts the secret an older install kept in DATA_DIR/sandbox-secret, so its signatures still verify', async () => {
    const oldDir = await mkdtemp(path.join(tmpdir(), 'sandbox-old-'))
    const old = 'ab'.repeat(32)
    await writeFile(path.join(oldDir, 'sandbox-secret'), `${old}\n`, { mode: 0o600 })
    const upgraded = await createTestApp({ env: { ...SANDBOX_ENV, DATA_DIR: oldDir } })
    try {
      const seeker = await makeUser(upgraded.app.db)
      const order = await openOrder(upgraded.app, seeker.token, 5)
      const paymentId = 'pay_OldInstall0001'
      const signature = createHmac('sha256', old).update(`${order.order_id}|${paymentId}`)
      const res = await verify(upgraded.app, seeker.token, {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature.digest('hex'),
      })
      expect(res.statusCode, res.body).toBe(200)
      const [row] = await upgraded.app.db.select().from(appSecrets)
      expect(row).toMatchObject({ name: SANDBOX_SECRET_NAME, value: old })
    } finally {
      await upgraded.close()
      await rm(oldDir, { recursive: true, force: true })
    }
  })
})
