import type * as Argon2 from '@node-rs/argon2'
import { AUTH_ERRORS, AUTH_MESSAGES } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sessions, users } from '../../../src/db/schema/index'
import { sha256Hex } from '../../../src/lib/crypto'
import { hashPassword, verifyPassword } from '../../../src/lib/password'
import { createTestApp } from '../../helpers/app'
import {
  get,
  newPerson,
  nextIp,
  post,
  registerUser,
  resetCode,
  type Person,
} from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'

/** Every Argon2 verification the app makes, by the stored hash it checks against. */
const argon = vi.hoisted(() => ({ verified: [] as string[] }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>()
  return {
    ...real,
    verify: (hash: string, ...rest: [string]) => {
      argon.verified.push(hash)
      return real.verify(hash, ...rest)
    },
  }
})

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

  it('answers an unknown account exactly like a wrong password, after the same Argon2id work', async () => {
    const m = await member()
    const params = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/
    for (const who of [m.email, 'nobody.login@example.in', '9999999999']) {
      argon.verified.length = 0
      const res = await login(who, 'not-the-password')
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(invalid)
      // One verification against a hash of the same cost, whether the account exists or not:
      // skipping it would make unknown accounts answer several times faster.
      expect(argon.verified).toHaveLength(1)
      expect(argon.verified[0]).toMatch(params)
    }
  })

  describe('failed attempts slow down one account from one address, never the owner elsewhere', () => {
    const slowed = {
      success: false,
      code: 'RATE_LIMITED',
      message: AUTH_ERRORS.tooManyFailures,
    }
    async function fail(times: number, who: string, ip: string) {
      for (let i = 0; i < times; i++) {
        expect((await login(who, `wrong-password-${i}`, ip)).json()).toEqual(invalid)
      }
    }

    it('makes the 6th attempt from the same IP wait 1 s, even with the right password', async () => {
      const m = await member()
      const ip = nextIp()
      await fail(5, m.email!, ip)
      const sixth = await login(m.phone_number, m.password, ip)
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json()).toEqual(slowed)
      expect(sixth.headers['retry-after']).toBe('1')
      clock.advance(999)
      expect((await login(m.email, m.password, ip)).statusCode).toBe(429)
      clock.advance(1)
      expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
    })

    it('doubles the wait with every further failure, up to 15 minutes', async () => {
      const m = await member()
      const ip = nextIp()
      await fail(5, m.email!, ip)
      const waits: number[] = []
      for (let i = 0; i < 12; i++) {
        const refused = await login(m.email, 'wrong-password', ip)
        expect(refused.statusCode).toBe(429)
        const wait = Number(refused.headers['retry-after'])
        waits.push(wait)
        clock.advance(wait * 1000)
        expect((await login(m.email, 'wrong-password', ip)).json()).toEqual(invalid)
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900])
      console.log(`login waits after 5 failures from one IP: ${waits.join(', ')} s`)
      // The owner, on another address, is not slowed at all.
      expect((await login(m.email, m.password, nextIp())).statusCode).toBe(200)
    })

    it('failures from one IP do not stop the owner logging in from another (admins included)', async () => {
      const m = await member()
      await t.database.db.update(users).set({ userType: 99 }).where(eq(users.id, m.id))
      const attacker = nextIp()
      await fail(5, m.email!, attacker)
      for (let i = 0; i < 10; i++) {
        expect((await login(m.email, `guess-${i}`, attacker)).statusCode).toBe(429)
      }
      const owner = await login(m.email, m.password, nextIp())
      expect(owner.statusCode).toBe(200)
      expect(owner.json().data.user_type).toBe(99)
    })

    it('refused attempts do not make the wait longer', async () => {
      const m = await member()
      const ip = nextIp()
      await fail(5, m.email!, ip)
      for (let i = 0; i < 20; i++) {
        const refused = await login(m.email, `guess-${i}`, ip)
        expect(refused.statusCode).toBe(429)
        expect(refused.headers['retry-after']).toBe('1')
      }
      clock.advance(1000)
      await fail(1, m.email!, ip)
      // The 6th counted failure: 2 s, as if the 20 refused attempts had never been made.
      expect((await login(m.email, m.password, ip)).headers['retry-after']).toBe('2')
      clock.advance(2000)
      expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
    })

    it('attempts refused by the per-IP limit do not count against the account', async () => {
      clock.advance(15 * MINUTE)
      const m = await member()
      const ip = nextIp()
      for (let i = 0; i < 20; i++) await fail(1, `spray.${i}@example.in`, ip)
      clock.advance(MINUTE)
      for (let i = 0; i < 10; i++) {
        const refused = await login(m.email, `guess-${i}`, ip)
        expect(refused.statusCode).toBe(429)
        expect(refused.json()).toEqual(locked)
      }
      clock.advance(14 * MINUTE)
      // The IP's window is over; the 10 refused guesses left nothing behind on the account.
      expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
    })

    it('lets the owner log in at once after a password reset', async () => {
      const m = await member()
      const ip = nextIp()
      await fail(5, m.email!, ip)
      const code = await resetCode(t.app, t.database.db, m.email!)
      const reset = await post(t.app, '/api/reset-password', {
        email: m.email,
        otp: code,
        password: 'after-reset-1',
        c_password: 'after-reset-1',
      })
      expect(reset.statusCode).toBe(200)
      expect((await login(m.email, 'after-reset-1', ip)).statusCode).toBe(200)
    })

    it('slows unknown accounts the same way', async () => {
      const ip = nextIp()
      await fail(5, 'ghost@example.in', ip)
      const sixth = await login('ghost@example.in', 'whatever1', ip)
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json()).toEqual(slowed)
      expect(sixth.headers['retry-after']).toBe('1')
    })

    it('forgets the failures of the pair on a successful login', async () => {
      const m = await member()
      const ip = nextIp()
      await fail(4, m.email!, ip)
      expect((await login(m.email, m.password, ip)).statusCode).toBe(200)
      await fail(5, m.email!, ip)
      expect((await login(m.email, 'wrong-password', ip)).statusCode).toBe(429)
    })

    it('lets no more than 5 parallel guesses from one IP reach the password check', async () => {
      const m = await member()
      const ip = nextIp()
      const results = await Promise.all(
        Array.from({ length: 15 }, (_, i) => login(m.email, `parallel-${i}`, ip)),
      )
      const statuses = results.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(10).fill(429)])
    })
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

  it('hashes with Argon2id (m=19456 KiB, t=2, p=1)', async () => {
    const hash = await hashPassword('measure-this-1')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'measure-this-1')).toBe(true)
    expect(await verifyPassword(hash, 'measure-this-2')).toBe(false)
  })
})
