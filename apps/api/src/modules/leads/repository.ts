import { LEAD_DIGEST_LEADS_MAX } from '@app/contract/constants'
import type { LeadAlertMode } from '@app/contract/account'
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
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

/** One owner's new leads, with the owner: the first LEAD_DIGEST_LEADS_MAX and how many. */
export interface FoundLeads extends OwnerLeads {
  owner: LeadOwner
}

/**
 * Leads with their owners, listings and seekers, as committed, by the rows' primary keys (a row
 * that is gone is left out), in one statement: per owner what a message names (`ranked`). An
 * unlock's owner is its listing's; a visit's is the one it was asked of. A burst of thousands of
 * one owner's leads reads no more than the message shows.
 */
export async function leadsOf(db: Tx, refs: readonly LeadRef[]): Promise<FoundLeads[]> {
  const unlockIds = refs.flatMap((r) => (r.kind === 'unlock' ? [r.unlockId] : []))
  const visitIds = refs.flatMap((r) => (r.kind === 'visit' ? [r.visitId] : []))
  if (unlockIds.length + visitIds.length === 0) return []
  const rows = await queryRows<LeadRow & { total: number } & OwnerRow>(
    db,
    sql`select ranked.*, o.first_name as owner_name, o.email as owner_email,
        o.phone_number as owner_phone, o.lead_alerts as owner_lead_alerts,
        o.blocked_at is not null as owner_blocked
      from ${ranked(sql`
        select p.user_id as owner_id, 'unlock' as kind, u.id, u.created_at as at,
          s.first_name as seeker_name, s.phone_number as seeker_phone, s.email as seeker_email,
          p.id as property_id, p.name as property_name, null::timestamptz[] as slots, null as note
        from ${unlocks} u
        join ${properties} p on p.id = u.property_id
        join ${users} s on s.id = u.user_id
        where u.id = any(${idArray(unlockIds)})
        union all
        select v.owner_id, 'visit', v.id, v.created_at, s.first_name, s.phone_number, s.email,
          p.id, p.name, v.slots, v.note
        from ${siteVisits} v
        join ${properties} p on p.id = v.property_id
        join ${users} s on s.id = v.seeker_id
        where v.id = any(${idArray(visitIds)})`)}
      join ${users} o on o.id = ranked.owner_id
      order by ranked.owner_id, n`,
  )
  const out = new Map<number, FoundLeads>()
  for (const row of rows) {
    let entry = out.get(row.owner_id)
    if (!entry) {
      const owner: LeadOwner = {
        id: row.owner_id,
        name: row.owner_name,
        email: row.owner_email,
        phone: row.owner_phone,
        leadAlerts: row.owner_lead_alerts,
        blocked: row.owner_blocked,
      }
      out.set(row.owner_id, (entry = { owner, leads: [], total: row.total }))
    }
    entry.leads.push(leadOf(row))
  }
  return [...out.values()]
}

/** The owner's columns of leadsOf's rows. */
interface OwnerRow {
  owner_name: string
  owner_email: string | null
  owner_phone: string
  owner_lead_alerts: LeadAlertMode
  owner_blocked: boolean
}

/**
 * The leads of `sources` (rows of owner_id, kind, id, at, the seeker's, the listing's, slots and
 * note) as the subquery `ranked`: per owner the first LEAD_DIGEST_LEADS_MAX, oldest first, and
 * the newest (`n` in that order), each with the count of all (`total`): what a message names.
 */
const ranked = (sources: SQL) => sql`(
  select * from (
    select l.*, row_number() over (partition by l.owner_id order by l.at, l.kind, l.id) as n,
      row_number() over (partition by l.owner_id order by l.at desc, l.kind desc, l.id desc)
        as newest,
      (count(*) over (partition by l.owner_id))::int as total
    from (${sources}) l
  ) each
  where n <= ${LEAD_DIGEST_LEADS_MAX} or newest = 1
) ranked`

/** Ids as one int[] parameter (`= any(...)`), however many. */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`

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

/**
 * One owner's leads for a message: the first LEAD_DIGEST_LEADS_MAX, oldest first, then the newest
 * when it is not among them (the SMS names the latest), and how many in all.
 */
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
 * first per owner, at most LEAD_DIGEST_LEADS_MAX each (and the newest) with the count of all.
 */
export async function digestLeads(
  db: Tx,
  ownerIds: number[],
  until: Date,
): Promise<Map<number, OwnerLeads>> {
  const out = new Map<number, OwnerLeads>()
  if (ownerIds.length === 0) return out
  const ids = idArray(ownerIds)
  const upTo = sql`${until.toISOString()}::timestamptz`
  const since = sql`coalesce(o.lead_digest_at, o.created_at)`
  const rows = await queryRows<LeadRow & { total: number }>(
    db,
    sql`select * from ${ranked(sql`
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
        where o.id = any(${ids})`)}
    order by ranked.owner_id, n`,
  )
  for (const row of rows) {
    let entry = out.get(row.owner_id)
    if (!entry) out.set(row.owner_id, (entry = { leads: [], total: row.total }))
    entry.leads.push(leadOf(row))
  }
  return out
}

/** A lead as the messages name it, from a row of leadsOf or digestLeads. */
function leadOf(row: LeadRow): Lead {
  return {
    kind: row.kind,
    seeker: { name: row.seeker_name, phone: row.seeker_phone, email: row.seeker_email },
    listing: { id: row.property_id, name: row.property_name },
    at: toDate(row.at),
    ...(row.kind === 'visit' ? { slots: slotsOf(row.slots), note: row.note } : {}),
  }
}

/** The owners' digests went out up to `at` (or, with nothing to say, were looked at). */
export async function markDigested(db: Tx, ownerIds: number[], at: Date) {
  if (ownerIds.length === 0) return
  await db.update(users).set({ leadDigestAt: at }).where(inArray(users.id, ownerIds))
}
