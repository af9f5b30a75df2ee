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
