import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../src/config'
import { openDatabase } from '../../../src/db/client'
import { paymentOrders, sandboxOrders, sandboxPayments, users } from '../../../src/db/schema/index'
import { testConfig } from '../../helpers/app'
import { MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import { POSTGRES_PASS } from '../../helpers/passes'

const run = promisify(execFile)
/**
 * An embedded database on disk migrated, then a script started with tsx that opens it again:
 * 30 s on a busy CI machine, over a minute when lint and typecheck run beside it.
 */
const SCRIPT_TIMEOUT_MS = 150_000

describe.skipIf(POSTGRES_PASS)('npm run payments:reconcile', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'reconcile-script-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it(
    'settles the configured database once: a sandbox order paid 20 minutes ago is credited',
    async () => {
      // The embedded database in DATA_DIR, as a stopped server left it.
      const database = await openDatabase({ dataDir })
      await database.migrate(testConfig().migrationsDir)
      const buyer = await makeUser(database.db)
      const createdAt = new Date(Date.now() - 20 * MINUTE)
      await database.db.insert(sandboxOrders).values({
        id: 'order_ScriptTest0001',
        amountPaise: 12_300,
        receipt: 'rcpt_script',
        createdAt,
      })
      await database.db.insert(sandboxPayments).values({
        id: 'pay_ScriptTest00001',
        orderId: 'order_ScriptTest0001',
        status: 'captured',
        amountPaise: 12_300,
        createdAt,
      })
      await database.db.insert(paymentOrders).values({
        userId: buyer.id,
        provider: 'sandbox',
        providerOrderId: 'order_ScriptTest0001',
        amountPaise: 12_300,
        credits: 123,
        createdAt,
      })
      await database.close()

      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', path.join('apps/api/src/scripts/reconcile.ts')],
        {
          cwd: REPO_ROOT,
          timeout: SCRIPT_TIMEOUT_MS,
          env: {
            ...process.env,
            NODE_ENV: 'development',
            DATABASE_URL: '',
            DATA_DIR: dataDir,
            PAYMENTS: 'sandbox',
            RAZORPAY_KEY_SECRET: 'script-test-key-secret',
          },
        },
      )
      expect(stdout).toContain(
        'Payments (sandbox): 1 checked, 1 credited, 0 failed, 0 still pending, 0 errors.',
      )

      const reopened = await openDatabase({ dataDir })
      try {
        const [order] = await reopened.db
          .select({ status: paymentOrders.status, paymentId: paymentOrders.providerPaymentId })
          .from(paymentOrders)
        expect(order).toEqual({ status: PAYMENT_STATUS.success, paymentId: 'pay_ScriptTest00001' })
        const [user] = await reopened.db
          .select({ credits: users.credits })
          .from(users)
          .where(eq(users.id, buyer.id))
        expect(user!.credits).toBe(123)
      } finally {
        await reopened.close()
      }
    },
    SCRIPT_TIMEOUT_MS + 30_000,
  )
})
