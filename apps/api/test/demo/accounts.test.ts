import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS, DEMO_SEEKER_CREDITS, seedDemoAccounts } from '../../src/demo/accounts'
import { users, walletLedger } from '../../src/db/schema/index'
import { createTestApp, testConfig } from '../helpers/app'
import { razorpayEnv } from '../helpers/razorpay-stub'
import { SELLER_ENV } from '../helpers/seller'

describe('demo accounts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are created once, on an empty database, and can log in with their roles', async () => {
    const created = await seedDemoAccounts(t.database.db)
    expect(created.map((d) => d.role)).toEqual(['seeker', 'owner', 'owner', 'admin'])
    // A second start adds nothing and still reports the logins that exist.
    expect(await seedDemoAccounts(t.database.db)).toEqual(created)
    const [all] = await t.database.db.select({ n: count() }).from(users)
    expect(all!.n).toBe(4)

    for (const d of DEMO_LOGINS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email_or_phone: d.phone, password: d.password },
      })
      expect(res.statusCode, d.email).toBe(200)
      expect(res.json().data.user_type).toBe(d.userType)
    }
  })

  it('give the seeker credits that the ledger accounts for', async () => {
    const seeker = DEMO_LOGINS[0]!
    const [u] = await t.database.db.select().from(users).where(eq(users.email, seeker.email))
    expect(u!.credits).toBe(DEMO_SEEKER_CREDITS)
    const ledger = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, u!.id))
    expect(ledger).toMatchObject([
      { delta: DEMO_SEEKER_CREDITS, balanceAfter: DEMO_SEEKER_CREDITS, reason: 'demo_grant' },
    ])
  })

  it('are off by default in production and can be switched', () => {
    expect(testConfig({ NODE_ENV: 'development' }).demoData).toBe(true)
    expect(
      testConfig({
        NODE_ENV: 'production',
        OTP_DELIVERY: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ...razorpayEnv(),
        ...SELLER_ENV,
      }).demoData,
    ).toBe(false)
    expect(testConfig({ DEMO_DATA: 'false' }).demoData).toBe(false)
    expect(testConfig({ DEMO_DATA: '' }).demoData).toBe(true)
  })
})
