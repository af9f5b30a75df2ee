import type { AlertMode, SavedFilters } from '@app/contract/search'
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import { properties, savedSearches, savedSearchHits, users } from '../../db/schema/index'
import { selectCards } from '../../domain/listing-rows'
import { matchWhere } from '../listings'

const s = savedSearches
const p = properties

/** What GET saved-searches answers per search: its columns and the listings alerted so far. */
const listColumns = {
  id: s.id,
  name: s.name,
  filters: s.filters,
  alert: s.alert,
  createdAt: s.createdAt,
  alerted: sql<number>`(select count(*)::int from ${savedSearchHits}
    where ${savedSearchHits.savedSearchId} = ${s.id})`.mapWith(Number),
}
export type SavedSearchRow = Awaited<ReturnType<typeof listSearches>>[number]

/** The user's saved searches, newest first. */
export function listSearches(db: Tx, userId: number) {
  return db
    .select(listColumns)
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.createdAt), desc(s.id))
}

/** One of the user's saved searches (someone else's is absent). */
export async function findOwnSearch(db: Tx, userId: number, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)))
  return row
}

/**
 * Holds the user's row until the transaction ends, so two saves of one user at once cannot both
 * pass the SAVED_SEARCHES_MAX check.
 */
export async function lockUser(db: Tx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function countSearches(db: Tx, userId: number) {
  const [row] = await db.select({ n: count() }).from(s).where(eq(s.userId, userId))
  return row!.n
}

export interface NewSearch {
  userId: number
  name: string
  filters: SavedFilters
  alert: AlertMode
  unsubscribeToken: string
  createdAt: Date
}

export async function insertSearch(db: Tx, search: NewSearch) {
  const [row] = await db.insert(s).values(search).returning({ id: s.id })
  return row!.id
}

/** Deletes one of the user's searches (its hits go with it); false when there was none. */
export async function deleteOwnSearch(db: Tx, userId: number, id: number) {
  const rows = await db
    .delete(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)))
    .returning({ id: s.id })
  return rows.length > 0
}

/** Changes the alert of one of the user's searches; false when there was none. */
export async function setOwnAlert(db: Tx, userId: number, id: number, alert: AlertMode) {
  const rows = await db
    .update(s)
    .set({ alert })
    .where(and(eq(s.id, id), eq(s.userId, userId)))
    .returning({ id: s.id })
  return rows.length > 0
}

/** The name and alert of the search holding this token, or undefined for none. */
export async function findByToken(db: Tx, token: string) {
  const [row] = await db
    .select({ name: s.name, alert: s.alert })
    .from(s)
    .where(eq(s.unsubscribeToken, token))
  return row
}

/** Turns off the alert of the search holding this token; its name and alert, or undefined. */
export async function unsubscribe(db: Tx, token: string) {
  const [row] = await db
    .update(s)
    .set({ alert: 'off' })
    .where(eq(s.unsubscribeToken, token))
    .returning({ name: s.name, alert: s.alert })
  return row
}

/**
 * The searches an alert round looks at: every instant one, and the daily ones not looked at (or
 * saved) since `dailyFrom`; of users who are not blocked. With what their message needs.
 */
export function dueSearches(db: Tx, dailyFrom: Date) {
  return db
    .select({
      id: s.id,
      name: s.name,
      filters: s.filters,
      alert: s.alert,
      createdAt: s.createdAt,
      unsubscribeToken: s.unsubscribeToken,
      firstName: users.firstName,
      email: users.email,
      phone: users.phoneNumber,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(
      and(
        or(
          eq(s.alert, 'instant'),
          and(
            eq(s.alert, 'daily'),
            sql`coalesce(${s.alertedAt}, ${s.createdAt}) < ${dailyFrom.toISOString()}::timestamptz`,
          ),
        ),
        isNull(users.blockedAt),
      ),
    )
    .orderBy(s.id)
}
export type DueSearch = Awaited<ReturnType<typeof dueSearches>>[number]

/**
 * Records as hits of the search every published listing matching its filters that was published
 * after the search was saved and has not alerted it yet, in one statement; answers the listings
 * newly recorded. The primary key (search, listing) makes a second hit impossible, so a listing
 * alerts a search at most once whatever runs at the same time.
 */
export async function recordHits(
  db: Tx,
  search: Pick<DueSearch, 'id' | 'filters' | 'createdAt'>,
  now: Date,
) {
  // Every filter, `near` within its radius included (issue 29).
  const where = await matchWhere(db, search.filters)
  const rows = await queryRows<{ property_id: number }>(
    db,
    sql`insert into ${savedSearchHits} (saved_search_id, property_id, created_at)
      select ${search.id}::int, ${p.id}, ${now.toISOString()}::timestamptz from ${p}
      where ${where}
        and ${p.publishedAt} > ${search.createdAt.toISOString()}::timestamptz
        and not exists (select 1 from ${savedSearchHits} h
          where h.saved_search_id = ${search.id}::int and h.property_id = ${p.id})
      on conflict do nothing
      returning property_id`,
  )
  return rows.map((r) => Number(r.property_id))
}

export async function markAlerted(db: Tx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return
  await db
    .update(s)
    .set({ alertedAt: now })
    .where(inArray(s.id, [...ids]))
}

/** Cards of these listings, the most recently published first, at most `limit`. */
export function hitCards(db: Tx, ids: readonly number[], limit: number) {
  return selectCards(db, {})
    .where(inArray(p.id, [...ids]))
    .orderBy(desc(p.publishedAt), desc(p.id))
    .limit(limit)
}
