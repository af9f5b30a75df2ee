import { VISIT_TEXTS } from '@app/contract/visits'
import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyAddresses } from '../../../src/db/schema/index'
import { escapeText, foldLine, visitCalendar } from '../../../src/modules/visits/ics'
import { ist, visitWorld, type VisitWorld } from './world'

/*
 * The calendar invitation, read back by a real iCalendar parser (ical.js, Mozilla's): the local
 * time in Asia/Kolkata is the agreed instant, and the texts survive escaping and folding.
 */

const PUBLIC_URL = 'https://godown.example'
const NAME = 'Shed 4, Bhiwandi; "North" \\ yard'
const STREET =
  'Gala 7, Warehouse Complex; Old Agra Road, behind the weighbridge, near गोदाम क्रमांक ७, Rahnal village'

let w: VisitWorld
beforeAll(async () => {
  w = await visitWorld({ env: { PUBLIC_URL } })
})
afterAll(() => w.close())

/** Parses a calendar and resolves its VTIMEZONE, as a calendar application does. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

async function acceptedVisit() {
  const p = await w.pair({ name: NAME })
  await w.db
    .update(propertyAddresses)
    .set({ address: STREET })
    .where(eq(propertyAddresses.propertyId, p.propertyId))
  const asked = await w.ask(p.seeker.token, {
    property_id: p.propertyId,
    slots: [ist('2026-12-02T10:30'), ist('2026-12-04T17:00')],
  })
  const id = asked.json().data.id as number
  const res = await w.api('POST', `visits/${id}/accept`, p.owner.token, {
    slot: ist('2026-12-02T10:30'),
  })
  expect(res.statusCode).toBe(200)
  return { ...p, id }
}

describe('GET visits/{id}/ics', () => {
  it('answers an RFC 5545 file whose 10:30 Asia/Kolkata is 05:00 UTC', async () => {
    const v = await acceptedVisit()
    const res = await w.api('GET', `visits/${v.id}/ics`, v.seeker.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="site-visit-${v.id}.ics"`)
    const text = res.body
    // CRLF line ends, and no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n').slice(0, -1)
    expect(lines.every((line) => !line.includes('\n'))).toBe(true)
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75)
    // The address is long enough to have been folded.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)

    const { calendar, vevent, event } = parse(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const zone = calendar.getFirstSubcomponent('vtimezone')!
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata')

    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata')
    expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 30])
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T05:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-02T06:00:00.000Z')
    expect(event.duration.toSeconds()).toBe(3600)

    expect(event.uid).toBe(`visit-${v.id}@godown.example`)
    expect(event.summary).toBe(`Site visit: ${NAME}`)
    expect(event.location).toBe(`${STREET}, Bhiwandi, Thane, Maharashtra 421302`)
    expect(event.description).toContain(`Phone: 9876543210`)
    expect(event.description.split('\n')[0]).toMatch(/^Owner: Person \d+$/)
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-12-01T00:00:00Z')
    // A download has no organizer to answer.
    expect(vevent.getFirstProperty('organizer')).toBeNull()
  })

  it('gives the owner the seeker’s name and phone, with the same UID', async () => {
    const v = await acceptedVisit()
    const seekers = parse((await w.api('GET', `visits/${v.id}/ics`, v.seeker.token)).body)
    const owners = parse((await w.api('GET', `visits/${v.id}/ics`, v.owner.token)).body)
    expect(owners.event.uid).toBe(seekers.event.uid)
    expect(owners.event.description).toContain(`Phone: ${v.seeker.phone}`)
    expect(owners.event.description.split('\n')[0]).toMatch(/^Visitor: Person \d+$/)
  })

  it('has no invitation for a visit not accepted (409)', async () => {
    const p = await w.pair()
    const asked = await w.ask(p.seeker.token, {
      property_id: p.propertyId,
      slots: [ist('2026-12-02T10:30')],
    })
    const res = await w.api('GET', `visits/${asked.json().data.id}/ics`, p.owner.token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(VISIT_TEXTS.noInvitation)
  })
})

describe('ics text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds at 75 octets without cutting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ग'.repeat(40)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(foldLine('SHORT:1')).toBe('SHORT:1')
  })

  it('invites both sides in an e-mailed REQUEST, and takes it back with CANCEL', () => {
    const base = {
      visitId: 7,
      host: 'godown.example',
      siteName: 'Godown Hub',
      siteEmail: 'hello@godown.example',
      slot: new Date('2026-12-02T14:30:00Z'),
      listingName: 'Shed',
      address: 'Bhiwandi',
      description: ['Owner: Ravi', 'Phone: 9876543210'],
      attendees: [
        { name: 'Asha', email: 'asha@example.in' },
        { name: 'Ravi', email: null },
      ],
      now: new Date('2026-12-01T00:00:00Z'),
    }
    const request = parse(visitCalendar({ ...base, method: 'REQUEST' }))
    expect(request.calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(request.vevent.getFirstPropertyValue('organizer')).toBe('mailto:hello@godown.example')
    expect(request.vevent.getAllProperties('attendee').map((a) => a.getFirstValue())).toEqual([
      'mailto:asha@example.in',
    ])
    expect([request.event.startDate.hour, request.event.startDate.minute]).toEqual([20, 0])
    expect(request.event.sequence).toBe(0)
    const cancel = parse(visitCalendar({ ...base, method: 'CANCEL' }))
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancel.event.sequence).toBe(1)
    expect(cancel.event.uid).toBe(request.event.uid)
  })
})
