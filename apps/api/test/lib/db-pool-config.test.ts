import { describe, expect, it } from 'vitest'
import { DEFAULT_DB_POOL_MAX, MAX_DB_POOL_MAX, parseConfig } from '../../src/config'

describe('DB_POOL_MAX', () => {
  it('defaults to the measured size, and an empty value means the default', () => {
    expect(parseConfig({}).databasePoolMax).toBe(DEFAULT_DB_POOL_MAX)
    expect(parseConfig({ DB_POOL_MAX: '' }).databasePoolMax).toBe(DEFAULT_DB_POOL_MAX)
  })

  it('accepts the ends of its range', () => {
    expect(parseConfig({ DB_POOL_MAX: '1' }).databasePoolMax).toBe(1)
    expect(parseConfig({ DB_POOL_MAX: String(MAX_DB_POOL_MAX) }).databasePoolMax).toBe(
      MAX_DB_POOL_MAX,
    )
  })

  it('refuses anything else at start-up, naming the key and the range', () => {
    for (const value of ['0', String(MAX_DB_POOL_MAX + 1), '7.5', 'ten', '-3']) {
      expect(() => parseConfig({ DB_POOL_MAX: value }), value).toThrow(
        new RegExp(`DB_POOL_MAX: must be a whole number from 1 to ${MAX_DB_POOL_MAX} connections`),
      )
    }
  })
})
