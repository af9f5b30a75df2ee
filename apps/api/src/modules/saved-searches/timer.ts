import { formatRupees } from '@app/contract/numbers'
import type { ListingCard } from '@app/contract/listing'
import {
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import { ALERT_LISTINGS_MAX, savedFiltersQuery } from '@app/contract/search'
import type { Db } from '../../db/client'
import { runExclusively } from '../../db/advisory-lock'
import { oneLineOf, quoted } from '../../lib/mail-text'
import type { Message, Messenger } from '../../lib/messenger/types'
import { toCard } from '../listings/present'
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
  log?: Log
}

/** One search's alert, decided and committed: what its message says and where it goes. */
export interface Alert {
  searchId: number
  routes: Pick<Message, 'channel' | 'to'>[]
  subject: string
  text: string
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

/** '₹45,000 / Monthly (Rent)', '₹2,50,00,000 (Sale)', or 'Price on request'. */
function priceText(card: ListingCard) {
  if (!card.price) return 'Price on request'
  const { price, purchase_type: deal, recuring_type: every } = card.price
  const period = deal !== PURCHASE_TYPE.sale && every ? ` / ${RECURING_TYPE_LABEL[every]}` : ''
  return `${formatRupees(price)}${period} (${PURCHASE_TYPE_LABEL[deal] ?? 'Price'})`
}

/**
 * The alert's subject and text: the listings (up to ALERT_LISTINGS_MAX), the rest linked. The
 * search's name and the listings' titles are people's text: quoted, each on one line (decision
 * 036), so a title stored with line breaks cannot start a line that passes for ours.
 */
export function alertMessage(
  search: Pick<repo.DueSearch, 'name' | 'filters' | 'unsubscribeToken' | 'firstName'>,
  cards: readonly ListingCard[],
  total: number,
  deps: Pick<AlertDeps, 'publicUrl' | 'siteName'>,
) {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const name = quoted(search.name)
  const lines = [
    `Hello ${oneLineOf(search.firstName)},`,
    '',
    total === 1
      ? `A new listing on ${deps.siteName} matches your saved search.`
      : `${total} new listings on ${deps.siteName} match your saved search.`,
    `Search: ${name}`,
    '',
  ]
  for (const card of cards) {
    const city = card.address.city_name ? `, ${card.address.city_name}` : ''
    lines.push(`- ${quoted(card.name)}${city}: ${priceText(card)}`, `  ${base}/property/${card.id}`)
  }
  const more = total - cards.length
  const query = savedFiltersQuery(search.filters)
  const link = `${base}/property${query ? `?${query}` : ''}`
  if (more > 0) lines.push('', `And ${more} more: ${link}`)
  lines.push(
    '',
    `Stop alerts for this search: ${base}/alerts/unsubscribe?token=${search.unsubscribeToken}`,
  )
  return {
    subject:
      total === 1
        ? `New listing for your saved search: ${name}`
        : `${total} new listings for your saved search: ${name}`,
    text: lines.join('\n'),
    // An SMS template puts its own words around the values: the name on one line, unquoted.
    vars: { name: oneLineOf(search.name), count: String(total), link },
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
        await deps.messenger.send({
          ...route,
          subject: alert.subject,
          text: alert.text,
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
