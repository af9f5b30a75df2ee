import { describe, expect, it } from 'vitest'
import { parseConfig, SAMPLE_SELLER } from '../../../src/config'

/** A production environment complete but for what a test leaves out. */
const production = {
  NODE_ENV: 'production',
  OTP_DELIVERY: 'smtp',
  SMTP_URL: 'smtp://user:pass@127.0.0.1:587',
  PAYMENTS: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'secret-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  SELLER_LEGAL_NAME: 'Godown Hub Technologies Private Limited',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
}

const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env)
    return ''
  } catch (err) {
    return (err as Error).message
  }
}

describe('seller settings for tax invoices', () => {
  it('outside production default to a plainly sample seller in Maharashtra', () => {
    const { invoices, site } = parseConfig({})
    expect(invoices).toEqual({
      prefix: 'GH',
      sacCode: '998599',
      seller: {
        legalName: SAMPLE_SELLER.legalName,
        gstin: SAMPLE_SELLER.gstin,
        address: site.address,
        gstStateCode: '27',
      },
    })
    expect(invoices.seller.legalName).toMatch(/sample/i)
  })

  it('in production need the legal name and the GSTIN', () => {
    const { SELLER_LEGAL_NAME: _name, SELLER_GSTIN: _gstin, ...rest } = production
    const message = problems(rest)
    expect(message).toContain('SELLER_LEGAL_NAME: is required in production')
    expect(message).toContain('SELLER_GSTIN: is required in production')
    expect(problems(production)).not.toContain('SELLER_')
  })

  it('take the state code from the GSTIN, and the address from SITE_ADDRESS unless given', () => {
    const { invoices } = parseConfig({
      SELLER_GSTIN: '29aagcb7383j1z4',
      SELLER_ADDRESS: '12 Industrial Layout, Peenya, Bengaluru 560058',
    })
    expect(invoices.seller.gstin).toBe('29AAGCB7383J1Z4')
    expect(invoices.seller.gstStateCode).toBe('29')
    expect(invoices.seller.address).toBe('12 Industrial Layout, Peenya, Bengaluru 560058')
  })

  it('refuse a malformed GSTIN or one with a wrong check character', () => {
    expect(problems({ SELLER_GSTIN: '27AAPFU0939F1Z' })).toMatch(/SELLER_GSTIN: must be a 15-char/)
    expect(problems({ SELLER_GSTIN: '27AAPFU0939F1ZW' })).toContain(
      'SELLER_GSTIN: has a wrong check character',
    )
  })

  it('refuse a state code that is not a GST state code or not the GSTIN’s', () => {
    expect(problems({ SELLER_STATE_CODE: '99' })).toContain(
      'SELLER_STATE_CODE: must be a two-digit GST state code',
    )
    expect(problems({ SELLER_STATE_CODE: '29' })).toContain(
      'SELLER_STATE_CODE: must be 27, the state code SELLER_GSTIN begins with',
    )
    expect(parseConfig({ SELLER_STATE_CODE: '27' }).invoices.seller.gstStateCode).toBe('27')
  })

  it('take an invoice prefix and SAC code of the right shape', () => {
    const { invoices } = parseConfig({ INVOICE_PREFIX: 'GHT', SAC_CODE: '998314' })
    expect(invoices).toMatchObject({ prefix: 'GHT', sacCode: '998314' })
    expect(problems({ INVOICE_PREFIX: 'gh/1' })).toContain('INVOICE_PREFIX')
    expect(problems({ SAC_CODE: '12345' })).toContain('SAC_CODE')
  })
})
