import { AUTH_ERRORS, AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import {
  get,
  loginToken,
  messagesTo,
  newPerson,
  nextIp,
  post,
  resetCode,
  signedIn,
  waitForMessage,
  type Person,
} from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { heardAuth } from './feed'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('sessions, passwords and account type', () => {
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      setup(app) {
        app.get(
          '/api/test/owners-only',
          { onRequest: app.requirePermission('create-properties') },
          async (req) => ({ id: req.user?.id }),
        )
        app.get(
          '/api/test/admins-only',
          { preHandler: [app.authenticate, app.requirePermission('admin', 'Admins only.')] },
          async () => ({ ok: true }),
        )
      },
    })
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const me = (token?: string) => get(t.app, '/api/me', { token })
  /** An admin's change of type, straight in the database: the app hears of it (feed.ts). */
  const setUserType = async (id: number, userType: number) => {
    const heard = heardAuth(t.app.changes, id)
    await db().update(users).set({ userType }).where(eq(users.id, id))
    await heard
  }
  const notAuthenticated = {
    success: false,
    code: 'UNAUTHENTICATED',
    message: AUTH_MESSAGES.notAuthenticated,
  }
  const expired = { success: false, code: 'UNAUTHENTICATED', message: AUTH_ERRORS.sessionExpired }

  describe('authentication', () => {
    it('answers 401 without a token, and with a malformed or unknown one', async () => {
      expect((await me()).statusCode).toBe(401)
      expect((await me()).json()).toEqual(notAuthenticated)
      for (const authorization of ['Bearer nope', 'Basic abc', `Bearer ${'A'.repeat(43)}`]) {
        const res = await get(t.app, '/api/me', { headers: { authorization } })
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual(expired)
      }
    })

    it('answers 401 once the session has expired', async () => {
      const { token } = await signedIn(t.app, db())
      clock.advance(t.config.sessionTtlMs - MINUTE)
      expect((await me(token)).statusCode).toBe(200)
      clock.advance(MINUTE)
      const res = await me(token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(expired)
    })
  })

  describe('GET me', () => {
    it('describes the user with the permissions of their type', async () => {
      const { id, token, person } = await signedIn(t.app, db())
      const res = await me(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        success: true,
        data: {
          id,
          name: person.first_name,
          email: person.email,
          phone_number: person.phone_number,
          user_type: 1,
          permissions: ['unlock-properties'],
        },
      })
      const cases: [number, string[]][] = [
        [2, ['unlock-properties', 'create-properties', 'view-created-properties']],
        [99, ['unlock-properties', 'create-properties', 'view-created-properties', 'admin']],
        [7, []],
        [0, []],
      ]
      for (const [type, permissions] of cases) {
        await setUserType(id, type)
        expect((await me(token)).json().data).toMatchObject({ user_type: type, permissions })
      }
    })

    it('shows an owner registered without e-mail with email null', async () => {
      const p = newPerson({ email: null })
      const { token } = await signedIn(t.app, db(), p, 2)
      expect((await me(token)).json().data).toMatchObject({
        email: null,
        phone_number: p.phone_number,
        user_type: 2,
      })
    })
  })

  describe('permission guards', () => {
    it('answer 403 to users without the permission, 401 to strangers', async () => {
      const seeker = await signedIn(t.app, db())
      const owner = await signedIn(t.app, db(), newPerson(), 2)
      const denied = await get(t.app, '/api/test/owners-only', { token: seeker.token })
      expect(denied.statusCode).toBe(403)
      expect(denied.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
      const allowed = await get(t.app, '/api/test/owners-only', { token: owner.token })
      expect(allowed.json()).toEqual({ id: owner.id })
      expect((await get(t.app, '/api/test/owners-only')).statusCode).toBe(401)
      const admins = await get(t.app, '/api/test/admins-only', { token: owner.token })
      expect(admins.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Admins only.' })
      await setUserType(owner.id, 99)
      expect((await get(t.app, '/api/test/admins-only', { token: owner.token })).statusCode).toBe(
        200,
      )
    })
  })

  describe('logout', () => {
    it('revokes this token only', async () => {
      const { token, person } = await signedIn(t.app, db())
      const other = await loginToken(t.app, person.email!, person.password)
      const res = await post(t.app, '/api/logout', {}, { token })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: 'You have been logged out' })
      expect((await me(token)).json()).toEqual(expired)
      expect((await post(t.app, '/api/logout', {}, { token })).statusCode).toBe(401)
      expect((await me(other)).statusCode).toBe(200)
    })

    it('needs a token', async () => {
      expect((await post(t.app, '/api/logout')).json()).toEqual(notAuthenticated)
    })
  })

  describe('change password', () => {
    const change = (token: string | undefined, body: object) =>
      post(t.app, '/api/change-password', body, { token })

    it('uses the spec messages', async () => {
      const { token } = await signedIn(t.app, db())
      const empty = await change(token, {})
      expect(empty.statusCode).toBe(422)
      expect(empty.json().errors).toEqual({
        old_password: ['Old password is required'],
        new_password: [AUTH_MESSAGES.newPassword],
        c_password: [AUTH_MESSAGES.passwordsMatch],
      })
      const short = await change(token, {
        old_password: 'x',
        new_password: 'abc12',
        c_password: 'abc12',
      })
      expect(short.json().errors).toEqual({
        new_password: ['New password must be at least 6 characters'],
      })
      const mismatch = await change(token, {
        old_password: 'x',
        new_password: 'abcdef',
        c_password: 'abcdeg',
      })
      expect(mismatch.json().errors).toEqual({ c_password: ['Passwords must match'] })
    })

    it('refuses a wrong old password on old_password', async () => {
      const { token } = await signedIn(t.app, db())
      const res = await change(token, {
        old_password: 'not-my-password',
        new_password: 'brand-new-1',
        c_password: 'brand-new-1',
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: AUTH_ERRORS.wrongOldPassword,
        errors: { old_password: [AUTH_ERRORS.wrongOldPassword] },
      })
      expect((await me(token)).statusCode).toBe(200)
    })

    it('slows down guessing the old password after 5 misses', async () => {
      const { token, person } = await signedIn(t.app, db())
      const body = {
        old_password: 'guess-000',
        new_password: 'brand-new-1',
        c_password: 'brand-new-1',
      }
      for (let i = 0; i < 5; i++) expect((await change(token, body)).statusCode).toBe(422)
      const res = await change(token, { ...body, old_password: person.password })
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: AUTH_ERRORS.tooManyFailures,
      })
      expect(res.headers['retry-after']).toBe('1')
      clock.advance(1000)
      expect((await change(token, { ...body, old_password: person.password })).statusCode).toBe(200)
    })

    it('sets the new password and logs out every session', async () => {
      const { token, person } = await signedIn(t.app, db())
      const other = await loginToken(t.app, person.phone_number, person.password)
      const res = await change(token, {
        old_password: person.password,
        new_password: 'brand-new-1',
        c_password: 'brand-new-1',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: AUTH_SUCCESS.passwordChanged })
      expect((await me(token)).statusCode).toBe(401)
      expect((await me(other)).statusCode).toBe(401)
      const old = await post(t.app, '/api/login', {
        email_or_phone: person.email,
        password: person.password,
      })
      expect(old.statusCode).toBe(401)
      expect(await loginToken(t.app, person.email!, 'brand-new-1')).toMatch(/^[\w-]{43}$/)
    })

    it('needs a token', async () => {
      const res = await change(undefined, {})
      expect(res.json()).toEqual(notAuthenticated)
    })
  })

  describe('forgot and reset password', () => {
    const forgot = (email: unknown, ip?: string) =>
      post(t.app, '/api/forgot-password', { email }, { ip })
    const reset = (body: object) => post(t.app, '/api/reset-password', body)
    const resetBody = (p: Person, otp: string, password = 'reset-pass-1') => ({
      email: p.email,
      otp,
      password,
      c_password: password,
    })
    it('answers the same whether or not the account exists', async () => {
      const { person } = await signedIn(t.app, db())
      const before = await messagesTo(db(), person.email!)
      const unknown = await forgot('no.such.person@example.in')
      const known = await forgot(person.email!.toUpperCase())
      expect(known.statusCode).toBe(200)
      expect(unknown.statusCode).toBe(200)
      expect(known.json()).toEqual({ success: true, message: AUTH_SUCCESS.forgotPassword })
      expect(unknown.json()).toEqual(known.json())
      // The code goes out after the answer; the unknown address was handled before it.
      await waitForMessage(() => messagesTo(db(), person.email!), before)
      expect(await messagesTo(db(), person.email!)).toBe(before + 1)
      expect(await messagesTo(db(), 'no.such.person@example.in')).toBe(0)
    })

    it('checks the e-mail and the reset form with the spec messages', async () => {
      expect((await forgot('nope')).json().errors).toEqual({ email: ['Invalid email'] })
      const p = newPerson()
      const res = await reset({ email: p.email, otp: '12', password: 'abc', c_password: 'x' })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        otp: [AUTH_MESSAGES.otp],
        password: [AUTH_MESSAGES.password],
        c_password: [AUTH_MESSAGES.passwordsMatch],
      })
      const mismatch = await reset({ ...resetBody(p, '123456'), c_password: 'other-pass' })
      expect(mismatch.json().errors).toEqual({ c_password: [AUTH_MESSAGES.passwordsMatch] })
    })

    it('resets with the e-mailed code, once, and logs out every session', async () => {
      const { token, person } = await signedIn(t.app, db())
      const code = await resetCode(t.app, db(), person.email!)
      const wrong = code === '111111' ? '222222' : '111111'
      const miss = await reset(resetBody(person, wrong))
      expect(miss.statusCode).toBe(422)
      expect(miss.json().errors).toEqual({ otp: [AUTH_ERRORS.otpInvalid] })

      const res = await reset(resetBody(person, code))
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: AUTH_SUCCESS.passwordReset })
      expect((await me(token)).statusCode).toBe(401)
      expect(await loginToken(t.app, person.email!, 'reset-pass-1')).toBeTruthy()

      const again = await reset(resetBody(person, code, 'another-pass-2'))
      expect(again.statusCode).toBe(422)
      expect(again.json().errors).toEqual({ otp: [AUTH_ERRORS.otpInvalid] })
    })

    it('refuses a code for an unknown e-mail, an expired code and a code guessed at 5 times', async () => {
      expect((await reset(resetBody(newPerson(), '123456'))).statusCode).toBe(422)

      const { person } = await signedIn(t.app, db())
      const code = await resetCode(t.app, db(), person.email!)
      clock.advance(10 * MINUTE)
      expect((await reset(resetBody(person, code))).statusCode).toBe(422)

      const fresh = await resetCode(t.app, db(), person.email!)
      const wrong = (i: number) => String((Number(fresh) + i) % 1_000_000).padStart(6, '0')
      for (let i = 1; i <= 5; i++)
        expect((await reset(resetBody(person, wrong(i)))).statusCode).toBe(422)
      expect((await reset(resetBody(person, fresh))).statusCode).toBe(422)
      expect(await loginToken(t.app, person.email!, person.password)).toBeTruthy()
    })

    it('rate-limits reset codes per address and IP whether or not the account exists', async () => {
      for (const email of [(await signedIn(t.app, db())).person.email!, 'nobody.here@example.in']) {
        const ip = nextIp()
        for (let i = 0; i < 3; i++) expect((await forgot(email, ip)).statusCode).toBe(200)
        const fourth = await forgot(email, ip)
        expect(fourth.statusCode).toBe(429)
        expect(fourth.json().message).toBe(AUTH_ERRORS.tooManyOtpSends)
        expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
      }
    })
  })

  describe('upgrade to owner', () => {
    const upgrade = (token: string | undefined, body: object = { user_type: 2 }) =>
      post(t.app, '/api/upgrade-user-type', body, { token })

    it('turns a seeker into an owner, once', async () => {
      const { token } = await signedIn(t.app, db())
      const res = await upgrade(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        success: true,
        message: AUTH_SUCCESS.upgraded,
        data: { user_type: 2 },
      })
      expect((await me(token)).json().data).toMatchObject({
        user_type: 2,
        permissions: ['unlock-properties', 'create-properties', 'view-created-properties'],
      })
      const again = await upgrade(token)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: AUTH_ERRORS.upgradeOnlySeekers,
      })
    })

    it('refuses owners, admins and other types', async () => {
      const { id, token } = await signedIn(t.app, db(), newPerson(), 2)
      for (const type of [2, 99, 5]) {
        await setUserType(id, type)
        expect((await upgrade(token)).statusCode).toBe(409)
        expect((await me(token)).json().data.user_type).toBe(type)
      }
    })

    it('accepts only user_type 2 and needs a token', async () => {
      const { token } = await signedIn(t.app, db())
      expect((await upgrade(token, { user_type: 99 })).statusCode).toBe(422)
      expect((await upgrade(token, {})).statusCode).toBe(422)
      expect((await upgrade(undefined)).json()).toEqual(notAuthenticated)
      expect((await upgrade(token, { user_type: '2' })).statusCode).toBe(200)
    })
  })

  it('keeps sessions in the database, one row per login', async () => {
    const { id, person } = await signedIn(t.app, db())
    await loginToken(t.app, person.email!, person.password)
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(2)
  })
})
