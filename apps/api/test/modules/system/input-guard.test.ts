import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nulPath, NUL_MESSAGE } from '../../../src/plugins/input-guard'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'

describe('NUL characters in input', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('finds the first string with a NUL and names its path', () => {
    expect(nulPath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1')
    expect(nulPath({ a: 'ok', n: 1 })).toBeUndefined()
  })

  it('refuses a JSON body holding one with a 422 naming the field, before any route runs', async () => {
    const res = await post(t.app, '/api/newsletter', { email: 'a\u0000@example.in' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: [NUL_MESSAGE] },
    })
  })

  it('refuses one in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/districtsByFilter?state_id=%00' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ state_id: [NUL_MESSAGE] })
  })
})
