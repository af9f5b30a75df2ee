import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../../src/config'
import { razorpayEnv } from '../../helpers/razorpay-stub'

describe('payment configuration', () => {
  it('uses the sandbox by default outside production, its secret in DATA_DIR', () => {
    const { payments } = parseConfig({ DATA_DIR: '/srv/godown' })
    expect(payments).toMatchObject({
      provider: 'sandbox',
      sandboxRoutes: true,
      sandboxSecretFile: '/srv/godown/sandbox-secret',
      razorpay: { apiUrl: 'https://api.razorpay.com/v1' },
    })
  })

  it('refuses to start in production with the sandbox, naming PAYMENTS', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toThrow(
      /PAYMENTS: sandbox takes no real money/,
    )
    expect(() =>
      parseConfig({ ...razorpayEnv(), NODE_ENV: 'production', PAYMENTS: 'sandbox' }),
    ).toThrow(/PAYMENTS: sandbox/)
  })

  it('uses Razorpay in production by default, and then needs its keys, naming each', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /RAZORPAY_KEY_ID: is required in production[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    )
    expect(() => parseConfig({ PAYMENTS: 'razorpay' })).toThrow(
      /RAZORPAY_KEY_ID: is required when PAYMENTS=razorpay/,
    )
    const { payments } = parseConfig({ ...razorpayEnv('https://api.razorpay.com/v1') })
    expect(payments).toMatchObject({
      provider: 'razorpay',
      razorpay: {
        keyId: expect.stringMatching(/^rzp_test_/),
        apiUrl: 'https://api.razorpay.com/v1',
      },
    })
  })

  it('refuses malformed Razorpay settings, naming the key', () => {
    expect(() => parseConfig({ ...razorpayEnv(), RAZORPAY_KEY_ID: 'key' })).toThrow(
      /RAZORPAY_KEY_ID: must look like rzp_test_/,
    )
    expect(() =>
      parseConfig({ ...razorpayEnv(), RAZORPAY_API_URL: 'https://api.razorpay.com' }),
    ).toThrow(/RAZORPAY_API_URL: must be an http\(s\) URL ending in \/v1/)
    expect(() => parseConfig({ ...razorpayEnv(), RAZORPAY_WEBHOOK_SECRET: 'short' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: must be at least 8 characters/,
    )
    expect(() => parseConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS/)
  })
})
