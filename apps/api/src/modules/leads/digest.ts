import type { Db } from '../../db/client'
import { runExclusively } from '../../db/advisory-lock'
import type { Message } from '../../lib/messenger/types'
import { leadRoutes, sendLeads, type LeadDeps } from './notify'
import { digestBoundary, LEAD_DIGEST_LOCK } from './policy'
import * as repo from './repository'

export type DigestDeps = Omit<LeadDeps, 'db'>

/** One owner's digest, decided and committed: where it goes and what it says. */
interface Digest {
  ownerId: number
  routes: Pick<Message, 'channel' | 'to'>[]
  owner: repo.DigestOwner
  leads: repo.OwnerLeads
}

export interface DigestSummary {
  /** Owners due a digest this round (each is marked whether or not they had leads). */
  owners: number
  /** Digests handed to the messenger, and those it failed to send. */
  sent: number
  errors: number
}

/**
 * One round of the owners' daily lead digests (decision 067). Under an advisory lock (one instance
 * at a time; another holding it: `ran: false`), in one transaction: the owners on daily alerts not
 * sent a digest since the latest LEAD_DIGEST_HOUR_IST o'clock India time, their leads since their
 * last digest (or their switch to daily) up to `now`, and their `lead_digest_at` set to `now`.
 * Only after that commits do the digests go out, one per owner with leads: a slow mail server
 * holds no lock or row, and a crash between the commit and the send loses a digest rather than
 * sending one twice. No leads, no mail.
 */
export async function runLeadDigestRound(
  db: Db,
  now: Date,
  deps: DigestDeps,
): Promise<{ ran: false } | { ran: true; summary: DigestSummary }> {
  const claim = await runExclusively(db, LEAD_DIGEST_LOCK, async (tx) => {
    const due = await repo.dueOwners(tx, digestBoundary(now))
    const ids = due.map((o) => o.id)
    const leads = await repo.digestLeads(tx, ids, now)
    await repo.markDigested(tx, ids, now)
    const digests: Digest[] = []
    for (const owner of due) {
      const theirs = leads.get(owner.id)
      if (!theirs) continue
      const routes = leadRoutes(deps.messenger, owner)
      if (routes.length > 0) digests.push({ ownerId: owner.id, routes, owner, leads: theirs })
    }
    return { owners: due.length, digests }
  })
  if (!claim.ran) return { ran: false }
  const summary: DigestSummary = { owners: claim.result.owners, sent: 0, errors: 0 }
  for (const digest of claim.result.digests) {
    for (const route of digest.routes) {
      try {
        await sendLeads(deps, route, digest.owner, digest.leads.leads, {
          total: digest.leads.total,
          digest: true,
        })
        summary.sent++
      } catch (err) {
        summary.errors++
        deps.log.warn({ err, ownerId: digest.ownerId }, 'lead digest could not be sent')
      }
    }
  }
  return { ran: true, summary }
}
