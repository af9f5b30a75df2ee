import { AUTH_ERRORS } from '@app/contract/auth'
import { SESSION_COOKIE } from '@app/contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { get, newPerson, post, registerUser } from '../../helpers/auth'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The session cookie beside the bearer token, and the CSRF check of cookie writes (decision 059). */
describe('session cookie', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function loggedIn() {
    const p = newPerson()
    await registerUser(t.app, t.database.db, p)
    const res = await post(t.app, '/api/login', { email_or_phone: p.email, password: p.password })
    expect(res.statusCode).toBe(200)
    return {
      person: p,
      token: res.json().data.token as string,
      setCookie: res.headers['set-cookie'],
    }
  }
  const cookie = (token: string) => ({ cookie: `signed_in=1; ${SESSION_COOKIE}=${token}` })
  /** What the web app sends with every call (apps/web/src/lib/api-client.ts). */
  const fromApp = { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin' }
  const cleared = `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`

  it('login sets the token as an HttpOnly, Secure, SameSite=Lax cookie for the session', async () => {
    const { token, setCookie } = await loggedIn()
    const days = t.app.config.sessionTtlMs / 1000
    expect(setCookie).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=${days}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    )
  })

  it('authenticates a read by the cookie alone, and the bearer token still works', async () => {
    const { person, token } = await loggedIn()
    const byCookie = await get(t.app, '/api/me', { headers: cookie(token) })
    expect(byCookie.statusCode).toBe(200)
    expect(byCookie.json().data.email).toBe(person.email)
    const byBearer = await get(t.app, '/api/me', { token })
    expect(byBearer.json().data.email).toBe(person.email)
    // A bearer header decides alone: a wrong one is refused whatever the cookie says.
    const wrong = await get(t.app, '/api/me', {
      headers: { ...cookie(token), authorization: `Bearer ${'x'.repeat(43)}` },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('refuses a cookie write without the app header, or from another site, with 403', async () => {
    const { token } = await loggedIn()
    const refused = { success: false, code: 'FORBIDDEN', message: AUTH_ERRORS.crossSiteRefused }
    const attempts: Record<string, string>[] = [
      // A cross-site form: no custom header, the browser names the other site.
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // An old browser without Sec-Fetch-Site: the header is still missing.
      { origin: 'https://evil.example' },
      // The header, but the browser says the request comes from elsewhere.
      { ...fromApp, 'sec-fetch-site': 'cross-site' },
      { ...fromApp, 'sec-fetch-site': 'same-site' },
      { 'x-requested-with': 'fetch', origin: 'https://evil.example' },
      { 'x-requested-with': 'XMLHttpRequest' },
    ]
    for (const headers of attempts) {
      const res = await post(
        t.app,
        '/api/logout',
        {},
        { headers: { ...cookie(token), ...headers } },
      )
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json()).toEqual(refused)
    }
    // None of them ended the session.
    expect((await get(t.app, '/api/me', { headers: cookie(token) })).statusCode).toBe(200)
  })

  it('lets the app write by cookie, logs out and clears the cookie', async () => {
    const { token } = await loggedIn()
    const sameOrigin = { ...fromApp, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }
    const res = await post(
      t.app,
      '/api/logout',
      {},
      { headers: { ...cookie(token), ...sameOrigin } },
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBe(cleared)
    // The session is over: the cookie is refused, and the answer tells the browser to drop it.
    const after = await get(t.app, '/api/me', { headers: cookie(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe(AUTH_ERRORS.sessionExpired)
    expect(after.headers['set-cookie']).toBe(cleared)
  })

  it('a bearer write needs no app header, and logging out by bearer clears the cookie too', async () => {
    const { token } = await loggedIn()
    const res = await post(t.app, '/api/logout', {}, { token })
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBe(cleared)
  })

  it('clears the cookie when the password changes and when every session is ended', async () => {
    const first = await loggedIn()
    const newPassword = 'Changed-Pass-5520'
    const changed = await post(
      t.app,
      '/api/change-password',
      { old_password: first.person.password, new_password: newPassword, c_password: newPassword },
      { headers: { ...cookie(first.token), ...fromApp } },
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.headers['set-cookie']).toBe(cleared)
    expect((await get(t.app, '/api/me', { headers: cookie(first.token) })).statusCode).toBe(401)

    const second = await loggedIn()
    const ended = await post(t.app, '/api/account/logout-everywhere', {}, { token: second.token })
    expect(ended.statusCode).toBe(200)
    expect(ended.headers['set-cookie']).toBe(cleared)
  })

  it('answers a malformed cookie as an ended session, without asking the database', async () => {
    const res = await get(t.app, '/api/me', { headers: { cookie: `${SESSION_COOKIE}=nope` } })
    expect(res.statusCode).toBe(401)
    expect(res.headers['set-cookie']).toBe(cleared)
    const none = await get(t.app, '/api/me', { headers: { cookie: 'signed_in=1' } })
    expect(none.statusCode).toBe(401)
    expect(none.headers['set-cookie']).toBeUndefined()
  })
})
