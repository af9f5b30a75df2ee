import { COMPLETION_LEVEL, LISTING_TEXTS } from '@app/contract/listing-texts'
import type {
  AddressListQuery,
  CreatedProperty,
  FullDetails,
  LeadsQuery,
  PageQuery,
  PropertyStatusBody,
} from '@app/contract/owner'
import { OWNER_TEXTS, type ListingStatus } from '@app/contract/owner-texts'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { toPrice, toProperty } from '../../domain/listing-shapes'
import { managedProperty } from './access'
import type { Asker } from './deps'
import * as repo from './repository'

/* My Properties: the owner's listings, a listing's whole view and leads, and its market status. */

/** GET agents-properties-FullDetails: the owner's and admins' whole view of a property. */
export async function fullDetails(db: Tx, user: Asker, propertyId: number): Promise<FullDetails> {
  await managedProperty(db, user, propertyId)
  const row = await repo.fullDetails(db, propertyId)
  if (!row) throw notFound(LISTING_TEXTS.detailNotFound)
  const { property: p } = row
  const prices = row.prices.map(toPrice)
  return {
    ...toProperty(p),
    user_id: p.userId,
    fire_noc_file: p.fireNocFile,
    status: row.status,
    hidden_reason: p.hiddenReason,
    views: row.views,
    unlocks: row.unlocks,
    attachments: row.attachments,
    price: prices[0] ?? null,
    prices,
    user: { user_name: row.ownerName },
    address: row.address ?? null,
  }
}

/** GET address-get-all-paginated: a property's address as a list (the spec asks per_page=1). */
export async function addresses(db: Tx, user: Asker, query: AddressListQuery) {
  await managedProperty(db, user, query.property_id)
  const { rows, total } = await repo.addressesOf(db, query.property_id, query.per_page)
  return {
    data: rows,
    pagination: pageOf({ offset: 0, limit: query.per_page }, rows.length, total),
  }
}

/**
 * GET created-properties: the asker's own listings, newest first (admins too: their own; the
 * admin console lists everyone's).
 */
export async function createdProperties(db: Tx, user: Asker, page: PageQuery) {
  const { rows, total } = await repo.createdProperties(db, user.id, page)
  const data: CreatedProperty[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    prices: r.prices.map(toPrice),
    created_at: r.createdAt.toISOString(),
    completion_level: r.completionLevel,
    status: r.status,
    hidden_reason: r.hiddenReason,
    views: r.views,
    unlocks: r.unlocks,
    open_reports: r.openReports,
  }))
  return { data, pagination: pageOf(page, rows.length, total) }
}

/** GET property-leads: who unlocked the listing's contact details, the latest first. */
export async function leads(db: Tx, user: Asker, query: LeadsQuery) {
  await managedProperty(db, user, query.property_id)
  const { rows, total } = await repo.leads(db, query.property_id, query)
  return {
    data: rows.map(({ unlockedAt, ...lead }) => ({
      ...lead,
      unlocked_at: unlockedAt.toISOString(),
    })),
    pagination: pageOf(query, rows.length, total),
  }
}

/**
 * POST property-status: 'let' takes a finished listing off the market (let or sold), 'published'
 * puts it back. Only a finished listing has either (409 otherwise). An admin's hide outranks both:
 * the answer is the listing's status after the change, which is then still 'hidden'.
 */
export async function setStatus(
  db: Db,
  user: Asker,
  body: PropertyStatusBody,
  now: Date,
): Promise<ListingStatus> {
  return db.transaction(async (tx) => {
    await managedProperty(tx, user, body.property_id, { lock: true })
    const state = await repo.marketState(tx, body.property_id)
    if (state.completionLevel !== COMPLETION_LEVEL.complete) {
      throw conflict(
        body.status === 'published' ? OWNER_TEXTS.notCompleteYet : OWNER_TEXTS.onlyCompleteLet,
      )
    }
    return repo.setOffMarket(tx, body.property_id, body.status === 'let' ? now : null, now)
  })
}
