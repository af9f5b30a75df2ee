import { generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { dkimVerify } from 'mailauth/lib/dkim/verify'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { properties, savedSearches, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { details, newPerson, post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { startSmtpServer, type ReceivedMail } from '../../helpers/mail'

/*
 * Every kind of e-mail the product sends, through a real SMTP server (smtp-server) and read back
 * as a mail client would (mailparser): both parts, the headers, the links, and the DKIM signature
 * checked by a verifier (mailauth) against the public key a DNS lookup would give.
 */

const PUBLIC_URL = 'https://godown.example'
const SITE_EMAIL = 'hello@godown.example'
const DKIM_DOMAIN = 'godown.example'
const DKIM_SELECTOR = 'mail2026'
const INJECTION = '<img src=x onerror=alert(1)>'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const DKIM_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const DKIM_TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let t: Awaited<ReturnType<typeof createTestApp>>
// The alert timer runs every second on real time; the clock only dates rows.
const clock = new ManualClock('2026-03-10T05:00:00.000Z')

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({
    clock,
    env: {
      OTP_DELIVERY: 'smtp',
      SMTP_URL: smtp.url,
      SMTP_FROM: `Godown Hub <${SITE_EMAIL}>`,
      SITE_EMAIL,
      PUBLIC_URL,
      ALERT_EVERY_MS: '1000',
      DKIM_DOMAIN,
      DKIM_SELECTOR,
      DKIM_PRIVATE_KEY,
    },
  })
  await seedPlaces(t.database.db)
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

/** The next message to `to` that arrives after `before` messages, parsed. */
async function nextMailTo(to: string, before = smtp.received.length) {
  let mail: ReceivedMail | undefined
  await vi.waitFor(
    () => {
      mail = smtp.received.slice(before).find((m) => m.to.includes(to))
      if (!mail) throw new Error(`no mail to ${to} yet`)
    },
    { timeout: 15_000, interval: 20 },
  )
  return { mail: mail!, parsed: await simpleParser(mail!.bytes) }
}

const header = (parsed: ParsedMail, name: string) =>
  parsed.headerLines
    .filter((h) => h.key === name.toLowerCase())
    .map((h) =>
      h.line
        .slice(h.line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    )

/** Every link of the HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)

/** Both parts are there, and the HTML part is self-contained and well formed enough. */
function expectBothParts(parsed: ParsedMail) {
  expect(parsed.text?.trim()).toBeTruthy()
  const html = parsed.html
  expect(html).toBeTypeOf('string')
  if (typeof html !== 'string') return ''
  expect(html).toMatch(/^<!DOCTYPE html/)
  expect(html).toContain('max-width:600px')
  expect(html).toContain('name="viewport"')
  // Nothing loads from outside: no image, frame, script, style sheet, font or CSS url(); no
  // tag carries a handler. (A person's `<img ...>` is text here: escaped, it makes no tag.)
  const tags = html.match(/<[a-z][^>]*>/gi) ?? []
  expect(tags.length).toBeGreaterThan(20)
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<(img|script|iframe|frame|link|object|embed|style|form|input)\b/i)
    expect(tag).not.toMatch(/\s(src|srcset|background|on[a-z]+)=/i)
    expect(tag).not.toMatch(/url\(|@import|expression\(/i)
  }
  // Every web link is built from PUBLIC_URL (mailto: and tel: aside).
  for (const href of hrefs(html).filter((h) => !/^(mailto|tel):/.test(h))) {
    expect(href.startsWith(`${PUBLIC_URL}`), href).toBe(true)
  }
  return html
}

/** The DKIM signature verifies against the selector's key, as a receiving server checks it. */
async function expectDkimPass(mail: ReceivedMail) {
  const lookups: string[] = []
  const result = await dkimVerify(mail.bytes, {
    resolver: async (name: string, type: string) => {
      lookups.push(`${type} ${name}`)
      if (type === 'TXT' && name === `${DKIM_SELECTOR}._domainkey.${DKIM_DOMAIN}`) {
        return [[DKIM_TXT]]
      }
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
    },
  })
  expect(lookups).toContain(`TXT ${DKIM_SELECTOR}._domainkey.${DKIM_DOMAIN}`)
  expect(result.results).toHaveLength(1)
  expect(result.results[0]!.signingDomain).toBe(DKIM_DOMAIN)
  expect(result.results[0]!.selector).toBe(DKIM_SELECTOR)
  expect(result.results[0]!.status.result).toBe('pass')
}

describe('e-mail through a real SMTP server', () => {
  it('a registration code: text and HTML parts with the code, signed with DKIM', async () => {
    const p = newPerson()
    const before = smtp.received.length
    expect((await post(t.app, '/api/send-otp', details(p))).statusCode).toBe(200)
    const { mail, parsed } = await nextMailTo(p.email!, before)
    expect(parsed.subject).toBe('Your Godown Hub verification code')
    const code = parsed.text!.match(/(\d{6}) is your /)![1]!
    expect(parsed.text!.trim()).toBe(
      `${code} is your Godown Hub verification code. It is valid for 10 minutes. Do not share it with anyone.`,
    )
    const html = expectBothParts(parsed)
    expect(html).toContain(`>${code}</p>`)
    expect(html).toContain(`${code} is your Godown Hub verification code.`)
    // Not a list: no unsubscribe headers on a code.
    expect(header(parsed, 'List-Unsubscribe')).toEqual([])
    expect(parsed.replyTo).toBeUndefined()
    await expectDkimPass(mail)
    // Tampering with the body breaks the signature.
    const tampered = Buffer.from(mail.bytes.toString('utf8').replace(code, '000000'))
    const bad = await dkimVerify(tampered, { resolver: async () => [[DKIM_TXT]] })
    expect(bad.results[0]!.status.result).not.toBe('pass')
    expect(bad.results[0]!.status.comment).toMatch(/body hash/)
  })

  it('a password reset code', async () => {
    const user = await makeUser(t.database.db)
    const email = `reset.${Date.now().toString(36)}@example.in`
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id))
    const before = smtp.received.length
    expect((await post(t.app, '/api/forgot-password', { email })).statusCode).toBe(200)
    const { mail, parsed } = await nextMailTo(email, before)
    expect(parsed.subject).toBe('Your Godown Hub verification code')
    expect(parsed.text).toMatch(/^\d{6} is your Godown Hub verification code\./)
    expectBothParts(parsed)
    await expectDkimPass(mail)
  })

  it('a contact enquiry: Reply-To the enquirer, the person’s text escaped in HTML', async () => {
    const before = smtp.received.length
    const res = await post(t.app, '/api/contact', {
      user_name: `Ravi ${INJECTION}`,
      user_email: 'Ravi.K@Example.in',
      user_phone: '9876501234',
      property_location: 'Bhiwandi',
      state: 'Maharashtra',
      message: `Need 20,000 sq.ft.\n\n<a href="http://evil.example">click</a>\n${INJECTION}`,
    })
    expect(res.statusCode).toBe(200)
    const { mail, parsed } = await nextMailTo(SITE_EMAIL, before)
    expect(parsed.replyTo?.value).toEqual([{ address: 'ravi.k@example.in', name: '' }])
    expect(parsed.from?.value[0]!.address).toBe(SITE_EMAIL)
    expect(parsed.subject).toMatch(
      /^Godown Hub enquiry #\d+: "Ravi <img src=x onerror=alert\(1\)>"/,
    )
    const lines = parsed.text!.split('\n')
    expect(lines).toContain('Name: "Ravi <img src=x onerror=alert(1)>"')
    expect(lines).toContain('> <a href="http://evil.example">click</a>')
    const html = expectBothParts(parsed)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;a href=&quot;http://evil.example&quot;&gt;click&lt;/a&gt;')
    expect(html).not.toContain('evil.example">')
    expect(hrefs(html)).toContain('mailto:ravi.k@example.in')
    await expectDkimPass(mail)
  })

  it('a saved-search alert: RFC 8058 headers whose one-click POST turns it off; a GET does not', async () => {
    const seeker = await makeUser(t.database.db)
    const email = `alerts.${Date.now().toString(36)}@example.in`
    await t.database.db.update(users).set({ email }).where(eq(users.id, seeker.id))
    const owner = await makeUser(t.database.db, 2)
    const word = `zqmail${Date.now().toString(36)}`
    const saved = await post(
      t.app,
      '/api/saved-searches',
      { name: `Rent ${INJECTION}`, filters: { q: word }, alert: 'instant' },
      { token: seeker.token },
    )
    expect(saved.statusCode).toBe(200)
    const searchId = saved.json().data.id as number
    clock.advance(60_000)
    const before = smtp.received.length
    const id = await listing(t.database.db, owner.id, {
      name: `Godown ${word} ${INJECTION}`,
      city: PLACES.bhiwandi,
    })
    await t.database.db
      .update(properties)
      .set({ publishedAt: clock.now() })
      .where(eq(properties.id, id))
    const { mail, parsed } = await nextMailTo(email, before)

    expect(parsed.subject).toBe(`New listing for your saved search: "Rent ${INJECTION}"`)
    expect(parsed.text).toContain(`- "Godown ${word} ${INJECTION}", Bhiwandi: `)
    expect(parsed.text).toContain(`  ${PUBLIC_URL}/property/${id}`)
    const html = expectBothParts(parsed)
    expect(html).not.toContain(INJECTION)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(hrefs(html)).toContain(`${PUBLIC_URL}/property/${id}`)

    // List-Unsubscribe: the API's https address and a mailto, both with the search's token.
    const [list] = header(parsed, 'List-Unsubscribe')
    const [post_] = header(parsed, 'List-Unsubscribe-Post')
    expect(post_).toBe('List-Unsubscribe=One-Click')
    const uris = [...list!.matchAll(/<([^>]+)>/g)].map((m) => m[1]!)
    expect(uris).toHaveLength(2)
    const https = new URL(uris[0]!)
    expect(`${https.origin}${https.pathname}`).toBe(`${PUBLIC_URL}/api/alerts/unsubscribe`)
    const token = https.searchParams.get('token')!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(uris[1]).toBe(`mailto:${SITE_EMAIL}?subject=unsubscribe%20${token}`)
    // The body's link is the page that asks first (decision 036), with the same token.
    expect(parsed.text).toContain(
      `Stop alerts for this search: ${PUBLIC_URL}/alerts/unsubscribe?token=${token}`,
    )
    expect(hrefs(html)).toContain(`${PUBLIC_URL}/alerts/unsubscribe?token=${token}`)
    await expectDkimPass(mail)
    // The signature covers the unsubscribe headers (RFC 8058 section 4).
    const signature = header(parsed, 'DKIM-Signature')[0]!.replace(/\s+/g, '')
    expect(signature).toMatch(/h=[^;]*List-Unsubscribe:/i)
    expect(signature).toMatch(/h=[^;]*List-Unsubscribe-Post/i)

    const alertOf = async () =>
      (
        await t.database.db
          .select({ alert: savedSearches.alert })
          .from(savedSearches)
          .where(eq(savedSearches.id, searchId))
      )[0]!.alert
    const path = `${https.pathname}${https.search}`

    // A link scanner's GET of the header's address changes nothing.
    const got = await t.app.inject({ method: 'GET', url: path, remoteAddress: '10.9.0.1' })
    expect(got.statusCode).toBe(200)
    expect(got.json().data).toEqual({ name: `Rent ${INJECTION}`, alert: 'instant' })
    expect(await alertOf()).toBe('instant')

    // The mail client's one-click POST (RFC 8058 section 3.2) to that exact address does.
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '10.9.0.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.statusCode).toBe(200)
    expect(clicked.json().data).toEqual({ name: `Rent ${INJECTION}`, alert: 'off' })
    expect(await alertOf()).toBe('off')
  })
})
