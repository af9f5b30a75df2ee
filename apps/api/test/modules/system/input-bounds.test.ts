import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'

const ID_TOO_BIG = 2 ** 31

describe('input bounds: out-of-range ids and over-long texts are 422, never 500', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = (await makeUser(t.database.db, 1, 500)).token
  })
  afterAll(() => t.close())

  it('refuses ids of 2^31 and above in public filters with 422 naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`/api/districtsByFilter?state_id=${ID_TOO_BIG}`, 'state_id', 'State id'],
      ['/api/citiesByFilter?district_id=99999999999', 'district_id', 'District id'],
    ]
    for (const [url, field, label] of cases) {
      const res = await get(t.app, url)
      expect(res.statusCode, url).toBe(422)
      expect(res.json().errors).toEqual({
        [field]: [`${label} must be a whole number from 1 to 2147483647`],
      })
    }
    const latest = await post(t.app, '/api/properties', { state_id: ID_TOO_BIG, city_id: 2 ** 53 })
    expect(latest.statusCode).toBe(422)
    expect(Object.keys(latest.json().errors).sort()).toEqual(['city_id', 'state_id'])
  })

  it('refuses them in a seeker’s filters, the detail and the unlock', async () => {
    const browse = await get(t.app, `/api/agents-propertys?city_id=${ID_TOO_BIG}`, { token })
    expect(browse.statusCode).toBe(422)
    expect(browse.json().message).toBe('City id must be a whole number from 1 to 2147483647')
    const view = await get(t.app, `/api/property/view?property_id=${ID_TOO_BIG}`, { token })
    expect(view.statusCode).toBe(422)
    expect(view.json().errors.property_id).toEqual([
      'Property id must be a whole number from 1 to 2147483647',
    ])
    const unlock = await post(t.app, '/api/property/unlock', { property_id: ID_TOO_BIG }, { token })
    expect(unlock.statusCode).toBe(422)
    // The largest id is a valid id that does not exist: 404, still no 500.
    const largest = await get(t.app, '/api/property/view?property_id=2147483647', { token })
    expect(largest.statusCode).toBe(404)
  })

  it('refuses a 20,000-character e-mail with 422 and the field message', async () => {
    const email = `${'a'.repeat(20_000)}@example.in`
    const sent = await post(t.app, '/api/send-otp', {
      first_name: 'Asha',
      email,
      phone_number: '9876543210',
      user_type: 1,
    })
    expect(sent.statusCode).toBe(422)
    expect(sent.json().errors).toEqual({ email: ['Invalid email'] })
    const forgot = await post(t.app, '/api/forgot-password', { email })
    expect(forgot.statusCode).toBe(422)
    const login = await post(t.app, '/api/login', { email_or_phone: email, password: 'secret-1' })
    expect(login.statusCode).toBe(422)
    expect(login.json().errors).toEqual({
      email_or_phone: ['Email or Phone must be at most 254 characters'],
    })
  })

  it('refuses a megabyte-scale password before hashing it', async () => {
    const res = await post(t.app, '/api/login', {
      email_or_phone: 'seeker@example.in',
      password: 'p'.repeat(500_000),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ password: ['Password must be at most 128 characters'] })
  })
})
