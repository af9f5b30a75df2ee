import { IST_TIME_ZONE, istParts, VISIT_DURATION_MINUTES } from '@app/contract/visits'
import { oneLineOf } from '../../lib/mail-text'

/*
 * A site visit's calendar invitation, RFC 5545 (decision 066): one VEVENT at the agreed slot in
 * India time, with the Asia/Kolkata VTIMEZONE (a fixed +05:30, no daylight saving) so a calendar
 * shows the time as agreed whatever its own zone.
 */

/** The most octets of one content line before it is folded (RFC 5545 section 3.1). */
const LINE_OCTETS = 75

/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n]/g, '\\n')
}

/**
 * A content line folded into lines of at most 75 octets: each continuation starts with one space
 * (counted in its 75), and a UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    if (octets + size > LINE_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 20261201T050000Z */
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`

/** India's wall clock, for DTSTART;TZID=Asia/Kolkata: 20261201T103000 */
function istStamp(d: Date) {
  const p = istParts(d)
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`
}

/** A parameter value (CN): quoted, without the characters a quoted value may not hold. */
const paramValue = (value: string) => `"${oneLineOf(value).replace(/["\\^]/g, "'")}"`

export interface CalendarPerson {
  name: string
  email: string | null
}

export interface VisitInvitation {
  /**
   * REQUEST: the e-mail's invitation (iTIP, RFC 5546), which calendars offer to add;
   * PUBLISH: the download; CANCEL: the e-mail of a cancelled visit, which takes it out again.
   */
  method: 'REQUEST' | 'PUBLISH' | 'CANCEL'
  visitId: number
  /** The site's host: the UID's domain (visit-<id>@<host>), the same for every copy. */
  host: string
  siteName: string
  /** The site's own address: the ORGANIZER of an e-mailed invitation. */
  siteEmail: string
  slot: Date
  listingName: string
  address: string
  /** The lines of DESCRIPTION (the other side's name and phone, a link): our text. */
  description: string[]
  /** The people invited, with an address: ATTENDEE lines. */
  attendees: CalendarPerson[]
  /** When the file is made: DTSTAMP. */
  now: Date
}

/** The .ics file's text, lines ended by CRLF. */
export function visitCalendar(i: VisitInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(oneLineOf(i.siteName))}//Site visits//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${i.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${IST_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:visit-${i.visitId}@${i.host}`,
    `DTSTAMP:${utcStamp(i.now)}`,
    `DTSTART;TZID=${IST_TIME_ZONE}:${istStamp(i.slot)}`,
    `DURATION:PT${VISIT_DURATION_MINUTES}M`,
    // A cancellation outranks the invitation it takes back (RFC 5546 section 2.1.4).
    `SEQUENCE:${i.method === 'CANCEL' ? 1 : 0}`,
    `STATUS:${i.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(`Site visit: ${oneLineOf(i.listingName)}`)}`,
    `LOCATION:${escapeText(oneLineOf(i.address))}`,
    `DESCRIPTION:${escapeText(i.description.join('\n'))}`,
    ...(i.method === 'PUBLISH'
      ? []
      : [
          `ORGANIZER;CN=${paramValue(i.siteName)}:mailto:${i.siteEmail}`,
          ...i.attendees
            .filter((a) => a.email)
            .map(
              (a) =>
                `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${a.email}`,
            ),
        ]),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
