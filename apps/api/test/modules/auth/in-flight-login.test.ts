import { AUTH_ERRORS } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { get, newPerson, post, resetCode, signedIn } from '../../helpers/auth'

/**
 * Holds the next check of `password` after Argon2 has answered, until the test lets it go: a
 * login that is "still checking" while something else happens, without racing the clock.
 */
const gate = vi.hoisted(() => ({
  password: null as string | null,
  reached: () => {},
  release: Promise.resolve(),
}))

vi.mock(import('../../../src/lib/password'), async (importOriginal) => {
  const real = await importOriginal()
  return {
    ...real,
    async verifyPassword(hash: string, password: string) {
      const ok = await real.verifyPassword(hash, password)
      if (password === gate.password) {
        gate.password = null
        gate.reached()
        await gate.release
      }
      return ok
    },
  }
})

/** Arms the gate for `password`; resolves `checking` once a login is held inside its check. */
function holdNextCheckOf(password: string) {
  let release!: () => void
  const checking = new Promise<void>((resolve) => {
    gate.reached = resolve
  })
  gate.release = new Promise<void>((resolve) => {
    release = resolve
  })
  gate.password = password
  return { checking, release }
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('a login in flight when the password changes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const expired = { success: false, code: 'UNAUTHENTICATED', message: AUTH_ERRORS.sessionExpired }
  const login = (email: string, password: string) =>
    post(t.app, '/api/login', { email_or_phone: email, password })

  it('gets a token that a password change made in the meantime has already ended', async () => {
    const { token, person } = await signedIn(t.app, t.database.db, newPerson())
    const held = holdNextCheckOf(person.password)
    const inFlight = login(person.email!, person.password)
    await held.checking

    const change = await post(
      t.app,
      '/api/change-password',
      {
        old_password: person.password,
        new_password: 'changed-pass-1',
        c_password: 'changed-pass-1',
      },
      { token },
    )
    expect(change.statusCode).toBe(200)
    held.release()

    // The old password was right when the check began, so the login itself succeeds ...
    const res = await inFlight
    expect(res.statusCode).toBe(200)
    // ... but its session belongs to the credentials that no longer exist.
    const me = await get(t.app, '/api/me', { token: res.json().data.token })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual(expired)
    const fresh = await login(person.email!, 'changed-pass-1')
    expect((await get(t.app, '/api/me', { token: fresh.json().data.token })).statusCode).toBe(200)
  })

  it('gets a token that a password reset made in the meantime has already ended', async () => {
    const { person } = await signedIn(t.app, t.database.db, newPerson())
    const code = await resetCode(t.app, t.database.db, person.email!)
    const held = holdNextCheckOf(person.password)
    const inFlight = login(person.email!, person.password)
    await held.checking

    const reset = await post(t.app, '/api/reset-password', {
      email: person.email,
      otp: code,
      password: 'reset-pass-1',
      c_password: 'reset-pass-1',
    })
    expect(reset.statusCode).toBe(200)
    held.release()

    const res = await inFlight
    expect(res.statusCode).toBe(200)
    const me = await get(t.app, '/api/me', { token: res.json().data.token })
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual(expired)
  })
})
