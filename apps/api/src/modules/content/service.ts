import {
  COMPANY_PROFILE_FILE_NAME,
  COMPANY_PROFILE_TEXTS,
  CONTACT_TEXTS,
  NEWSLETTER_TEXTS,
  type CompanyProfile,
  type Contact,
  type Newsletter,
} from '@app/contract/content'
import type { SiteInfo } from '@app/contract/site'
import type { FastifyBaseLogger } from 'fastify'
import type { Tx } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { mailText } from '../../lib/mail/document'
import { enquiryMail, renderMail } from '../../lib/mail/templates'
import type { Messenger } from '../../lib/messenger/types'
import type { RateLimiter, RateRule } from '../../lib/rate-limit'
import type { Background } from '../../lib/background'
import { renderCompanyProfilePdf } from './profile-pdf'
import * as repo from './repository'

const HOUR_MS = 60 * 60_000

/**
 * Newsletter sign-ups per client IP: a household or office signs up a few addresses; a script
 * filling the table with made-up ones gets a 429.
 */
export const NEWSLETTER_SIGNUPS_PER_IP: RateRule = { limit: 10, windowMs: HOUR_MS }
/**
 * Contact enquiries per client IP: each one lands in the operator's inbox, so a script must not
 * be able to flood it; an office sending a few requirements in an hour is never held back.
 */
export const CONTACT_ENQUIRIES_PER_IP: RateRule = { limit: 10, windowMs: HOUR_MS }
/** Brochure downloads per client IP: each one is a stored lead and a drawn PDF (CPU). */
export const PROFILE_DOWNLOADS_PER_IP: RateRule = { limit: 10, windowMs: HOUR_MS }

export interface ContentDeps {
  rateLimit: RateLimiter
  messenger: Messenger
  clock: Clock
  log: FastifyBaseLogger
  site: SiteInfo
  /** The site's public address (the e-mails' footer). */
  publicUrl: string
  /** Work that runs after the answer (the enquiry's e-mail). */
  background: Background
}

/** Stored once per address; a repeat is still a success (and says nothing about who signed up). */
export async function subscribeToNewsletter(
  db: Tx,
  rateLimit: RateLimiter,
  input: Newsletter,
  ip: string,
) {
  await rateLimit.enforce(
    [[`newsletter:ip:${ip}`, NEWSLETTER_SIGNUPS_PER_IP]],
    NEWSLETTER_TEXTS.tooMany,
  )
  await repo.addNewsletterSubscription(db, input.email)
}

/** The enquiry's subject and text (lib/mail/templates `enquiryMail`; decision 036's quoting). */
export function enquiryMessage(enquiry: Contact, id: number, siteName: string) {
  const doc = enquiryMail(enquiry, id, siteName)
  return { subject: doc.subject, text: mailText(doc) }
}

/**
 * Stores the enquiry, then e-mails it to the site's address after the answer: the row is the
 * record (admins list it), so a slow or failing mail server neither delays the visitor nor loses
 * the enquiry. A driver that cannot e-mail (MSG91 sends SMS only) leaves it to the admin list.
 */
export async function sendContactEnquiry(db: Tx, deps: ContentDeps, input: Contact, ip: string) {
  await deps.rateLimit.enforce(
    [[`contact:ip:${ip}`, CONTACT_ENQUIRIES_PER_IP]],
    CONTACT_TEXTS.tooMany,
  )
  const id = await repo.addContactEnquiry(db, input)
  if (!deps.messenger.channels.has('email')) {
    deps.log.warn({ enquiry: id }, 'contact enquiry stored; the messenger cannot send e-mail')
    return
  }
  // Pressing Reply answers the enquirer, not our own mailbox.
  deps.background.run(deps.log, `e-mailing contact enquiry ${id}`, async () =>
    deps.messenger.send({
      channel: 'email',
      to: deps.site.email,
      replyTo: input.user_email,
      ...(await renderMail(enquiryMail(input, id, deps.site.name), {
        name: deps.site.name,
        publicUrl: deps.publicUrl,
      })),
    }),
  )
}

/**
 * Stores the lead, counts the live figures, then draws the brochure: the PDF (pure CPU) runs
 * after every statement has finished, holding no connection or transaction.
 */
export async function companyProfile(db: Tx, deps: ContentDeps, input: CompanyProfile, ip: string) {
  await deps.rateLimit.enforce(
    [[`company-profile:ip:${ip}`, PROFILE_DOWNLOADS_PER_IP]],
    COMPANY_PROFILE_TEXTS.tooMany,
  )
  await repo.addCompanyProfileRequest(db, input)
  const figures = await repo.marketFigures(db)
  const pdf = await renderCompanyProfilePdf({ site: deps.site, figures, at: deps.clock.now() })
  return { fileName: COMPANY_PROFILE_FILE_NAME, pdf }
}
