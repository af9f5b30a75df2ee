import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Tx } from '../../db/client'
import { createBackground } from '../../lib/background'
import { leadMail, renderMail, type Lead } from '../../lib/mail/templates'
import { oneLineOf, quoted } from '../../lib/mail-text'
import type { Message, Messenger } from '../../lib/messenger/types'
import * as repo from './repository'

interface Log {
  warn(obj: object, msg: string): void
}

export interface LeadDeps {
  /** Reads the lead as committed: the primary, never inside the caller's transaction. */
  db: Tx
  messenger: Messenger
  /** The site's public address, for the links in the messages. */
  publicUrl: string
  siteName: string
  log: Log
}

export type { LeadRef } from './repository'

/** What became of one lead's notice (for tests and the log). */
export type LeadNoticeOutcome =
  { sent: number; errors: number } | { skipped: 'gone' | 'daily' | 'blocked' | 'no-route' }

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

/** The SMS of one lead (or a digest's first): what an SMS template (MSG91's) fills in, and a text. */
export function leadSms(lead: Lead, count: number, deps: Pick<LeadDeps, 'publicUrl' | 'siteName'>) {
  const base = deps.publicUrl.replace(/\/+$/, '')
  const link = count === 1 ? `${base}/property/${lead.listing.id}` : `${base}/my-properties`
  const what =
    count > 1
      ? `${count} new leads on ${deps.siteName}, the latest`
      : lead.kind === 'unlock'
        ? `New lead on ${deps.siteName}:`
        : `Visit request on ${deps.siteName}:`
  return {
    text: `${what} ${quoted(lead.seeker.name)} (${lead.seeker.phone}) for ${quoted(lead.listing.name)}. ${link}`,
    // A template puts its own words around the values: each on one line, unquoted.
    vars: { name: oneLineOf(lead.seeker.name), listing: oneLineOf(lead.listing.name), link },
  }
}

/**
 * Tells a listing's owner of a new lead (a seeker's first unlock of it, or a visit request), once
 * the lead has committed: reads the owner, listing and seeker, and when the owner hears of leads
 * at once sends the notice (lib/mail/templates `leadMail`, or an SMS, see leadRoutes); an owner on
 * the daily digest gets nothing now (digest.ts). Never throws: a failed read or send is logged, and
 * whoever made the lead (the seeker's request) is never failed by it.
 */
export async function notifyLead(deps: LeadDeps, ref: repo.LeadRef): Promise<LeadNoticeOutcome> {
  try {
    const found = await repo.leadOf(deps.db, ref)
    if (!found) return { skipped: 'gone' }
    const { owner, lead } = found
    if (owner.blocked) return { skipped: 'blocked' }
    if (owner.leadAlerts !== 'instant') return { skipped: 'daily' }
    const routes = leadRoutes(deps.messenger, owner)
    if (routes.length === 0) return { skipped: 'no-route' }
    const outcome = { sent: 0, errors: 0 }
    for (const route of routes) {
      try {
        if (route.channel === 'email') {
          const doc = leadMail({
            ownerName: owner.name,
            lead,
            publicUrl: deps.publicUrl,
            siteName: deps.siteName,
          })
          const mail = await renderMail(doc, { name: deps.siteName, publicUrl: deps.publicUrl })
          await deps.messenger.send({ ...route, ...mail })
        } else {
          const sms = leadSms(lead, 1, deps)
          await deps.messenger.send({
            ...route,
            subject: `New lead on ${deps.siteName}`,
            text: sms.text,
            template: 'lead',
            vars: sms.vars,
          })
        }
        outcome.sent++
      } catch (err) {
        outcome.errors++
        deps.log.warn({ err, lead: ref, channel: route.channel }, 'lead notice could not be sent')
      }
    }
    return outcome
  } catch (err) {
    deps.log.warn({ err, lead: ref }, 'lead notice could not be prepared')
    return { sent: 0, errors: 1 }
  }
}

/** Lead notices from a feature's routes: each after the answer, never delaying or failing it. */
export interface LeadNotices {
  notify(log: FastifyBaseLogger, ref: repo.LeadRef): void
}

/**
 * Lead notices for the routes registered on `app` (an encapsulated routes plugin: wallet's unlock,
 * visits' request): each notice runs after the answer has gone out (lib/background), and the ones
 * still running are awaited when the app closes, before the messenger closes.
 */
export function createLeadNotices(app: FastifyInstance): LeadNotices {
  const background = createBackground()
  app.addHook('onClose', () => background.drain())
  return {
    notify(log, ref) {
      background.run(log, 'lead notice', async () => {
        await notifyLead(
          {
            db: app.db,
            messenger: app.messenger,
            publicUrl: app.config.publicUrl,
            siteName: app.config.site.name,
            log,
          },
          ref,
        )
      })
    },
  }
}
