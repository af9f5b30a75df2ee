import type { SiteInfo } from '@app/contract/site'
import {
  VISIT_OPEN_MAX,
  VISIT_OPEN_PER_LISTING_MAX,
  VISIT_TEXTS,
  visitSlotProblem,
  type Visit,
  type VisitAcceptBody,
  type VisitBody,
  type VisitCancelBody,
  type VisitDeclineBody,
  type VisitRole,
  type VisitsQuery,
} from '@app/contract/visits'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFound, validationFailed } from '../../lib/app-error'
import type { Background } from '../../lib/background'
import type { Clock } from '../../lib/clock'
import { renderMail } from '../../lib/mail/templates'
import { oneLineOf } from '../../lib/mail-text'
import type { Attachment, Message, Messenger } from '../../lib/messenger/types'
import { pageOf } from '../../lib/page'
import type { RateLimiter } from '../../lib/rate-limit'
import type { AuthUser } from '../../lib/sessions'
import { visitCalendar, type VisitInvitation } from './ics'
import {
  acceptedMails,
  cancelledMails,
  declinedMails,
  requestedMail,
  type VisitMail,
} from './mails'
import { VISIT_REQUESTS_PER_USER } from './policy'
import * as repo from './repository'
import { addressLine, otherSide, partyOf, roleOf, toVisit } from './shapes'

/**
 * Site visits (issue 30, decision 066): a seeker who unlocked a published listing proposes up to
 * three slots; its owner accepts one or declines; either side cancels an open visit. Every
 * change is one conditional statement in a transaction; the e-mails go out after the commit.
 */

export interface VisitDeps {
  db: Db
  clock: Clock
  rateLimit: RateLimiter
  messenger: Messenger
  /** Work after the answer: the e-mails. */
  background: Background
  log: FastifyBaseLogger
  site: Pick<SiteInfo, 'name' | 'email'>
  /** The site's public address: the e-mails' links and the invitations' UID host. */
  publicUrl: string
}

/* ---------------------------------------------------------------- reading */

/** A visit `user` is a side of, or a 404 (another's visit is not revealed, to admins either). */
async function visitOf(db: Db, user: AuthUser, id: number) {
  const row = await repo.visitRow(db, id)
  if (!row || (row.seekerId !== user.id && row.ownerId !== user.id)) {
    throw notFound(VISIT_TEXTS.notFound)
  }
  return row
}

/** GET visits: mine, as seeker, owner or both, upcoming or past, paged. */
export async function listVisits(
  deps: Pick<VisitDeps, 'db' | 'clock'>,
  user: AuthUser,
  q: VisitsQuery,
) {
  const now = deps.clock.now()
  const page = { offset: q.offset, limit: q.limit }
  const { rows, total } = await repo.visitPage(
    deps.db,
    { userId: user.id, role: q.role, when: q.when, propertyId: q.property_id },
    page,
    now,
  )
  return {
    data: rows.map((row) => toVisit(row, user.id, now)),
    pagination: pageOf(page, rows.length, total),
  }
}

/* ---------------------------------------------------------------- asking */

/** Each slot's problem, as field messages (`slots.1`), or none. */
function slotErrors(slots: Date[], now: Date) {
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  slots.forEach((slot, i) => {
    const problem = visitSlotProblem(slot, now)
    if (problem) errors[`slots.${i}`] = [problem]
    else if (seen.has(slot.getTime())) errors[`slots.${i}`] = [VISIT_TEXTS.slotsDistinct]
    seen.add(slot.getTime())
  })
  return errors
}

/**
 * Checks and stores a request; answers the committed visit's id. Only someone who unlocked the
 * listing (not its owner) may ask, while it is published; the seeker's open visits are counted
 * under a lock on their users row, so parallel requests cannot pass the limits together.
 */
export async function createVisit(
  deps: Pick<VisitDeps, 'db' | 'rateLimit'>,
  user: AuthUser,
  body: VisitBody,
  now: Date,
): Promise<number> {
  await deps.rateLimit.enforce(
    [[`visits:user:${user.id}`, VISIT_REQUESTS_PER_USER]],
    VISIT_TEXTS.tooMany,
  )
  const slots = body.slots.map((s) => new Date(s))
  const errors = slotErrors(slots, now)
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  slots.sort((a, b) => a.getTime() - b.getTime())
  return deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id)
    const listing = await repo.listingForVisit(tx, user.id, body.property_id)
    // One answer for no listing, not unlocked and the owner's own: nothing about it is revealed.
    if (!listing || !listing.unlocked || listing.userId === user.id) {
      throw forbidden(VISIT_TEXTS.notUnlocked)
    }
    if (!listing.published) throw conflict(VISIT_TEXTS.notOnMarket)
    const open = await repo.openCounts(tx, user.id, listing.id, now)
    if (open.listing >= VISIT_OPEN_PER_LISTING_MAX) throw conflict(VISIT_TEXTS.openPerListing)
    if (open.all >= VISIT_OPEN_MAX) throw conflict(VISIT_TEXTS.openInAll)
    return repo.insertVisit(tx, {
      propertyId: listing.id,
      seekerId: user.id,
      ownerId: listing.userId,
      slots,
      note: body.note ?? null,
      createdAt: now,
    })
  })
}

/**
 * POST visits: the request, then (after the commit) the seeker's "Visit request sent" e-mail.
 * The owner hears of it through the leads feature, told by the route with the visit's id.
 */
export async function requestVisit(
  deps: VisitDeps,
  user: AuthUser,
  body: VisitBody,
): Promise<Visit> {
  const now = deps.clock.now()
  const id = await createVisit(deps, user, body, now)
  const row = await visitOf(deps.db, user, id)
  sendMails(deps, row, [requestedMail(row, deps.publicUrl)])
  return toVisit(row, user.id, now)
}

/* ---------------------------------------------------------------- answering */

/** The visit, checked as one the owner answers: a side of it, the owner, still asked. */
async function answerable(deps: VisitDeps, user: AuthUser, id: number, now: Date) {
  const visit = await repo.visitParties(deps.db, id)
  if (!visit || (visit.seekerId !== user.id && visit.ownerId !== user.id)) {
    throw notFound(VISIT_TEXTS.notFound)
  }
  if (visit.ownerId !== user.id) throw forbidden(VISIT_TEXTS.onlyOwner)
  if (visit.status !== 'requested' || visit.lastSlotAt.getTime() <= now.getTime()) {
    throw conflict(VISIT_TEXTS.notRequested)
  }
  return visit
}

/**
 * POST visits/{id}/accept: the owner picks one of the proposed slots still ahead. The update
 * holds only while the visit is still asked: of two answers at once, one wins, the other is told
 * it was answered.
 */
export async function acceptVisit(
  deps: VisitDeps,
  user: AuthUser,
  id: number,
  body: VisitAcceptBody,
): Promise<Visit> {
  const now = deps.clock.now()
  const visit = await answerable(deps, user, id, now)
  const slot = new Date(body.slot)
  if (!visit.slots.some((s) => s.getTime() === slot.getTime())) {
    throw validationFailed({ slot: [VISIT_TEXTS.slotNotOffered] })
  }
  if (slot.getTime() <= now.getTime()) throw validationFailed({ slot: [VISIT_TEXTS.slotPast] })
  if (!(await repo.accept(deps.db, id, slot, now))) throw conflict(VISIT_TEXTS.notRequested)
  const row = await visitOf(deps.db, user, id)
  // The mails tell of the acceptance even when a cancellation came right after it (its own
  // mails follow); the answer is the visit as it is now.
  const accepted = { ...row, slotAt: slot }
  sendMails(deps, accepted, acceptedMails(accepted, deps.publicUrl), 'REQUEST')
  return toVisit(row, user.id, now)
}

/** POST visits/{id}/decline: the owner, with a reason, while it is still asked. */
export async function declineVisit(
  deps: VisitDeps,
  user: AuthUser,
  id: number,
  body: VisitDeclineBody,
): Promise<Visit> {
  const now = deps.clock.now()
  await answerable(deps, user, id, now)
  if (!(await repo.decline(deps.db, id, body.reason, now))) throw conflict(VISIT_TEXTS.notRequested)
  const row = await visitOf(deps.db, user, id)
  sendMails(deps, row, declinedMails(row, deps.publicUrl))
  return toVisit(row, user.id, now)
}

/**
 * POST visits/{id}/cancel: either side, while the visit is open (asked with a slot ahead, or
 * accepted and not yet come). An agreed visit's e-mails carry a cancellation for the calendars.
 */
export async function cancelVisit(
  deps: VisitDeps,
  user: AuthUser,
  id: number,
  body: VisitCancelBody,
): Promise<Visit> {
  const now = deps.clock.now()
  const done = await deps.db.transaction(async (tx) => {
    const visit = await repo.visitParties(tx, id, true)
    if (!visit || (visit.seekerId !== user.id && visit.ownerId !== user.id)) {
      throw notFound(VISIT_TEXTS.notFound)
    }
    const by = roleOf(visit, user.id)
    if (!(await repo.cancel(tx, id, by, body?.reason ?? null, now))) {
      throw conflict(VISIT_TEXTS.notOpen)
    }
    return { by, slotAt: visit.slotAt }
  })
  const row = await visitOf(deps.db, user, id)
  // The mails name the slot that had been agreed (the row keeps none once cancelled).
  const was = { ...row, slotAt: done.slotAt }
  sendMails(
    deps,
    was,
    cancelledMails(was, done.by, deps.publicUrl),
    was.slotAt ? 'CANCEL' : undefined,
  )
  return toVisit(row, user.id, now)
}

/* ---------------------------------------------------------------- the calendar */

/** The invitation of an accepted visit, as `to` receives it (the other side's name and phone). */
function invitation(
  deps: Pick<VisitDeps, 'site' | 'publicUrl'>,
  row: repo.VisitRow,
  to: VisitRole,
  method: VisitInvitation['method'],
  now: Date,
): string {
  const other = partyOf(row, otherSide(to))
  const base = deps.publicUrl.replace(/\/+$/, '')
  return visitCalendar({
    method,
    visitId: row.id,
    host: new URL(deps.publicUrl).hostname,
    siteName: deps.site.name,
    siteEmail: deps.site.email,
    slot: row.slotAt!,
    listingName: row.propertyName,
    address: addressLine(row),
    description: [
      `${to === 'seeker' ? 'Owner' : 'Visitor'}: ${oneLineOf(other.name)}`,
      `Phone: ${other.phone_number}`,
      `Listing: ${base}/property/${row.propertyId}`,
    ],
    attendees: (['seeker', 'owner'] as const).map((side) => {
      const p = partyOf(row, side)
      return { name: p.name, email: p.email }
    }),
    now,
  })
}

export const icsFileName = (id: number) => `site-visit-${id}.ics`

/** GET visits/{id}/ics: an accepted visit's calendar file (METHOD:PUBLISH), for its two sides. */
export async function visitIcs(deps: VisitDeps, user: AuthUser, id: number) {
  const row = await visitOf(deps.db, user, id)
  if (row.status !== 'accepted') throw conflict(VISIT_TEXTS.noInvitation)
  return {
    fileName: icsFileName(id),
    ics: invitation(deps, row, roleOf(row, user.id), 'PUBLISH', deps.clock.now()),
  }
}

/* ---------------------------------------------------------------- e-mails */

/**
 * Where a side's message goes: e-mail to their address when the driver e-mails; otherwise an SMS
 * when the driver texts any text (not MSG91's templates only); otherwise nowhere.
 */
function routeTo(messenger: Messenger, to: { email: string | null; phone: string }) {
  if (to.email && messenger.channels.has('email'))
    return { channel: 'email' as const, to: to.email }
  if (messenger.channels.has('sms') && messenger.smsTemplates === undefined) {
    return { channel: 'sms' as const, to: to.phone }
  }
  return undefined
}

/**
 * Sends the step's messages after the answer (the caller has committed): a slow or failing mail
 * server neither delays nor undoes the step. With `ics`, each e-mail carries the recipient's
 * copy of the invitation with that METHOD.
 */
function sendMails(
  deps: VisitDeps,
  row: repo.VisitRow,
  mails: VisitMail[],
  ics?: VisitInvitation['method'],
) {
  const site = { name: deps.site.name, publicUrl: deps.publicUrl }
  for (const mail of mails) {
    // The account's own phone: a message is the person's, not the listing's contact line.
    const party =
      mail.to === 'seeker'
        ? { email: row.seekerEmail, phone: row.seekerPhone }
        : { email: row.ownerEmail, phone: row.ownerPhone }
    const route = routeTo(deps.messenger, party)
    if (!route) continue
    deps.background.run(deps.log, `e-mailing visit ${row.id} to the ${mail.to}`, async () => {
      const rendered = await renderMail(mail.doc, site)
      const attachments: Attachment[] | undefined =
        ics && route.channel === 'email'
          ? [
              {
                filename: icsFileName(row.id),
                contentType: `text/calendar; method=${ics}; charset=UTF-8`,
                content: invitation(deps, row, mail.to, ics, deps.clock.now()),
              },
            ]
          : undefined
      const message: Message = {
        ...route,
        subject: rendered.subject,
        text: rendered.text,
        ...(route.channel === 'email' ? { html: rendered.html } : {}),
        ...(attachments ? { attachments } : {}),
      }
      await deps.messenger.send(message)
    })
  }
}
