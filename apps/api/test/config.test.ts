import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/config'

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
    })
    expect(config.devTools).toBe(false)
    expect(config.otp.smtpFrom).toBe('Godown Hub <hello@godownhub.in>')
  })
})
