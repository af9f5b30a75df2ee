import { formatVisitTime, type VisitRole } from '@app/contract/visits'
import type { MailBlock, MailDocument } from '../../lib/mail/document'
import { oneLineOf, quoted } from '../../lib/mail-text'
import { VISITS_PAGE_PATH } from './policy'
import type { VisitRow } from './repository'
import { addressLine, otherSide, partyOf } from './shapes'

/*
 * The e-mails of a visit's steps (decision 066), one MailDocument each (lib/mail, decision 045):
 * both sides hear of every step. People's text (names, the listing's title and address, the note
 * and the reasons) is quoted on one line or as a quote block (decision 036).
 */

export interface VisitMail {
  to: VisitRole
  doc: MailDocument
}

const IST = 'India time'

function greeting(row: VisitRow, to: VisitRole): MailBlock {
  return { kind: 'lines', lines: [`Hello ${oneLineOf(partyOf(row, to).name)},`] }
}

function link(publicUrl: string): MailBlock {
  const base = publicUrl.replace(/\/+$/, '')
  return {
    kind: 'action',
    label: 'See your visits',
    href: `${base}${VISITS_PAGE_PATH}`,
    button: true,
  }
}

/** The other side's name, phone and e-mail, as fields. */
function contactRows(row: VisitRow, of: VisitRole) {
  const p = partyOf(row, of)
  return [
    { label: of === 'owner' ? 'Owner' : 'Visitor', value: quoted(p.name) },
    { label: 'Phone', value: p.phone_number, href: `tel:+91${p.phone_number}` },
    ...(p.email ? [{ label: 'E-mail', value: p.email, href: `mailto:${p.email}` }] : []),
  ]
}

const slotRows = (slots: readonly Date[]) =>
  slots.map((slot, i) => ({
    label: slots.length === 1 ? 'When' : `Slot ${i + 1}`,
    value: `${formatVisitTime(slot)} (${IST})`,
  }))

const listing = (row: VisitRow) => quoted(row.propertyName)

/** To the seeker, when they ask (the owner's notice is the leads feature's). */
export function requestedMail(row: VisitRow, publicUrl: string): VisitMail {
  const intro = 'Your visit request was sent to the owner.'
  return {
    to: 'seeker',
    doc: {
      subject: `Visit request sent: ${listing(row)}`,
      preview: intro,
      blocks: [
        greeting(row, 'seeker'),
        {
          kind: 'lines',
          lines: [
            `You asked to visit ${listing(row)}. The owner will accept one of these times or decline:`,
          ],
        },
        { kind: 'fields', rows: slotRows(row.slots) },
        ...(row.note ? [{ kind: 'quote', heading: 'Your note:', text: row.note } as const] : []),
        { kind: 'lines', lines: ['We will e-mail you when the owner answers.'] },
        link(publicUrl),
      ],
    },
  }
}

/** To both, when the owner accepts: the time, the place and the other side (the .ics attached). */
export function acceptedMails(row: VisitRow, publicUrl: string): VisitMail[] {
  const slot = row.slotAt!
  const place = { label: 'Address', value: quoted(addressLine(row)) }
  const invitation = 'The calendar invitation is attached.'
  return [
    {
      to: 'seeker',
      doc: {
        subject: `Site visit confirmed: ${listing(row)}`,
        preview: 'The owner accepted your visit request.',
        blocks: [
          greeting(row, 'seeker'),
          { kind: 'lines', lines: [`The owner accepted your visit to ${listing(row)}.`] },
          { kind: 'fields', rows: [...slotRows([slot]), place, ...contactRows(row, 'owner')] },
          { kind: 'lines', lines: [invitation] },
          link(publicUrl),
        ],
      },
    },
    {
      to: 'owner',
      doc: {
        subject: `Site visit confirmed: ${listing(row)}`,
        preview: 'You accepted a visit request.',
        blocks: [
          greeting(row, 'owner'),
          { kind: 'lines', lines: [`You accepted a site visit to ${listing(row)}.`] },
          { kind: 'fields', rows: [...slotRows([slot]), place, ...contactRows(row, 'seeker')] },
          { kind: 'lines', lines: [invitation] },
          link(publicUrl),
        ],
      },
    },
  ]
}

/** To both, when the owner declines: the seeker with the reason. */
export function declinedMails(row: VisitRow, publicUrl: string): VisitMail[] {
  const reason = { kind: 'fields', rows: [{ label: 'Reason', value: quoted(row.reason ?? '') }] }
  return [
    {
      to: 'seeker',
      doc: {
        subject: `Visit request declined: ${listing(row)}`,
        preview: 'The owner declined your visit request.',
        blocks: [
          greeting(row, 'seeker'),
          { kind: 'lines', lines: [`The owner declined your visit request for ${listing(row)}.`] },
          reason as MailBlock,
          link(publicUrl),
        ],
      },
    },
    {
      to: 'owner',
      doc: {
        subject: `Visit request declined: ${listing(row)}`,
        preview: 'You declined a visit request.',
        blocks: [
          greeting(row, 'owner'),
          {
            kind: 'lines',
            lines: [
              `You declined the visit request of ${quoted(row.seekerName)} for ${listing(row)}.`,
            ],
          },
          reason as MailBlock,
          link(publicUrl),
        ],
      },
    },
  ]
}

/** To both, when either side cancels. `accepted`: whether it had been agreed (a slot). */
export function cancelledMails(row: VisitRow, by: VisitRole, publicUrl: string): VisitMail[] {
  const times = row.slotAt ? [row.slotAt] : row.slots
  const reason: MailBlock[] = row.reason
    ? [{ kind: 'fields', rows: [{ label: 'Reason', value: quoted(row.reason) }] }]
    : []
  const canceller = by === 'owner' ? 'The owner' : quoted(row.seekerName)
  return (['seeker', 'owner'] as const).map((to) => ({
    to,
    doc: {
      subject: `Site visit cancelled: ${listing(row)}`,
      preview: to === by ? 'You cancelled a site visit.' : 'A site visit was cancelled.',
      blocks: [
        greeting(row, to),
        {
          kind: 'lines',
          lines: [
            to === by
              ? `You cancelled the site visit to ${listing(row)}.`
              : `${canceller} cancelled the site visit to ${listing(row)}.`,
          ],
        },
        { kind: 'fields', rows: [...slotRows(times), ...contactRows(row, otherSide(to))] },
        ...reason,
        link(publicUrl),
      ],
    },
  }))
}
