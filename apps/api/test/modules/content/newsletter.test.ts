import { NEWSLETTER_TEXTS } from '@app/contract/content'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions } from '../../../src/db/schema/index'
import { NEWSLETTER_SIGNUPS_PER_IP } from '../../../src/modules/content/service'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'

describe('POST newsletter', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const subscribe = (email: string, ip: string) => post(t.app, '/api/newsletter', { email }, { ip })
  const stored = async () =>
    (
      await t.database.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
    )
      .map((r) => r.email)
      .sort()

  it('limits sign-ups per IP: 429 with Retry-After once the budget is spent', async () => {
    const ip = '198.51.100.7'
    const { limit } = NEWSLETTER_SIGNUPS_PER_IP
    for (let i = 0; i < limit; i++) {
      const res = await subscribe(`reader${i}@example.in`, ip)
      expect(res.statusCode, `sign-up ${i + 1}`).toBe(200)
      expect(res.json().message).toBe(NEWSLETTER_TEXTS.done)
    }
    const refused = await subscribe('one-too-many@example.in', ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many sign-ups from your network. Please try again later.',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await stored()).not.toContain('one-too-many@example.in')

    // Another network is not held back.
    expect((await subscribe('neighbour@example.in', '198.51.100.8')).statusCode).toBe(200)
  })

  it('keeps one row per address', async () => {
    for (const email of ['Repeat@Example.in', 'repeat@example.in'])
      expect((await subscribe(email, '198.51.100.20')).statusCode).toBe(200)
    expect((await stored()).filter((e) => e === 'repeat@example.in')).toHaveLength(1)
  })

  it('refuses a 20,000-character address with 422 and the spec text', async () => {
    const res = await subscribe(`${'a'.repeat(20_000)}@example.in`, '198.51.100.30')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ email: [NEWSLETTER_TEXTS.invalid] })
  })
})
