import { describe, expect, it } from 'vitest'
import { parseConfig, requestTimeoutFor } from '../src/config'
import { razorpayEnv } from './helpers/razorpay-stub'
import { SELLER_ENV } from './helpers/seller'

describe('configuration', () => {
  it('starts with sensible defaults on an empty environment', () => {
    const config = parseConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/[\\/]data$/)
    expect(config.site.name).toBe('Godown Hub')
    expect(config.site.slug).toBe('godownhub')
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('stops with a message naming every bad key', () => {
    expect(() =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_EMAIL: 'nope' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SITE_EMAIL/)
  })

  it('derives the product slug from SITE_NAME', () => {
    expect(parseConfig({ SITE_NAME: 'Bharat Godam 24' }).site.slug).toBe('bharatgodam24')
  })

  it('has no social links unless set, and sends the set ones to the web app', () => {
    expect(parseConfig({}).site.social).toEqual({})
    const site = parseConfig({
      SITE_FACEBOOK_URL: 'https://www.facebook.com/godownhub',
      SITE_INSTAGRAM_URL: '',
    }).site
    expect(site.social).toEqual({ facebook: 'https://www.facebook.com/godownhub' })
  })

  it("refuses a social link to a network's home page, another site or plain http", () => {
    for (const [key, value] of [
      ['SITE_FACEBOOK_URL', 'https://www.facebook.com/'],
      ['SITE_LINKEDIN_URL', 'https://example.com/company/godownhub'],
      ['SITE_INSTAGRAM_URL', 'http://instagram.com/godownhub'],
    ] as const)
      expect(() => parseConfig({ [key]: value }), key).toThrow(new RegExp(`${key}: must be`))
  })

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined()
  })
})

describe('OTP delivery configuration', () => {
  it('refuses the dev outbox in production, naming OTP_DELIVERY', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/OTP_DELIVERY: outbox/)
    expect(() => parseConfig({ NODE_ENV: 'production', OTP_DELIVERY: 'outbox' })).toThrow(
      /OTP_DELIVERY/,
    )
  })

  it('needs the settings of the chosen driver', () => {
    expect(() => parseConfig({ OTP_DELIVERY: 'smtp' })).toThrow(/SMTP_URL/)
    expect(() => parseConfig({ OTP_DELIVERY: 'msg91' })).toThrow(
      /MSG91_AUTH_KEY[\s\S]*MSG91_TEMPLATE_ID/,
    )
    const config = parseConfig({
      NODE_ENV: 'production',
      OTP_DELIVERY: 'smtp',
      SMTP_URL: 'smtp://mail.example.in:587',
      ...razorpayEnv(),
      ...SELLER_ENV,
    })
    expect(config.devTools).toBe(false)
    expect(config.otp.smtpFrom).toBe('Godown Hub <hello@godownhub.in>')
  })
})

describe('numeric settings are refused outside their range at start-up', () => {
  it('refuses UNLOCK_COST=0 (an unlock would cost nothing), naming the key', () => {
    expect(() => parseConfig({ UNLOCK_COST: '0' })).toThrow(
      /UNLOCK_COST: must be a whole number from 1 to 100000 credits/,
    )
  })

  it('refuses every numeric key outside its range or not a whole number', () => {
    const cases: Array<[string, string]> = [
      ['UNLOCK_COST', '100001'],
      ['UNLOCK_COST', '-5'],
      ['UNLOCK_COST', '9.5'],
      ['UNLOCK_COST', 'ninety'],
      ['SESSION_TTL_DAYS', '0'],
      ['SESSION_TTL_DAYS', '366'],
      ['PORT', '65536'],
      ['PORT', '-1'],
      ['TRUST_PROXY', '11'],
    ]
    for (const [key, value] of cases) {
      expect(() => parseConfig({ [key]: value }), `${key}=${value}`).toThrow(
        new RegExp(`Invalid configuration:\\n  ${key}: `),
      )
    }
  })

  it('accepts the ends of each range, and an empty value means the default', () => {
    expect(parseConfig({ UNLOCK_COST: '1' }).unlockCost).toBe(1)
    expect(parseConfig({ UNLOCK_COST: '100000' }).unlockCost).toBe(100_000)
    expect(parseConfig({ UNLOCK_COST: '' }).unlockCost).toBe(99)
    expect(parseConfig({ PORT: '' }).port).toBe(3000)
    expect(parseConfig({ PORT: '0' }).port).toBe(0)
    expect(parseConfig({ SESSION_TTL_DAYS: '365' }).sessionTtlMs).toBe(365 * 86_400_000)
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
  })
})

describe('network defaults', () => {
  it('listens on the loopback interface unless HOST says otherwise (0.0.0.0 in containers)', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1')
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('gives clients 10 s for their headers, and bodies time in proportion to their size limit', () => {
    const { http } = parseConfig({})
    expect(http.headersTimeoutMs).toBe(10_000)
    expect(http.bodyLimitBytes).toBe(1_048_576)
    // 10 s for the headers + 1 MiB at 16 KiB/s = 64 s.
    expect(requestTimeoutFor(http.bodyLimitBytes)).toBe(74_000)
    expect(requestTimeoutFor(100 * 1_048_576)).toBe(10_000 + 6_400_000)
  })
})
