import type { Contact } from '@app/contract/content'
import type { ListingCard } from '@app/contract/listing'
import {
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import { formatRupees } from '@app/contract/numbers'
import { IST_TIME_ZONE } from '@app/contract/visits'
import { oneLineOf, quoted } from '../mail-text'
import { mailText, type MailBlock, type MailDocument } from './document'
import { mailHtml, type MailSite } from './html'

/*
 * Every e-mail the product sends, one template each (decision 045): the one-time code (for
 * registration and for a password reset), the saved-search alert, the contact enquiry and an
 * owner's lead notices (one lead at once, or the day's leads in a digest). Each
 * builds one MailDocument; its text and HTML parts are both rendered from it (`renderMail`).
 * A person's text is quoted on one line (decision 036) before it enters a document.
 */

/** The one-time code, for registration and for a password reset alike. */
export function otpMail(code: string, siteName: string, validMinutes: number): MailDocument {
  const line = `${code} is your ${siteName} verification code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`
  return {
    subject: `Your ${siteName} verification code`,
    preview: line,
    blocks: [{ kind: 'code', code, line }],
  }
}

/** '₹45,000 / Monthly (Rent)', '₹2,50,00,000 (Sale)', or 'Price on request'. */
function priceText(card: ListingCard) {
  if (!card.price) return 'Price on request'
  const { price, purchase_type: deal, recuring_type: every } = card.price
  const period = deal !== PURCHASE_TYPE.sale && every ? ` / ${RECURING_TYPE_LABEL[every]}` : ''
  return `${formatRupees(price)}${period} (${PURCHASE_TYPE_LABEL[deal] ?? 'Price'})`
}

export interface AlertMailInput {
  /** The saved search's name and the recipient's first name: people's text. */
  searchName: string
  firstName: string
  cards: readonly ListingCard[]
  /** All new listings found; those past `cards` are linked as "And N more". */
  total: number
  /** The listing page with the search's filters. */
  searchUrl: string
  /** The unsubscribe page (it asks before it turns anything off, decision 036). */
  unsubscribeUrl: string
  publicUrl: string
  siteName: string
}

/**
 * The saved-search alert: the listings (up to ALERT_LISTINGS_MAX), the rest linked. The search's
 * name and the listings' titles are quoted, each on one line.
 */
export function alertMail(a: AlertMailInput): MailDocument {
  const base = a.publicUrl.replace(/\/+$/, '')
  const name = quoted(a.searchName)
  const found =
    a.total === 1
      ? `A new listing on ${a.siteName} matches your saved search.`
      : `${a.total} new listings on ${a.siteName} match your saved search.`
  const more = a.total - a.cards.length
  return {
    subject:
      a.total === 1
        ? `New listing for your saved search: ${name}`
        : `${a.total} new listings for your saved search: ${name}`,
    preview: found,
    blocks: [
      { kind: 'lines', lines: [`Hello ${oneLineOf(a.firstName)},`] },
      { kind: 'lines', lines: [found, `Search: ${name}`] },
      {
        kind: 'items',
        items: a.cards.map((card) => ({
          title: quoted(card.name),
          place: card.address.city_name || undefined,
          price: priceText(card),
          href: `${base}/property/${card.id}`,
        })),
      },
      ...(more > 0
        ? [{ kind: 'action', label: `And ${more} more`, href: a.searchUrl, button: true } as const]
        : []),
      { kind: 'action', label: 'Stop alerts for this search', href: a.unsubscribeUrl },
    ],
  }
}

/**
 * The e-mail the operator receives for one enquiry: every field, labelled. What the visitor typed
 * is quoted: the name and place on one line in quotes, the message as a "> " block (a quote in
 * HTML), so none of it can pass for a line of ours. E-mail, phone and state are checked formats.
 */
export function enquiryMail(enquiry: Contact, id: number, siteName: string): MailDocument {
  const name = quoted(enquiry.user_name)
  const location = quoted(enquiry.property_location)
  const intro = `A new enquiry arrived through the contact form of ${siteName}.`
  return {
    subject: `${siteName} enquiry #${id}: ${name}, ${location} (${enquiry.state})`,
    preview: intro,
    blocks: [
      { kind: 'lines', lines: [intro] },
      {
        kind: 'fields',
        rows: [
          { label: 'Name', value: name },
          { label: 'E-mail', value: enquiry.user_email, href: `mailto:${enquiry.user_email}` },
          { label: 'Phone', value: enquiry.user_phone, href: `tel:+91${enquiry.user_phone}` },
          { label: 'Property location', value: location },
          { label: 'State', value: enquiry.state },
        ],
      },
      { kind: 'quote', heading: 'Message:', text: enquiry.message },
    ],
  }
}

const SLOT_PARTS = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** A moment in India time as a person reads it: "Tue 1 Dec, 10:30 am". */
export function istText(at: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const p of SLOT_PARTS.formatToParts(at)) part[p.type] = p.value
  const { weekday, day, month, hour, minute, dayPeriod = '' } = part
  return `${weekday} ${day} ${month}, ${hour}:${minute} ${dayPeriod.toLowerCase()}`
}

/** One lead of an owner's listing: a seeker who unlocked it, or asked to visit it. */
export interface Lead {
  kind: 'unlock' | 'visit'
  /** The seeker: their name is a person's text, the phone and e-mail checked formats. */
  seeker: { name: string; phone: string; email: string | null }
  listing: { id: number; name: string }
  /** When the seeker unlocked the listing or asked for the visit. */
  at: Date
  /** A visit's proposed slots, earliest first, and the seeker's note. */
  slots?: readonly Date[]
  note?: string | null
}

/** What the seeker did, in one line of ours around their quoted name and the quoted listing. */
function leadLine(lead: Lead) {
  const who = quoted(lead.seeker.name)
  const what = quoted(lead.listing.name)
  return lead.kind === 'unlock'
    ? `${who} unlocked the contact details of your listing ${what}.`
    : `${who} asks to visit your listing ${what}.`
}

/** A lead's seeker and listing as labelled fields, with a visit's slots and its note. */
function leadBlocks(lead: Lead, base: string, withTime: boolean): MailBlock[] {
  const { seeker } = lead
  const rows: { label: string; value: string; href?: string }[] = [
    { label: 'Name', value: quoted(seeker.name) },
    { label: 'Phone', value: seeker.phone, href: `tel:+91${seeker.phone}` },
  ]
  if (seeker.email)
    rows.push({ label: 'E-mail', value: seeker.email, href: `mailto:${seeker.email}` })
  rows.push({
    label: 'Listing',
    value: quoted(lead.listing.name),
    href: `${base}/property/${lead.listing.id}`,
  })
  if (withTime) {
    rows.push({ label: lead.kind === 'unlock' ? 'Unlocked' : 'Asked', value: istText(lead.at) })
  }
  if (lead.kind === 'visit') {
    for (const [n, slot] of (lead.slots ?? []).entries()) {
      rows.push({ label: `Proposed time ${n + 1}`, value: `${istText(slot)} (India time)` })
    }
  }
  const blocks: MailBlock[] = [{ kind: 'fields', rows }]
  if (lead.kind === 'visit' && lead.note) {
    blocks.push({ kind: 'quote', heading: 'Note from the seeker:', text: lead.note })
  }
  return blocks
}

export interface LeadMailInput {
  /** The owner's first name: a person's text. */
  ownerName: string
  lead: Lead
  publicUrl: string
  siteName: string
}

/**
 * One lead, told to the listing's owner at once: who the seeker is (name, phone, e-mail), which
 * listing, for a visit the proposed times in India time and the note (quoted), and the link to the
 * listing's page, where its owner finds the Leads panel (and answers a visit request).
 */
export function leadMail(m: LeadMailInput): MailDocument {
  const base = m.publicUrl.replace(/\/+$/, '')
  const { lead } = m
  const intro = leadLine(lead)
  const listing = quoted(lead.listing.name)
  return {
    subject:
      lead.kind === 'unlock'
        ? `New lead for ${listing} on ${m.siteName}`
        : `Visit request for ${listing} on ${m.siteName}`,
    preview:
      lead.kind === 'unlock'
        ? 'A seeker unlocked the contact details of your listing.'
        : 'A seeker asks to visit your listing.',
    blocks: [
      { kind: 'lines', lines: [`Hello ${oneLineOf(m.ownerName)},`] },
      { kind: 'lines', lines: [intro] },
      ...leadBlocks(lead, base, false),
      {
        kind: 'action',
        label: lead.kind === 'unlock' ? 'See your leads' : 'Answer the visit request',
        href: `${base}/property/${lead.listing.id}`,
        button: true,
      },
    ],
  }
}

export interface LeadDigestMailInput {
  ownerName: string
  /** The leads to list, oldest first (at most LEAD_DIGEST_LEADS_MAX). */
  leads: readonly Lead[]
  /** All leads of the day; those past `leads` are counted and linked. */
  total: number
  publicUrl: string
  siteName: string
}

/**
 * The owner's daily digest of leads: each one as the instant notice gives it (with its time),
 * oldest first; past LEAD_DIGEST_LEADS_MAX, "And N more" links to the owner's listings.
 */
export function leadDigestMail(m: LeadDigestMailInput): MailDocument {
  const base = m.publicUrl.replace(/\/+$/, '')
  const found =
    m.total === 1
      ? `You have a new lead on ${m.siteName}.`
      : `You have ${m.total} new leads on ${m.siteName}.`
  const more = m.total - m.leads.length
  return {
    subject:
      m.total === 1 ? `1 new lead on ${m.siteName}` : `${m.total} new leads on ${m.siteName}`,
    preview: found,
    blocks: [
      { kind: 'lines', lines: [`Hello ${oneLineOf(m.ownerName)},`] },
      { kind: 'lines', lines: [found] },
      ...m.leads.flatMap((lead): MailBlock[] => [
        { kind: 'lines', lines: [leadLine(lead)] },
        ...leadBlocks(lead, base, true),
      ]),
      {
        kind: 'action',
        label: more > 0 ? `And ${more} more: see your listings` : 'See your listings',
        href: `${base}/my-properties`,
        button: true,
      },
    ],
  }
}

/** Both parts of one message, from the one document. */
export async function renderMail(doc: MailDocument, site: MailSite) {
  return { subject: doc.subject, text: mailText(doc), html: await mailHtml(doc, site) }
}
