import type { Contact } from '@app/contract/content'
import type { ListingCard } from '@app/contract/listing'
import {
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import { formatRupees } from '@app/contract/numbers'
import { oneLineOf, quoted } from '../mail-text'
import { mailText, type MailDocument } from './document'
import { mailHtml, type MailSite } from './html'

/*
 * Every e-mail the product sends, one template each (decision 045): the one-time code (for
 * registration and for a password reset), the saved-search alert and the contact enquiry. Each
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

/** Both parts of one message, from the one document. */
export async function renderMail(doc: MailDocument, site: MailSite) {
  return { subject: doc.subject, text: mailText(doc), html: await mailHtml(doc, site) }
}
