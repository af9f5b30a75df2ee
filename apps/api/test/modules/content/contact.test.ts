import { CONTACT_TEXTS, INDIA_STATE_NAMES } from '@app/contract/content'
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROPERTY_LOCATION_MAX_LENGTH,
} from '@app/contract/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactEnquiries, outboxMessages } from '../../../src/db/schema/index'
import { CONTACT_ENQUIRIES_PER_IP, enquiryMessage } from '../../../src/modules/content/service'
import { createTestApp } from '../../helpers/app'
import { messagesTo, post, waitForMessage } from '../../helpers/auth'

const SITE_EMAIL = 'enquiries@godownhub.example'

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  user_name: 'Ravi Kulkarni',
  user_email: 'Ravi.K@Example.in',
  user_phone: '9876501234',
  property_location: 'Bhiwandi, near the Mumbai–Nashik highway',
  state: 'Maharashtra',
  message: 'Looking for 20,000 sq.ft on rent with 30 ft clear height from March.',
  ...overrides,
})

describe('POST contact', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_EMAIL } })
  })
  afterAll(() => t.close())

  const send = (body: object, ip?: string) => post(t.app, '/api/contact', body, { ip })
  const rowsFrom = (email: string) =>
    t.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.userEmail, email))

  it('stores the enquiry and e-mails every field to the site address', async () => {
    const before = await messagesTo(t.database.db, SITE_EMAIL)
    const res = await send(enquiry())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: CONTACT_TEXTS.done })

    const [row] = await rowsFrom('ravi.k@example.in')
    expect(row).toMatchObject({
      userName: 'Ravi Kulkarni',
      userPhone: '9876501234',
      propertyLocation: 'Bhiwandi, near the Mumbai–Nashik highway',
      state: 'Maharashtra',
      message: 'Looking for 20,000 sq.ft on rent with 30 ft clear height from March.',
    })

    // Delivered after the answer, as the visitor's wait does not include the mail server.
    await waitForMessage(() => messagesTo(t.database.db, SITE_EMAIL), before)
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, SITE_EMAIL))
    expect(mail!.channel).toBe('email')
    expect(mail!.subject).toBe(
      `Godown Hub enquiry #${row!.id}: "Ravi Kulkarni", "Bhiwandi, near the Mumbai–Nashik highway" (Maharashtra)`,
    )
    const lines = mail!.body.split('\n')
    for (const line of [
      'Name: "Ravi Kulkarni"',
      'E-mail: ravi.k@example.in',
      'Phone: 9876501234',
      'Property location: "Bhiwandi, near the Mumbai–Nashik highway"',
      'State: Maharashtra',
      '> Looking for 20,000 sq.ft on rent with 30 ft clear height from March.',
    ])
      expect(lines).toContain(line)
  })

  it('quotes what the visitor typed, so no line of theirs can pass for the site’s own', () => {
    const { subject, text } = enquiryMessage(
      {
        // Stored before the contract refused line breaks here, say.
        user_name: 'Ravi\nSupport team',
        user_email: 'ravi@example.in',
        user_phone: '9876501234',
        property_location: 'Bhiwandi\u2029Pay now',
        state: 'Maharashtra',
        message: 'Need space.\r\n\r\nURGENT: verify at http://evil.example\u2028Thanks\u202E',
      },
      7,
      'Godown Hub',
    )
    expect(subject).toBe(
      'Godown Hub enquiry #7: "Ravi Support team", "Bhiwandi Pay now" (Maharashtra)',
    )
    const lines = text.split('\n')
    expect(lines).toContain('Name: "Ravi Support team"')
    expect(lines).toContain('Property location: "Bhiwandi Pay now"')
    const message = lines.slice(lines.indexOf('Message:') + 1)
    expect(message).toEqual([
      '> Need space.',
      '>',
      '> URGENT: verify at http://evil.example',
      '> Thanks',
    ])
    expect(text).not.toMatch(/[\r\u2028\u2029\u202E]/)
  })

  it('requires all six fields, each with its own message, and stores nothing', async () => {
    const res = await send({})
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      user_name: [CONTACT_TEXTS.userName],
      user_email: [CONTACT_TEXTS.userEmail],
      user_phone: [CONTACT_TEXTS.userPhone],
      property_location: [CONTACT_TEXTS.propertyLocation],
      state: [CONTACT_TEXTS.state],
      message: [CONTACT_TEXTS.message],
    })
    const blanks = await send(
      enquiry({
        user_name: '  ',
        user_email: '',
        user_phone: '',
        property_location: ' ',
        state: '',
        message: '\n',
      }),
    )
    expect(blanks.json().errors).toEqual({
      user_name: [CONTACT_TEXTS.userName],
      user_email: [CONTACT_TEXTS.userEmail],
      user_phone: [CONTACT_TEXTS.userPhone],
      property_location: [CONTACT_TEXTS.propertyLocation],
      state: [CONTACT_TEXTS.state],
      message: [CONTACT_TEXTS.message],
    })
    expect(
      await t.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.userName, '  ')),
    ).toEqual([])
  })

  it('checks the e-mail, the 10-digit phone and the state against the list of states', async () => {
    const res = await send(
      enquiry({ user_email: 'ravi@example', user_phone: '98765 4321', state: 'Atlantis' }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      user_email: [CONTACT_TEXTS.userEmail],
      user_phone: [CONTACT_TEXTS.userPhone],
      state: [CONTACT_TEXTS.state],
    })
    for (const phone of ['987650123', '98765012345', '+919876501234'])
      expect((await send(enquiry({ user_phone: phone }))).json().errors).toEqual({
        user_phone: [CONTACT_TEXTS.userPhone],
      })
    // Every listed state and union territory is accepted.
    expect(INDIA_STATE_NAMES).toHaveLength(36)
    expect(INDIA_STATE_NAMES).toContain('Delhi')
    expect(INDIA_STATE_NAMES).not.toContain('Other Territory')
    expect((await send(enquiry({ state: 'Andaman and Nicobar Islands' }))).statusCode).toBe(200)
  })

  it('bounds every field', async () => {
    const res = await send(
      enquiry({
        user_name: 'n'.repeat(NAME_MAX_LENGTH + 1),
        user_email: `${'a'.repeat(20_000)}@example.in`,
        user_phone: '9'.repeat(20_000),
        property_location: 'l'.repeat(PROPERTY_LOCATION_MAX_LENGTH + 1),
        state: 'S'.repeat(20_000),
        message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1),
      }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      user_name: ['Name must be at most 100 characters'],
      user_email: [CONTACT_TEXTS.userEmail],
      user_phone: [CONTACT_TEXTS.userPhone],
      property_location: ['Property location must be at most 200 characters'],
      state: [CONTACT_TEXTS.state],
      message: ['Message must be at most 5,000 characters'],
    })
    // The longest allowed values are fine.
    const longest = await send(
      enquiry({
        user_name: 'n'.repeat(NAME_MAX_LENGTH),
        property_location: 'l'.repeat(PROPERTY_LOCATION_MAX_LENGTH),
        message: 'm'.repeat(MESSAGE_MAX_LENGTH),
      }),
    )
    expect(longest.statusCode).toBe(200)
  })

  it('limits enquiries per IP: 429 with Retry-After, nothing stored or sent', async () => {
    const ip = '198.51.100.41'
    for (let i = 0; i < CONTACT_ENQUIRIES_PER_IP.limit; i++)
      expect((await send(enquiry({ user_email: `flood${i}@example.in` }), ip)).statusCode).toBe(200)
    const refused = await send(enquiry({ user_email: 'one-too-many@example.in' }), ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: CONTACT_TEXTS.tooMany,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await rowsFrom('one-too-many@example.in')).toEqual([])
    // Another network is not held back.
    expect((await send(enquiry(), '198.51.100.42')).statusCode).toBe(200)
  })
})

describe('POST contact with a messenger that cannot e-mail (MSG91 sends SMS only)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  const lines: string[] = []
  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      env: {
        SITE_EMAIL,
        OTP_DELIVERY: 'msg91',
        MSG91_AUTH_KEY: 'not-a-real-key',
        MSG91_TEMPLATE_ID: 'template-1',
        // Nothing listens here: an attempt to send would log an error.
        MSG91_URL: 'http://127.0.0.1:9/api/v5/flow',
      },
    })
  })
  it('still stores the enquiry (admins list it), answers the same and says why it sent nothing', async () => {
    const res = await post(t.app, '/api/contact', enquiry({ user_email: 'sms-only@example.in' }))
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(CONTACT_TEXTS.done)
    const rows = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.userEmail, 'sms-only@example.in'))
    expect(rows).toHaveLength(1)
    await t.close()
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'contact enquiry stored; the messenger cannot send e-mail',
        enquiry: rows[0]!.id,
      }),
    )
    expect(logged.filter((l) => l.level >= 50)).toEqual([])
  })
})
