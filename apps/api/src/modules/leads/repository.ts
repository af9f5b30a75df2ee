import { LEAD_DIGEST_LEADS_MAX } from '@app/contract/constants'
import type { LeadAlertMode } from '@app/contract/account'
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { queryRows, type Tx } from '../../db/client'
import { properties, siteVisits, unlocks, users } from '../../db/schema/index'
import type { Lead } from '../../lib/mail/templates'

/** A lead as the notice names it: an unlock, or a visit request, by its row's id. */
export type LeadRef = { kind: 'unlock'; unlockId: number } | { kind: 'visit'; visitId: number }

/** Who hears of a lead: the listing's owner, and how they chose to hear. */
export interface LeadOwner {
  id: number
  name: string
  email: string | null
  phone: string
  leadAlerts: LeadAlertMode
  blocked: boolean
}

const owner = alias(users, 'owner')
const seeker = alias(users, 'seeker')

const ownerColumns = {
  id: owner.id,
  name: owner.firstName,
  email: owner.email,
  phone: owner.phoneNumber,
  leadAlerts: owner.leadAlerts,
  blocked: sql<boolean>`${owner.blockedAt} is not null`,
}
const seekerColumns = { name: seeker.firstName, phone: seeker.phoneNumber, email: seeker.email }
const listingColumns = { id: properties.id, name: properties.name }

/** A lead found, with the owner who hears of it. */
export interface FoundLead {
  ref: LeadRef
  owner: LeadOwner
  lead: Lead
}

/**
 * Leads with their owners, listings and seekers, as committed: one statement per kind, by the
 * rows' primary keys; a row that is gone is left out. An unlock's owner is its listing's; a
 * visit's is the one it was asked of. Oldest first.
 */
export async function leadsOf(db: Tx, refs: readonly LeadRef[]): Promise<FoundLead[]> {
  const unlockIds = refs.flatMap((r) => (r.kind === 'unlock' ? [r.unlockId] : []))
  const visitIds = refs.flatMap((r) => (r.kind === 'visit' ? [r.visitId] : []))
  const found: FoundLead[] = []
  if (unlockIds.length > 0) {
    const rows = await db
      .select({
        id: unlocks.id,
        owner: ownerColumns,
        seeker: seekerColumns,
        listing: listingColumns,
        at: unlocks.createdAt,
      })
      .from(unlocks)
      .innerJoin(properties, eq(properties.id, unlocks.propertyId))
      .innerJoin(owner, eq(owner.id, properties.userId))
      .innerJoin(seeker, eq(seeker.id, unlocks.userId))
      .where(inArray(unlocks.id, unlockIds))
    for (const row of rows) {
      found.push({
        ref: { kind: 'unlock', unlockId: row.id },
        owner: row.owner,
        lead: { kind: 'unlock', ...pick(row) },
      })
    }
  }
  if (visitIds.length > 0) {
    const rows = await db
      .select({
        id: siteVisits.id,
        owner: ownerColumns,
        seeker: seekerColumns,
        listing: listingColumns,
        at: siteVisits.createdAt,
        slots: siteVisits.slots,
        note: siteVisits.note,
      })
      .from(siteVisits)
      .innerJoin(properties, eq(properties.id, siteVisits.propertyId))
      .innerJoin(owner, eq(owner.id, siteVisits.ownerId))
      .innerJoin(seeker, eq(seeker.id, siteVisits.seekerId))
      .where(inArray(siteVisits.id, visitIds))
    for (const row of rows) {
      found.push({
        ref: { kind: 'visit', visitId: row.id },
        owner: row.owner,
        lead: { kind: 'visit', ...pick(row), slots: row.slots.map(toDate), note: row.note },
      })
    }
  }
  return found.sort((a, b) => a.lead.at.getTime() - b.lead.at.getTime())
}

const pick = (row: { seeker: Lead['seeker']; listing: Lead['listing']; at: Date }) => ({
  seeker: row.seeker,
  listing: row.listing,
  at: row.at,
})

/** PostgreSQL's timestamps as one driver or the other gives them (a Date, or ISO-like text). */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/** An owner due a digest: leads after `since` go into it. */
export interface DigestOwner {
  id: number
  name: string
  email: string | null
  phone: string
}

/**
 * The owners due a digest at `boundary` (the latest LEAD_DIGEST_HOUR_IST o'clock India time): on
 * daily lead alerts, not blocked, and not sent one (nor switched to daily) since then.
 */
export function dueOwners(db: Tx, boundary: Date): Promise<DigestOwner[]> {
  return db
    .select({ id: users.id, name: users.firstName, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(
      and(
        eq(users.leadAlerts, 'daily'),
        isNull(users.blockedAt),
        lt(sql`coalesce(${users.leadDigestAt}, ${users.createdAt})`, boundary),
      ),
    )
    .orderBy(users.id)
}

/** One owner's leads for a digest: the first LEAD_DIGEST_LEADS_MAX, oldest first, and how many. */
export interface OwnerLeads {
  leads: Lead[]
  total: number
}

interface LeadRow {
  owner_id: number
  kind: 'unlock' | 'visit'
  at: Date | string
  seeker_name: string
  seeker_phone: string
  seeker_email: string | null
  property_id: number
  property_name: string
  slots: (Date | string)[] | string | null
  note: string | null
}

/** A timestamptz[] as text ("{"2026-12-01 05:00:00+00",...}"), when a driver leaves it so. */
function slotsOf(value: LeadRow['slots']): Date[] {
  if (value === null) return []
  if (Array.isArray(value)) return value.map(toDate)
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((s) => new Date(s.replace(/"/g, '')))
}

/**
 * The leads of `ownerIds` after each one's last digest (or switch to daily) and up to `until`:
 * the unlocks of their listings and the visit requests asked of them, in one statement, oldest
 * first per owner, at most LEAD_DIGEST_LEADS_MAX each with the count of all.
 */
export async function digestLeads(
  db: Tx,
  ownerIds: number[],
  until: Date,
): Promise<Map<number, OwnerLeads>> {
  const out = new Map<number, OwnerLeads>()
  if (ownerIds.length === 0) return out
  const ids = sql`${`{${ownerIds.join(',')}}`}::int[]`
  const upTo = sql`${until.toISOString()}::timestamptz`
  const since = sql`coalesce(o.lead_digest_at, o.created_at)`
  const rows = await queryRows<LeadRow & { total: number }>(
    db,
    sql`select * from (
      select l.*, row_number() over (partition by l.owner_id order by l.at, l.kind, l.id) as n,
        (count(*) over (partition by l.owner_id))::int as total
      from (
        select o.id as owner_id, 'unlock' as kind, u.id, u.created_at as at,
          s.first_name as seeker_name, s.phone_number as seeker_phone, s.email as seeker_email,
          p.id as property_id, p.name as property_name, null::timestamptz[] as slots, null as note
        from ${users} o
        join ${properties} p on p.user_id = o.id
        join ${unlocks} u on u.property_id = p.id and u.created_at > ${since}
          and u.created_at <= ${upTo}
        join ${users} s on s.id = u.user_id
        where o.id = any(${ids})
        union all
        select o.id, 'visit', v.id, v.created_at, s.first_name, s.phone_number, s.email,
          p.id, p.name, v.slots, v.note
        from ${users} o
        join ${siteVisits} v on v.owner_id = o.id and v.created_at > ${since}
          and v.created_at <= ${upTo}
        join ${properties} p on p.id = v.property_id
        join ${users} s on s.id = v.seeker_id
        where o.id = any(${ids})
      ) l
    ) ranked
    where n <= ${LEAD_DIGEST_LEADS_MAX}
    order by owner_id, n`,
  )
  for (const row of rows) {
    let entry = out.get(row.owner_id)
    if (!entry) out.set(row.owner_id, (entry = { leads: [], total: row.total }))
    entry.leads.push({
      kind: row.kind,
      seeker: { name: row.seeker_name, phone: row.seeker_phone, email: row.seeker_email },
      listing: { id: row.property_id, name: row.property_name },
      at: toDate(row.at),
      ...(row.kind === 'visit' ? { slots: slotsOf(row.slots), note: row.note } : {}),
    })
  }
  return out
}

/** The owners' digests went out up to `at` (or, with nothing to say, were looked at). */
export async function markDigested(db: Tx, ownerIds: number[], at: Date) {
  if (ownerIds.length === 0) return
  await db.update(users).set({ leadDigestAt: at }).where(inArray(users.id, ownerIds))
}
