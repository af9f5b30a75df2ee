import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../../src/config'
import { createTestApp } from '../../helpers/app'
import { details, newPerson, post } from '../../helpers/auth'
import { startSmtpServer } from '../../helpers/mail'
import { razorpayEnv } from '../../helpers/razorpay-stub'
import { SELLER_ENV } from '../../helpers/seller'

/*
 * The documented TLS settings (decision 045): SMTP_REQUIRE_TLS refuses an unencrypted session,
 * SMTP_TLS_CA trusts a private CA, the certificate is always verified. A CA and a server
 * certificate for 127.0.0.1 are made for the test with openssl.
 */

let dir: string
let caFile: string
let tls: { key: string; cert: string }

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'))
  const at = (f: string) => path.join(dir, f)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' })
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test Mail CA',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
  )
  writeFileSync(at('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n')
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('san.ext'),
    '-out',
    at('server.pem'),
  )
  caFile = at('ca.pem')
  tls = {
    key: readFileSync(at('server.key'), 'utf8'),
    cert: readFileSync(at('server.pem'), 'utf8'),
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function sendCode(env: Record<string, string>) {
  const t = await createTestApp({ env: { OTP_DELIVERY: 'smtp', ...env } })
  try {
    const p = newPerson()
    return { p, res: await post(t.app, '/api/send-otp', details(p)) }
  } finally {
    await t.close()
  }
}

describe('SMTP over STARTTLS with a private CA', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer({ tls })
  })
  afterAll(() => smtp.close())

  it('delivers encrypted when SMTP_TLS_CA names the CA and TLS is required', async () => {
    const { p, res } = await sendCode({
      SMTP_URL: smtp.url,
      SMTP_REQUIRE_TLS: 'true',
      SMTP_TLS_CA: caFile,
    })
    expect(res.statusCode).toBe(200)
    const mail = smtp.received.findLast((m) => m.to.includes(p.email!))!
    expect(mail.secure).toBe(true)
  })

  it('refuses a certificate from an unknown CA (no SMTP_TLS_CA): nothing is sent', async () => {
    const before = smtp.received.length
    const { res } = await sendCode({ SMTP_URL: smtp.url, SMTP_REQUIRE_TLS: 'true' })
    expect(res.statusCode).toBe(503)
    expect(smtp.received).toHaveLength(before)
  })
})

describe('SMTP_REQUIRE_TLS against a server without STARTTLS', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  it('refuses to send in clear text when TLS is required', async () => {
    const { res } = await sendCode({ SMTP_URL: smtp.url, SMTP_REQUIRE_TLS: 'true' })
    expect(res.statusCode).toBe(503)
    expect(smtp.received).toHaveLength(0)
  })

  it('sends in clear text when it is not (a relay on loopback)', async () => {
    const { p, res } = await sendCode({ SMTP_URL: smtp.url, SMTP_REQUIRE_TLS: 'false' })
    expect(res.statusCode).toBe(200)
    expect(smtp.received.findLast((m) => m.to.includes(p.email!))!.secure).toBe(false)
  })
})

describe('mail settings', () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()

  it('requires TLS by default in production only', () => {
    expect(parseConfig({}).otp.smtpRequireTls).toBe(false)
    expect(parseConfig({ SMTP_REQUIRE_TLS: 'true' }).otp.smtpRequireTls).toBe(true)
    const production = {
      NODE_ENV: 'production',
      OTP_DELIVERY: 'smtp',
      SMTP_URL: 'smtp://mail.example.in:587',
      ...razorpayEnv(),
      ...SELLER_ENV,
    }
    expect(parseConfig(production).otp.smtpRequireTls).toBe(true)
    expect(parseConfig({ ...production, SMTP_REQUIRE_TLS: 'false' }).otp.smtpRequireTls).toBe(false)
  })

  it('takes TLS settings from their own keys, not from a query on SMTP_URL', () => {
    expect(() =>
      parseConfig({ SMTP_URL: 'smtp://mail.example:587?tls.rejectUnauthorized=false' }),
    ).toThrow(/SMTP_URL: takes no query: use SMTP_REQUIRE_TLS and SMTP_TLS_CA/)
    expect(() => parseConfig({ SMTP_TLS_CA: path.join(dir, 'missing.pem') })).toThrow(
      /SMTP_TLS_CA: cannot read the file/,
    )
    expect(() => parseConfig({ SMTP_TLS_CA: path.join(dir, 'san.ext') })).toThrow(
      /SMTP_TLS_CA: .* holds no PEM certificate/,
    )
    expect(parseConfig({ SMTP_TLS_CA: caFile }).otp.smtpTlsCa).toContain('BEGIN CERTIFICATE')
  })

  it('signs with DKIM given all three settings, and refuses one or two of them', () => {
    expect(parseConfig({}).otp.dkim).toBeUndefined()
    const all = { DKIM_DOMAIN: 'godown.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: key }
    expect(parseConfig(all).otp.dkim).toEqual({
      domainName: 'godown.example',
      keySelector: 'mail2026',
      privateKey: key,
    })
    // As an env file writes it: one line, \n for the line breaks.
    const oneLine = key.trim().replaceAll('\n', '\\n')
    expect(parseConfig({ ...all, DKIM_PRIVATE_KEY: oneLine }).otp.dkim!.privateKey).toBe(key.trim())
    // Or a file.
    const file = path.join(dir, 'dkim.pem')
    writeFileSync(file, key)
    expect(parseConfig({ ...all, DKIM_PRIVATE_KEY: file }).otp.dkim!.privateKey).toBe(key)

    expect(() => parseConfig({ DKIM_DOMAIN: 'godown.example' })).toThrow(
      /DKIM_SELECTOR: is required with the other DKIM settings[\s\S]*DKIM_PRIVATE_KEY: is required/,
    )
    expect(() =>
      parseConfig({ ...all, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnope' }),
    ).toThrow(/DKIM_PRIVATE_KEY: must be a PEM private key/)
    expect(() => parseConfig({ ...all, DKIM_DOMAIN: 'not a domain' })).toThrow(/DKIM_DOMAIN/)
  })
})
