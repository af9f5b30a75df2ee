import ICAL from 'ical.js'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listing } from '../../helpers/listings'
import { startSmtpServer } from '../../helpers/mail'
import { ist, visitWorld, type VisitWorld } from './world'

/*
 * The e-mails of every step, to both sides: in the development outbox, and once through a real
 * SMTP server with the calendar invitation attached (read back by mailparser and ical.js).
 */

const PUBLIC_URL = 'https://godown.example'

describe('visit e-mails in the outbox', () => {
  let w: VisitWorld
  beforeAll(async () => {
    w = await visitWorld({ env: { PUBLIC_URL } })
  })
  afterAll(() => w.close())

  async function asked(name = 'Sanand Warehouse') {
    const p = await w.pair({ name })
    const res = await w.ask(p.seeker.token, {
      property_id: p.propertyId,
      slots: [ist('2026-12-02T10:30'), ist('2026-12-04T17:00')],
      note: 'Coming with my transporter.\nURGENT: call me',
    })
    expect(res.statusCode).toBe(201)
    return { ...p, id: res.json().data.id as number }
  }

  it('request: the seeker hears "Visit request sent" (the owner\'s notice is the leads feature\'s)', async () => {
    const v = await asked()
    const mail = await w.mailTo(v.seeker.email!, 'Visit request sent')
    expect(mail.channel).toBe('email')
    expect(mail.subject).toBe('Visit request sent: "Sanand Warehouse"')
    const lines = mail.body.split('\n')
    expect(lines).toContain('Slot 1: Wed, 2 Dec 2026, 10:30 am (India time)')
    expect(lines).toContain('Slot 2: Fri, 4 Dec 2026, 5:00 pm (India time)')
    // The seeker's note, quoted: its second line cannot pass for ours.
    expect(lines).toContain('> Coming with my transporter.')
    expect(lines).toContain('> URGENT: call me')
    expect(lines).toContain(`See your visits: ${PUBLIC_URL}/visits`)
    expect(mail.html).toContain('Sanand Warehouse')
  })
})

describe('visit e-mails, each step to both sides', () => {
  let w: VisitWorld
  beforeAll(async () => {
    w = await visitWorld({ env: { PUBLIC_URL } })
  })
  afterAll(() => w.close())

  async function asked() {
    const p = await w.pair({ name: 'Chakan Shed\nURGENT: pay now' })
    const res = await w.ask(p.seeker.token, {
      property_id: p.propertyId,
      slots: [ist('2026-12-02T10:30'), ist('2026-12-04T17:00')],
    })
    expect(res.statusCode).toBe(201)
    await w.mailTo(p.seeker.email!, 'Visit request sent')
    return { ...p, id: res.json().data.id as number }
  }

  it("request: the owner hears of it by the leads feature's notice", async () => {
    const v = await asked()
    const notice = await w.mailTo(v.owner.email!, 'Visit request for')
    expect(notice.subject).toBe('Visit request for "Chakan Shed URGENT: pay now" on Godown Hub')
    expect(notice.body).toContain(v.seeker.phone)
  })

  it('accept: both get the time, the place, the other side and the invitation attached', async () => {
    const v = await asked()
    await w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-04T17:00') })
    const seeker = await w.mailTo(v.seeker.email!, 'Site visit confirmed')
    const owner = await w.mailTo(v.owner.email!, 'Site visit confirmed')
    // The listing's title is quoted on one line: its "URGENT" cannot start a line.
    for (const mail of [seeker, owner]) {
      expect(mail.subject).toBe('Site visit confirmed: "Chakan Shed URGENT: pay now"')
      const lines = mail.body.split('\n')
      expect(lines).toContain('When: Fri, 4 Dec 2026, 5:00 pm (India time)')
      expect(lines).toContain(
        'Address: "Gala 7, Warehouse Complex, Old Agra Road, Bhiwandi, Thane, Maharashtra 421302"',
      )
      expect(lines).toContain(
        `Attached: site-visit-${v.id}.ics (text/calendar; method=REQUEST; charset=UTF-8)`,
      )
      expect(lines.some((l) => l.startsWith('URGENT'))).toBe(false)
    }
    expect(seeker.body.split('\n')).toContain('Phone: 9876543210')
    expect(owner.body.split('\n')).toContain(`Phone: ${v.seeker.phone}`)
    expect(owner.body.split('\n')).toContain(`E-mail: ${v.seeker.email}`)
  })

  it('decline: both, the seeker with the reason', async () => {
    const v = await asked()
    await w.api('POST', `visits/${v.id}/decline`, v.owner.token, { reason: 'Let to another firm' })
    const seeker = await w.mailTo(v.seeker.email!, 'Visit request declined')
    const owner = await w.mailTo(v.owner.email!, 'Visit request declined')
    expect(seeker.subject).toBe('Visit request declined: "Chakan Shed URGENT: pay now"')
    expect(seeker.body.split('\n')).toContain('Reason: "Let to another firm"')
    expect(owner.subject).toBe(seeker.subject)
    expect(owner.body).not.toContain('Attached:')
  })

  it('cancel of an accepted visit: both, with a cancellation for the calendars', async () => {
    const v = await asked()
    await w.api('POST', `visits/${v.id}/accept`, v.owner.token, { slot: ist('2026-12-02T10:30') })
    await w.mailTo(v.owner.email!, 'Site visit confirmed')
    const res = await w.api('POST', `visits/${v.id}/cancel`, v.seeker.token, {
      reason: 'Found one',
    })
    expect(res.statusCode).toBe(200)
    const seeker = await w.mailTo(v.seeker.email!, 'Site visit cancelled')
    const owner = await w.mailTo(v.owner.email!, 'Site visit cancelled')
    for (const mail of [seeker, owner]) {
      expect(mail.subject).toBe('Site visit cancelled: "Chakan Shed URGENT: pay now"')
      const lines = mail.body.split('\n')
      expect(lines).toContain('When: Wed, 2 Dec 2026, 10:30 am (India time)')
      expect(lines).toContain('Reason: "Found one"')
      expect(lines).toContain(
        `Attached: site-visit-${v.id}.ics (text/calendar; method=CANCEL; charset=UTF-8)`,
      )
    }
    expect(seeker.body).toContain('You cancelled the site visit')
    expect(owner.body).toMatch(/"Person \d+" cancelled the site visit/)
  })

  it('cancel of a request: both, without an invitation', async () => {
    const v = await asked()
    await w.api('POST', `visits/${v.id}/cancel`, v.owner.token, {})
    const seeker = await w.mailTo(v.seeker.email!, 'Site visit cancelled')
    const owner = await w.mailTo(v.owner.email!, 'Site visit cancelled')
    expect(seeker.body).toContain('The owner cancelled the site visit')
    expect(seeker.body.split('\n')).toContain('Slot 2: Fri, 4 Dec 2026, 5:00 pm (India time)')
    expect(owner.body).toContain('You cancelled the site visit')
    expect(owner.body).not.toContain('Attached:')
  })

  it('an owner without an e-mail address gets the text by SMS (the outbox texts any text)', async () => {
    const owner = await w.person(2, { email: null })
    const seeker = await w.person(1)
    const propertyId = await listing(w.db, owner.id, { name: 'No-mail Godown' })
    await w.unlock(seeker.id, propertyId)
    const asked = await w.ask(seeker.token, {
      property_id: propertyId,
      slots: [ist('2026-12-02T10:30')],
    })
    await w.api('POST', `visits/${asked.json().data.id}/decline`, owner.token, { reason: 'Full' })
    const sms = await w.mailTo(owner.phone, 'Visit request declined')
    expect(sms.channel).toBe('sms')
    expect(sms.subject).toBe('Visit request declined: "No-mail Godown"')
    expect(sms.html).toBeNull()
  })
})

describe('visit e-mails through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let w: VisitWorld
  beforeAll(async () => {
    smtp = await startSmtpServer()
    w = await visitWorld({
      env: {
        OTP_DELIVERY: 'smtp',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Godown Hub <hello@godown.example>',
        SITE_EMAIL: 'hello@godown.example',
        PUBLIC_URL,
      },
    })
  })
  afterAll(async () => {
    await w?.close()
    await smtp?.close()
  })

  it('carries the invitation as text/calendar; method=REQUEST, 10:30 India time = 05:00 UTC', async () => {
    const p = await w.pair({ name: 'Thane Cold Store' })
    const asked = await w.ask(p.seeker.token, {
      property_id: p.propertyId,
      slots: [ist('2026-12-02T10:30')],
    })
    const id = asked.json().data.id as number
    const accepted = await w.api('POST', `visits/${id}/accept`, p.owner.token, {
      slot: ist('2026-12-02T10:30'),
    })
    expect(accepted.statusCode).toBe(200)
    // The request's mail, then the acceptance's.
    let raw: Buffer | undefined
    await vi.waitFor(
      () => {
        raw = smtp.received.filter((m) => m.to.includes(p.seeker.email!))[1]?.bytes
        if (!raw) throw new Error('no invitation yet')
      },
      { timeout: 15_000, interval: 20 },
    )
    const parsed = await simpleParser(raw!)
    expect(parsed.subject).toBe('Site visit confirmed: "Thane Cold Store"')
    expect(parsed.text).toContain('The calendar invitation is attached.')
    expect(parsed.html).toBeTruthy()
    const [ics] = parsed.attachments
    expect(ics!.filename).toBe(`site-visit-${id}.ics`)
    expect(ics!.contentType).toBe('text/calendar')
    const header = ics!.headers.get('content-type') as { params: Record<string, string> }
    expect(header.params.method).toBe('REQUEST')

    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')))
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T05:00:00.000Z')
    expect(event.summary).toBe('Site visit: Thane Cold Store')
    expect(event.organizer).toBe('mailto:hello@godown.example')
    expect(event.attendees.map((a) => a.getFirstValue()).sort()).toEqual(
      [`mailto:${p.owner.email}`, `mailto:${p.seeker.email}`].sort(),
    )
  })
})
