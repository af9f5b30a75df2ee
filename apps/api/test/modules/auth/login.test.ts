import { performance } from 'node:perf_hooks'
import { AUTH_ERRORS, AUTH_MESSAGES } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../../src/db/schema/index'
import { sha256Hex } from '../../../src/lib/crypto'
import { hashPassword, verifyPassword } from '../../../src/lib/password'
import { createTestApp } from '../../helpers/app'
import { get, newPerson, nextIp, post, registerUser, type Person } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('login', () => {
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    t = await createTestApp({ clock })
  })
  afterAll(() => t.close())

  const login = (email_or_phone: unknown, password: unknown, ip?: string, ua?: string) =>
    post(
      t.app,
      '/api/login',
      { email_or_phone, password },
      { ip, headers: ua ? { 'user-agent': ua } : {} },
    )
  async function member(overrides: Partial<Person> = {}) {
    const p = newPerson(overrides)
    const id = await registerUser(t.app, t.database.db, p)
    return { ...p, id }
  }
  const invalid = {
    success: false,
    code: 'INVALID_CREDENTIALS',
    message: AUTH_ERRORS.invalidCredentials,
  }
  const locked = { success: false, code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyAttempts }

  it('uses the spec messages', async () => {
    const empty = await login(undefined, undefined)
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({
      email_or_phone: ['Email or Phone is required'],
      password: [AUTH_MESSAGES.password],
    })
    const blank = await login('   ', 'abcdef')
    expect(blank.json().errors).toEqual({ email_or_phone: [AUTH_MESSAGES.emailOrPhone] })
    const short = await login('someone@example.in', 'abc12')
    expect(short.json().errors).toEqual({ password: ['Password must be at least 6 characters'] })
  })

  it('accepts the e-mail in any case or the phone number, and answers a fresh token each time', async () => {
    const m = await member()
    const tokens = new Set<string>()
    for (const id of [m.email!, m.email!.toUpperCase(), m.phone_number, `+91 ${m.phone_number}`]) {
      const res = await login(id, m.password)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toEqual({
        success: true,
        data: { token: expect.any(String), id: m.id, name: m.first_name, user_type: 1 },
      })
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      tokens.add(body.data.token)
    }
    expect(tokens.size).toBe(4)
  })

  it('stores only the SHA-256 of the token, with expiry, IP and user agent', async () => {
    const m = await member()
    const res = await login(m.email, m.password, '10.200.0.1', 'vitest-agent/1.0')
    const token = res.json().data.token as string
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, m.id))
    expect(row!.tokenHash).toBe(sha256Hex(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(t.config.sessionTtlMs)
    expect(row).toMatchObject({ ip: '10.200.0.1', userAgent: 'vitest-agent/1.0', revokedAt: null })
    expect((await get(t.app, '/api/me', { token })).statusCode).toBe(200)
  })

  it('answers an unknown account exactly like a wrong password, in similar time', async () => {
    const m = await member()
    const timings = { wrong: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 5; i++) {
      let start = performance.now()
      const wrong = await login(m.email, 'not-the-password')
      timings.wrong.push(performance.now() - start)
      start = performance.now()
      const unknown = await login(`nobody.${i}@example.in`, 'not-the-password')
      timings.unknown.push(performance.now() - start)
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual(invalid)
      expect(unknown.json()).toEqual(invalid)
      expect((await login('9999999999', 'not-the-password')).json()).toEqual(invalid)
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!
    console.log(
      `login answer time: wrong password ${median(timings.wrong).toFixed(1)} ms, unknown account ${median(timings.unknown).toFixed(1)} ms (medians of 5)`,
    )
    // Both pay for one Argon2id verification; skipping it would make unknown accounts several times faster.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.4)
  })

  it('locks an account for 15 minutes after 5 failed attempts, even for the right password', async () => {
    const m = await member()
    for (let i = 0; i < 5; i++) {
      expect((await login(m.email, `wrong-password-${i}`)).json()).toEqual(invalid)
    }
    const sixth = await login(m.phone_number, m.password)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual(locked)
    expect(Number(sixth.headers['retry-after'])).toBe(15 * 60)
    console.log(
      `6th login attempt on one account within 15 min -> 429, retry-after ${sixth.headers['retry-after']} s`,
    )
    clock.advance(14 * MINUTE)
    expect((await login(m.email, m.password)).statusCode).toBe(429)
    clock.advance(MINUTE)
    expect((await login(m.email, m.password)).statusCode).toBe(200)
  })

  it('locks unknown accounts the same way', async () => {
    const ghost = 'ghost@example.in'
    for (let i = 0; i < 5; i++) expect((await login(ghost, 'whatever1')).statusCode).toBe(401)
    const sixth = await login(ghost, 'whatever1')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual(locked)
  })

  it('clears the account counter on a successful login', async () => {
    const m = await member()
    for (let i = 0; i < 4; i++)
      expect((await login(m.email, 'wrong-password')).statusCode).toBe(401)
    expect((await login(m.email, m.password)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await login(m.email, 'wrong-password')).statusCode).toBe(401)
    expect((await login(m.email, 'wrong-password')).statusCode).toBe(429)
  })

  it('limits one client IP to 20 failed attempts in 15 minutes across accounts', async () => {
    clock.advance(15 * MINUTE)
    const ip = nextIp()
    const m = await member()
    for (let i = 0; i < 20; i++) {
      const res = await login(`spray.${i}@example.in`, 'password1', ip)
      expect(res.statusCode).toBe(401)
    }
    const blocked = await login(m.email, m.password, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(locked)
    console.log(
      `21st failed login from one IP within 15 min -> 429, retry-after ${blocked.headers['retry-after']} s`,
    )
    expect((await login(m.email, m.password, nextIp())).statusCode).toBe(200)
    clock.advance(15 * MINUTE)
    expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
  })

  it('does not count successful logins against the IP', async () => {
    const ip = nextIp()
    const m = await member()
    for (let i = 0; i < 25; i++) expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
  })

  it('hashes with Argon2id (m=19456 KiB, t=2, p=1): time per login on this machine', async () => {
    const hash = await hashPassword('measure-this-1')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const runs = 10
    const start = performance.now()
    for (let i = 0; i < runs; i++) expect(await verifyPassword(hash, 'measure-this-1')).toBe(true)
    const perVerify = (performance.now() - start) / runs
    const m = await member()
    const loginStart = performance.now()
    for (let i = 0; i < 5; i++) expect((await login(m.email, m.password)).statusCode).toBe(200)
    const perLogin = (performance.now() - loginStart) / 5
    console.log(
      `Argon2id verify: ${perVerify.toFixed(1)} ms per login (mean of ${runs}); whole login request ${perLogin.toFixed(1)} ms`,
    )
    expect(perVerify).toBeGreaterThan(1)
  })
})
