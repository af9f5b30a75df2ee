import { LEAD_DIGEST_LEADS_MAX } from '@app/contract/constants'
import type { FastifyInstance } from 'fastify'
import type { Tx } from '../../db/client'
import { createBackground } from '../../lib/background'
import { leadDigestMail, leadMail, renderMail, type Lead } from '../../lib/mail/templates'
import { oneLineOf, quoted } from '../../lib/mail-text'
import type { Message, Messenger } from '../../lib/messenger/types'
import * as repo from './repository'

interface Log {
  warn(obj: object, msg: string): void
}

export interface LeadDeps {
  /** Reads the leads as committed: the primary, never inside the caller's transaction. */
  db: Tx
  messenger: Messenger
  /** The site's public address, for the links in the messages. */
  publicUrl: string
  siteName: string
  log: Log
}

export type { LeadRef } from './repository'

/** What became of some leads' notices (for tests and the log). */
export interface LeadNoticeSummary {
  /** Leads found (a lead whose row is gone is not). */
  leads: number
  /** Owners who hear of theirs in the daily digest instead (digest.ts). */
  daily: number
  /** Owners told nothing: blocked, or no way to reach them with this messenger. */
  unreachable: number
  /** Messages handed to the messenger, and those it failed to send. */
  sent: number
  errors: number
}

/**
 * Where an owner's lead notice goes: e-mail to their address when the driver can e-mail; an SMS to
 * their phone when it can text and e-mail is not an option (no address, or an SMS-only driver
 * such as MSG91, given its lead template). What the messenger offers decides, as for alerts.
 */
export function leadRoutes(
  messenger: Messenger,
  to: { email: string | null; phone: string },
): Pick<Message, 'channel' | 'to'>[] {
  const canEmail = messenger.channels.has('email')
  const canText = messenger.channels.has('sms') && (messenger.smsTemplates?.has('lead') ?? true)
  if (to.email && canEmail) return [{ channel: 'email', to: to.email }]
  if (canText) return [{ channel: 'sms', to: to.phone }]
  return []
}

/**
 * The SMS of an owner's leads (one, or the latest of several): what an SMS template (MSG91's)
 * fills in, and the text for drivers that send text.
 */
export function leadSms(
  latest: Lead,
  count: number,
  deps: Pick<LeadDeps, 'publicUrl' | 'siteName'>,
) {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const link = count === 1 ? `${base}/property/${latest.listing.id}` : `${base}/my-properties`
  const what =
    count > 1
      ? `${count} new leads on ${deps.siteName}, the latest`
      : latest.kind === 'unlock'
        ? `New lead on ${deps.siteName}:`
        : `Visit request on ${deps.siteName}:`
  return {
    subject: count > 1 ? `New leads on ${deps.siteName}` : `New lead on ${deps.siteName}`,
    text: `${what} ${quoted(latest.seeker.name)} (${latest.seeker.phone}) for ${quoted(latest.listing.name)}. ${link}`,
    // A template puts its own words around the values: each on one line, unquoted.
    vars: { name: oneLineOf(latest.seeker.name), listing: oneLineOf(latest.listing.name), link },
  }
}

/**
 * Sends one owner their leads on `route`: one lead as `leadMail`, several (oldest first, at most
 * LEAD_DIGEST_LEADS_MAX listed, of `total`) or a daily digest as `leadDigestMail`; by SMS the
 * latest with the count.
 */
export async function sendLeads(
  deps: Omit<LeadDeps, 'db' | 'log'>,
  route: Pick<Message, 'channel' | 'to'>,
  owner: { name: string },
  leads: readonly Lead[],
  { total = leads.length, digest = false }: { total?: number; digest?: boolean } = {},
) {
  if (route.channel === 'sms') {
    const sms = leadSms(leads.at(-1)!, total, deps)
    await deps.messenger.send({ ...route, ...sms, template: 'lead' })
    return
  }
  const { publicUrl, siteName } = deps
  const doc =
    total === 1 && !digest
      ? leadMail({ ownerName: owner.name, lead: leads[0]!, publicUrl, siteName })
      : leadDigestMail({
          ownerName: owner.name,
          leads: leads.slice(0, LEAD_DIGEST_LEADS_MAX),
          total,
          publicUrl,
          siteName,
        })
  const mail = await renderMail(doc, { name: siteName, publicUrl })
  await deps.messenger.send({ ...route, ...mail })
}

/**
 * Tells the listings' owners of new leads (a seeker's first unlock of a listing, or a visit
 * request) once they have committed: reads the leads with their owners, listings and seekers, and
 * each owner who hears of leads at once gets one message with theirs (leadRoutes, sendLeads); an
 * owner on the daily digest gets nothing now (digest.ts). Never throws: a failed read or send is
 * logged and counted, and whoever made the lead (the seeker's request) is never failed by it.
 */
export async function notifyLeads(
  deps: LeadDeps,
  refs: readonly repo.LeadRef[],
): Promise<LeadNoticeSummary> {
  const summary: LeadNoticeSummary = { leads: 0, daily: 0, unreachable: 0, sent: 0, errors: 0 }
  let found: repo.FoundLeads[]
  try {
    found = await repo.leadsOf(deps.db, refs)
  } catch (err) {
    deps.log.warn({ err, leads: refs.length }, 'lead notices could not be read')
    summary.errors++
    return summary
  }
  for (const { owner, leads, total } of found) {
    summary.leads += total
    if (owner.leadAlerts !== 'instant') {
      summary.daily++
      continue
    }
    const routes = owner.blocked ? [] : leadRoutes(deps.messenger, owner)
    if (routes.length === 0) summary.unreachable++
    for (const route of routes) {
      try {
        await sendLeads(deps, route, owner, leads, { total })
        summary.sent++
      } catch (err) {
        summary.errors++
        deps.log.warn({ err, ownerId: owner.id, channel: route.channel }, 'lead notice not sent')
      }
    }
  }
  return summary
}

/** One lead's notice (notifyLeads for one). */
export const notifyLead = (deps: LeadDeps, ref: repo.LeadRef) => notifyLeads(deps, [ref])

/** The most leads one read of the notices takes; more wait for the next. */
const NOTICE_BATCH = 5_000
/**
 * After a read found leads, how long the sender lets the next ones gather before it reads again:
 * a lone lead still goes at once, and a burst costs its owners one message per pause, not one
 * per read (measured: a bench's 33,000 unlocks of two owners' listings had made 13,000 e-mails,
 * their rendering taking the CPU the unlocks needed).
 */
const NOTICE_GATHER_MS = 2_000

/** Lead notices from a feature's routes: each after the answer, never delaying or failing it. */
export interface LeadNotices {
  notify(ref: repo.LeadRef): void
}

/**
 * Lead notices for the routes registered on `app` (an encapsulated routes plugin: the wallet's
 * unlock, the visits' request). `notify` only queues the lead; one sender per instance works
 * through the queue after the answers have gone out (lib/background), reading the waiting leads
 * together and sending each owner one message for all of theirs. So a burst of unlocks costs the
 * unlocks nothing and their owners a few messages, not one rendered e-mail per unlock competing
 * with the requests for the CPU (decision 067). What is still queued is sent before the app
 * closes (before the messenger closes).
 */
export function createLeadNotices(app: FastifyInstance): LeadNotices {
  // One queue per app (its database handle): the wallet's unlocks and the visits' requests gather
  // together, so an owner with both in one moment gets one message.
  const known = appNotices.get(app.db)
  if (known) return known
  const notices = newLeadNotices(app)
  appNotices.set(app.db, notices)
  return notices
}

const appNotices = new WeakMap<object, LeadNotices>()

function newLeadNotices(app: FastifyInstance): LeadNotices {
  const background = createBackground()
  let closing = false
  let wake: (() => void) | undefined
  // Closing ends a pause at once: what waits is sent before the messenger closes.
  app.addHook('onClose', () => {
    closing = true
    wake?.()
    return background.drain()
  })
  const gather = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, NOTICE_GATHER_MS)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const waiting: repo.LeadRef[] = []
  let sending = false
  const deps = (): LeadDeps => ({
    db: app.db,
    messenger: app.messenger,
    publicUrl: app.config.publicUrl,
    siteName: app.config.site.name,
    log: app.log,
  })
  async function send() {
    try {
      while (waiting.length > 0) {
        await notifyLeads(deps(), waiting.splice(0, NOTICE_BATCH))
        if (!closing) await gather()
      }
    } finally {
      // No await between the last look at the queue and this: a lead queued next starts a sender.
      sending = false
    }
  }
  return {
    notify(ref) {
      waiting.push(ref)
      if (sending) return
      sending = true
      background.run(app.log, 'lead notices', send)
    },
  }
}
