import { ALERT_LISTINGS_MAX } from '@app/contract/constants'
import { savedFiltersQuery } from '@app/contract/search'
import type { ListingCard } from '@app/contract/listing'
import type { Db } from '../../db/client'
import { runExclusively } from '../../db/advisory-lock'
import { mailText, type MailDocument } from '../../lib/mail/document'
import { mailHtml } from '../../lib/mail/html'
import { alertMail } from '../../lib/mail/templates'
import { oneLineOf } from '../../lib/mail-text'
import type { Message, Messenger } from '../../lib/messenger/types'
import { toCard } from '../../domain/listing-shapes'
import { ALERT_ROUND_LOCK, dailyBoundary } from './policy'
import * as repo from './repository'

interface Log {
  warn(obj: object, msg: string): void
}

export interface AlertDeps {
  messenger: Messenger
  /** The site's public address, for the links in the messages. */
  publicUrl: string
  siteName: string
  /** The site's own address: the mailto: of List-Unsubscribe (SITE_EMAIL). */
  siteEmail: string
  log?: Log
}

/** One search's alert, decided and committed: what its message says and where it goes. */
export interface Alert {
  searchId: number
  routes: Pick<Message, 'channel' | 'to'>[]
  subject: string
  text: string
  /** The message as one document, for the e-mail's HTML part (rendered after the commit). */
  doc: MailDocument
  /** The e-mail's List-Unsubscribe headers (RFC 2369, RFC 8058 one-click). */
  headers: Record<string, string>
  /** What an SMS template (MSG91's) fills in: the search's name, the count and the link. */
  vars: Record<string, string>
}

export interface AlertSummary {
  /** Searches looked at this round. */
  searches: number
  /** Listings newly recorded as hits, over all searches. */
  hits: number
  /** Messages handed to the messenger, and those it failed to send. */
  sent: number
  errors: number
}

/**
 * E-mail to the user's address when the driver can e-mail; SMS to the phone when it can text and
 * e-mail is not an option (no address, or an SMS-only driver such as MSG91, given an alert
 * template). What the messenger offers decides, as for OTP codes.
 */
function alertRoutes(messenger: Messenger, to: { email: string | null; phone: string }) {
  const canEmail = messenger.channels.has('email')
  const canText = messenger.channels.has('sms') && (messenger.smsTemplates?.has('alert') ?? true)
  const routes: Alert['routes'] = []
  if (to.email && canEmail) routes.push({ channel: 'email', to: to.email })
  else if (canText) routes.push({ channel: 'sms', to: to.phone })
  return routes
}

/**
 * The alert's subject and text (lib/mail/templates `alertMail`): the listings (up to
 * ALERT_LISTINGS_MAX), the rest linked. The search's name and the listings' titles are people's
 * text: quoted, each on one line (decision 036), so a title stored with line breaks cannot start
 * a line that passes for ours. The link in the text is the unsubscribe page, which asks first.
 */
export function alertMessage(
  search: Pick<repo.DueSearch, 'name' | 'filters' | 'unsubscribeToken' | 'firstName'>,
  cards: readonly ListingCard[],
  total: number,
  deps: Pick<AlertDeps, 'publicUrl' | 'siteName'>,
) {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const query = savedFiltersQuery(search.filters)
  const link = `${base}/property${query ? `?${query}` : ''}`
  const doc = alertMail({
    searchName: search.name,
    firstName: search.firstName,
    cards,
    total,
    searchUrl: link,
    unsubscribeUrl: `${base}/alerts/unsubscribe?token=${search.unsubscribeToken}`,
    publicUrl: deps.publicUrl,
    siteName: deps.siteName,
  })
  return {
    subject: doc.subject,
    text: mailText(doc),
    doc,
    // An SMS template puts its own words around the values: the name on one line, unquoted.
    vars: { name: oneLineOf(search.name), count: String(total), link },
  }
}

/**
 * RFC 2369 and RFC 8058 headers for one search's alert. The https address is the API's POST
 * endpoint (no login, the token is the permission), not the web page: a mail client's one-click
 * unsubscribe POSTs `List-Unsubscribe=One-Click` to it, and only a POST turns the alert off. The
 * mailto: reaches the site's mailbox with the token in the subject, for clients without https.
 */
export function alertHeaders(
  token: string,
  deps: Pick<AlertDeps, 'publicUrl' | 'siteEmail'>,
): Record<string, string> {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const https = `${base}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`
  const mailto = `mailto:${deps.siteEmail}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`
  return {
    'List-Unsubscribe': `<${https}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/**
 * One round of saved-search alerts (decision 028). Under an advisory lock (one instance at a
 * time; another holding it: `ran: false`), in one transaction: each due search (every instant
 * one; a daily one once an India day from ALERT_DAILY_HOUR_IST) records as hits the listings
 * matching its filters that were published after it was saved and have not alerted it, and the
 * searches with hits (and every daily one looked at) get alerted_at. Only after that commits do
 * the messages go out, one per search: a slow or failing mail server holds no lock or row, and a
 * crash between the commit and the send loses an alert rather than sending one twice (a listing
 * alerts a search at most once).
 */
export async function runAlertRound(
  db: Db,
  now: Date,
  deps: AlertDeps,
): Promise<{ ran: false } | { ran: true; summary: AlertSummary }> {
  const claim = await runExclusively(db, ALERT_ROUND_LOCK, async (tx) => {
    const due = await repo.dueSearches(tx, dailyBoundary(now))
    const alerts: Alert[] = []
    const alerted: number[] = []
    let hits = 0
    for (const search of due) {
      const found = await repo.recordHits(tx, search, now)
      hits += found.length
      if (found.length > 0 || search.alert === 'daily') alerted.push(search.id)
      if (found.length === 0) continue
      const routes = alertRoutes(deps.messenger, search)
      if (routes.length === 0) continue
      const cards = (await repo.hitCards(tx, found, ALERT_LISTINGS_MAX)).map(toCard)
      alerts.push({
        searchId: search.id,
        routes,
        ...alertMessage(search, cards, found.length, deps),
        headers: alertHeaders(search.unsubscribeToken, deps),
      })
    }
    await repo.markAlerted(tx, alerted, now)
    return { searches: due.length, hits, alerts }
  })
  if (!claim.ran) return { ran: false }
  const summary: AlertSummary = {
    searches: claim.result.searches,
    hits: claim.result.hits,
    sent: 0,
    errors: 0,
  }
  for (const alert of claim.result.alerts) {
    for (const route of alert.routes) {
      try {
        const email = route.channel === 'email'
        await deps.messenger.send({
          ...route,
          subject: alert.subject,
          text: alert.text,
          ...(email
            ? {
                html: await mailHtml(alert.doc, { name: deps.siteName, publicUrl: deps.publicUrl }),
                headers: alert.headers,
              }
            : {}),
          template: 'alert',
          vars: alert.vars,
        })
        summary.sent++
      } catch (err) {
        summary.errors++
        deps.log?.warn({ err, savedSearchId: alert.searchId }, 'alert could not be sent')
      }
    }
  }
  return { ran: true, summary }
}
