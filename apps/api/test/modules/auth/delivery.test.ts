import { eq } from 'drizzle-orm'
import { AUTH_SUCCESS } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import {
  details,
  get,
  latestCode,
  loginToken,
  newPerson,
  post,
  messagesTo,
  registration,
  waitForMessage,
} from '../../helpers/auth'
import { startHttpStub, startSmtpServer } from '../../helpers/mail'
import { razorpayEnv } from '../../helpers/razorpay-stub'
import { SELLER_ENV } from '../../helpers/seller'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('OTP delivery by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({
      env: { OTP_DELIVERY: 'smtp', SMTP_URL: smtp.url, SMTP_FROM: 'Godown Hub <otp@example.in>' },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('e-mails the code, which then verifies and registers', async () => {
    const p = newPerson()
    const sent = await post(t.app, '/api/send-otp', details(p))
    expect(sent.statusCode).toBe(200)
    const mail = smtp.received.at(-1)!
    expect(mail.from).toBe('otp@example.in')
    expect(mail.to).toEqual([p.email])
    expect(mail.raw).toMatch(/^Subject: Your Godown Hub verification code\r?$/m)
    const code = smtp.codeFor(p.email!)
    expect(mail.text).toContain(
      `${code} is your Godown Hub verification code. It is valid for 10 minutes. Do not share it with anyone.`,
    )
    const verified = await post(t.app, '/api/verify-otp', {
      email: p.email,
      phone_number: p.phone_number,
      verification_otp: code,
    })
    expect(verified.json()).toEqual({ success: true, message: AUTH_SUCCESS.otpVerified })
    expect((await post(t.app, '/api/register', registration(p, code))).statusCode).toBe(201)
    // Nothing lands in the dev outbox with a real driver.
    expect(await t.database.db.select().from(outboxMessages)).toHaveLength(0)
  })

  it('asks owners without e-mail for one, since it cannot send SMS', async () => {
    const p = newPerson({ email: null })
    const res = await post(t.app, '/api/send-otp', { ...details(p, 2), email: '' })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['email'])
  })

  it('answers 503 when the mail server is unreachable', async () => {
    const down = await createTestApp({
      env: { OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' },
    })
    const res = await post(down.app, '/api/send-otp', details(newPerson()))
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' })
    await down.close()
  })
})

describe('OTP delivery by MSG91', () => {
  let stub: Awaited<ReturnType<typeof startHttpStub>>
  let t: TestApp
  beforeAll(async () => {
    stub = await startHttpStub()
    t = await createTestApp({
      env: {
        OTP_DELIVERY: 'msg91',
        MSG91_AUTH_KEY: 'test-auth-key-0042',
        MSG91_TEMPLATE_ID: 'tmpl-otp-01',
        MSG91_URL: stub.url,
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await stub.close()
  })

  const lastSms = () => {
    const req = stub.requests.at(-1)!
    return { req, body: JSON.parse(req.body) as { recipients: { otp: string }[] } }
  }

  async function verifiedCodeBySms(on: TestApp, p: ReturnType<typeof newPerson>) {
    expect((await post(on.app, '/api/send-otp', details(p))).statusCode).toBe(200)
    const code = lastSms().body.recipients[0]!.otp
    const verified = await post(on.app, '/api/verify-otp', {
      email: p.email,
      phone_number: p.phone_number,
      verification_otp: code,
    })
    expect(verified.statusCode).toBe(200)
    return code
  }

  it('posts the template, the number with 91 and the code, with the authkey header', async () => {
    const p = newPerson()
    expect((await post(t.app, '/api/send-otp', details(p))).statusCode).toBe(200)
    const { req, body } = lastSms()
    expect(req.method).toBe('POST')
    expect(req.url).toBe('/api/v5/flow')
    expect(req.headers.authkey).toBe('test-auth-key-0042')
    expect(req.headers['content-type']).toBe('application/json')
    expect(body).toEqual({
      template_id: 'tmpl-otp-01',
      short_url: '0',
      recipients: [{ mobiles: `91${p.phone_number}`, otp: expect.stringMatching(/^[0-9]{6}$/) }],
    })
    const code = body.recipients[0]!.otp
    const verified = await post(t.app, '/api/verify-otp', {
      email: p.email,
      phone_number: p.phone_number,
      verification_otp: code,
    })
    expect(verified.statusCode).toBe(200)
    expect((await post(t.app, '/api/register', registration(p, code))).statusCode).toBe(201)

    // A reset code goes to the account's phone too (after the answer).
    const count = stub.requests.length
    await post(t.app, '/api/forgot-password', { email: p.email })
    await waitForMessage(() => stub.requests.length, count)
    expect(stub.requests).toHaveLength(count + 1)
    const reset = lastSms()
    expect(JSON.parse(reset.req.body).recipients[0].mobiles).toBe(`91${p.phone_number}`)
    const res = await post(t.app, '/api/reset-password', {
      email: p.email,
      otp: reset.body.recipients[0]!.otp,
      password: 'via-sms-reset-1',
      c_password: 'via-sms-reset-1',
    })
    expect(res.statusCode).toBe(200)
    expect(await loginToken(t.app, p.phone_number, 'via-sms-reset-1')).toBeTruthy()
  })

  it('answers 503 when MSG91 refuses, but forgot-password still answers the same', async () => {
    stub.status = 500
    const p = newPerson()
    const res = await post(t.app, '/api/send-otp', details(p))
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' })
    const forgot = await post(t.app, '/api/forgot-password', { email: p.email })
    expect(forgot.json()).toEqual({ success: true, message: AUTH_SUCCESS.forgotPassword })
    stub.status = 200
  })

  it('forgot-password answers before the message is sent, and its failure is only logged', async () => {
    const lines: string[] = []
    const logged = await createTestApp({
      env: {
        OTP_DELIVERY: 'msg91',
        MSG91_AUTH_KEY: 'test-auth-key-0042',
        MSG91_TEMPLATE_ID: 'tmpl-otp-01',
        MSG91_URL: stub.url,
      },
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    })
    const p = newPerson()
    const code = await verifiedCodeBySms(logged, p)
    expect((await post(logged.app, '/api/register', registration(p, code))).statusCode).toBe(201)
    stub.status = 500
    const count = stub.requests.length
    const forgot = await post(logged.app, '/api/forgot-password', { email: p.email })
    expect(forgot.json()).toEqual({ success: true, message: AUTH_SUCCESS.forgotPassword })
    await waitForMessage(() => lines.length, 0)
    stub.status = 200
    expect(stub.requests).toHaveLength(count + 1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      msg: 'sending a password reset code failed',
    })
    await logged.close()
  })
})

describe('secrets never leave the server', () => {
  /** `needle` as a whole token: not inside a longer number such as a timestamp. */
  const containsToken = (haystack: string, needle: string) =>
    new RegExp(`(?<![\\w.])${needle}(?![\\w.])`).test(haystack)

  async function runAccountFlows(
    t: TestApp,
    codeFor: (to: string) => Promise<string>,
    messagesFor: (to: string) => number | Promise<number>,
  ) {
    const responses: string[] = []
    const secrets: string[] = []
    const tokens: string[] = []
    const keep = async (res: Awaited<ReturnType<typeof post>>) => {
      responses.push(res.body)
      return res
    }
    const p = newPerson({ password: 'Leak-Check-Pass-9137' })
    secrets.push(p.password)
    await keep(await post(t.app, '/api/send-otp', details(p)))
    const code = await codeFor(p.email!)
    secrets.push(code)
    await keep(
      await post(t.app, '/api/verify-otp', {
        email: p.email,
        phone_number: p.phone_number,
        verification_otp: code,
      }),
    )
    await keep(await post(t.app, '/api/register', registration(p, code)))
    await keep(
      await post(t.app, '/api/login', { email_or_phone: p.email, password: 'Wrong-Pass-5521' }),
    )
    secrets.push('Wrong-Pass-5521')
    const login = await keep(
      await post(t.app, '/api/login', { email_or_phone: p.phone_number, password: p.password }),
    )
    const token = login.json().data.token as string
    tokens.push(token)
    await keep(await get(t.app, '/api/me', { token }))
    await keep(
      await post(
        t.app,
        '/api/change-password',
        { old_password: 'Not-Old-Pass-7781', new_password: 'x', c_password: 'y' },
        { token },
      ),
    )
    secrets.push('Not-Old-Pass-7781')
    await keep(
      await post(
        t.app,
        '/api/change-password',
        {
          old_password: p.password,
          new_password: 'Changed-Pass-6604',
          c_password: 'Changed-Pass-6604',
        },
        { token },
      ),
    )
    secrets.push('Changed-Pass-6604')
    const before = await messagesFor(p.email!)
    await keep(await post(t.app, '/api/forgot-password', { email: p.email }))
    await waitForMessage(() => messagesFor(p.email!), before)
    const resetCode = await codeFor(p.email!)
    secrets.push(resetCode)
    await keep(
      await post(t.app, '/api/reset-password', {
        email: p.email,
        otp: resetCode,
        password: 'Reset-Pass-3390',
        c_password: 'Reset-Pass-3390',
      }),
    )
    secrets.push('Reset-Pass-3390')
    return { responses, secrets, tokens }
  }

  it('no password or OTP code appears in any answer or log line (SMTP driver)', async () => {
    const smtp = await startSmtpServer()
    const lines: string[] = []
    const t = await createTestApp({
      env: { OTP_DELIVERY: 'smtp', SMTP_URL: smtp.url },
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const { responses, secrets, tokens } = await runAccountFlows(
      t,
      async (to) => smtp.codeFor(to),
      (to) => smtp.received.filter((m) => m.to.includes(to)).length,
    )
    expect(lines.length).toBeGreaterThan(20)
    for (const secret of secrets) {
      for (const body of responses) expect(containsToken(body, secret)).toBe(false)
      for (const line of lines) expect(containsToken(line, secret)).toBe(false)
    }
    for (const token of tokens) for (const line of lines) expect(line).not.toContain(token)
    for (const body of responses) expect(body).not.toContain('$argon2')
    await t.close()
    await smtp.close()
  })

  it('with the dev outbox, only the outbox line itself shows the code', async () => {
    const lines: string[] = []
    const t = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    const { responses, secrets } = await runAccountFlows(
      t,
      (to) => latestCode(t.database.db, to),
      (to) => messagesTo(t.database.db, to),
    )
    const isOutboxLine = (line: string) => JSON.parse(line).msg.startsWith('outbox (dev only): ')
    expect(lines.filter(isOutboxLine)).toHaveLength(2)
    for (const secret of secrets) {
      for (const body of responses) expect(containsToken(body, secret)).toBe(false)
      for (const line of lines.filter((l) => !isOutboxLine(l))) {
        expect(containsToken(line, secret)).toBe(false)
      }
    }
    await t.close()
  })
})

describe('the dev outbox', () => {
  it('lists the latest 50 messages, newest first', async () => {
    const t = await createTestApp()
    const p = newPerson()
    await post(t.app, '/api/send-otp', details(p))
    await t.database.db.insert(outboxMessages).values(
      Array.from({ length: 55 }, (_, i) => ({
        channel: 'sms' as const,
        recipient: `98765${String(i).padStart(5, '0')}`,
        subject: 'Test',
        body: `message ${i}`,
      })),
    )
    const res = await get(t.app, '/api/dev/outbox', { ip: '127.0.0.1' })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toHaveLength(50)
    expect(data[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      recipient: '9876500054',
      subject: 'Test',
      body: 'message 54',
      html: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    // The outbox keeps an e-mail's HTML part beside its text.
    const [otp] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, p.email!))
    expect(otp!.html).toContain('<!DOCTYPE html')
    expect(otp!.html).toContain(otp!.body.slice(0, 6))
    expect(data.map((m: { id: number }) => m.id)).toEqual(
      [...data.map((m: { id: number }) => m.id)].sort((a, b) => b - a),
    )
    await t.close()
  })

  it('does not exist in production', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        OTP_DELIVERY: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        ...razorpayEnv(),
        ...SELLER_ENV,
      },
    })
    expect(t.config.devTools).toBe(false)
    const res = await get(t.app, '/api/dev/outbox', { ip: '127.0.0.1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    await t.close()
  })
})
