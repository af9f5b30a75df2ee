import { COMPLETION_LEVEL } from '@app/contract/listing-texts'
import type { ListingStatus } from '@app/contract/owner-texts'
import { sql, type SQL } from 'drizzle-orm'
import { properties } from '../db/schema/index'
import { published } from '../db/schema/properties'
import type { AuthUser } from '../lib/sessions'

/**
 * Who may see, list, edit and unlock a property: the one place these rules are written. Queries
 * use `isPublished`; services ask the functions below about a loaded listing.
 */

/** Published = complete, not hidden by an admin, not let or sold: only these are browsed. */
export const isPublished = published(properties)

/**
 * Where a listing stands (the contract's LISTING_STATUSES), from its completion level, an admin's
 * hide and its owner's let/sold: the one mapping, for every answer that shows a status. An admin's
 * hide outranks everything, an unfinished listing is a draft whatever else is set, and the rest
 * is on the market exactly when `isPublished` holds.
 */
export const listingStatus = sql<ListingStatus>`(case
  when ${properties.hiddenAt} is not null then 'hidden'
  when ${properties.completionLevel} < ${sql.raw(String(COMPLETION_LEVEL.complete))} then 'draft'
  when ${properties.offMarketAt} is not null then 'let'
  else 'published' end)`

export const isAdmin = (user: Pick<AuthUser, 'permissions'>) => user.permissions.includes('admin')

interface Owned {
  /** The owner's user id. */
  userId: number
}

/** The owner and admins manage a listing: they see it at every stage and may edit it. */
export const canManage = (user: Pick<AuthUser, 'id' | 'permissions'>, listing: Owned) =>
  listing.userId === user.id || isAdmin(user)

/**
 * canManage as SQL, for a statement that decides in the database (the viewer's id and whether
 * they are an admin given as SQL values or placeholders).
 */
export const managedBy = (viewerId: SQL, viewerIsAdmin: SQL) =>
  sql`(${properties.userId} = ${viewerId} or ${viewerIsAdmin})`

/**
 * A look at a listing counts as a view (the owner's view counts) when it is on the market and the
 * viewer does not manage it: owners and admins checking their own work are not an audience.
 */
export const countsAsView = (viewerId: SQL, viewerIsAdmin: SQL) =>
  sql`(${isPublished} and not ${managedBy(viewerId, viewerIsAdmin)})`

/**
 * Anyone logged in may open a published listing; a let or unfinished one only its managers and
 * those who unlocked it while it was published (they keep what they paid for). A listing hidden
 * by the moderators only its managers: it is gone at once for everyone else, those who unlocked
 * it included (a fake listing or a dead contact must stop being shown; decision 021).
 */
export const canView = (
  user: Pick<AuthUser, 'id' | 'permissions'>,
  listing: Owned & { published: boolean; unlocked: boolean; hidden: boolean },
) => canManage(user, listing) || (!listing.hidden && (listing.published || listing.unlocked))

/** Contact details: for those who manage the listing and for whoever unlocked it. */
export const seesContact = (
  user: Pick<AuthUser, 'id' | 'permissions'>,
  listing: Owned & { unlocked: boolean },
) => listing.unlocked || canManage(user, listing)

/**
 * A listing's documents (decision 039): everyone who may open the listing sees their names,
 * kinds and sizes; the files themselves go, like the contact, to its managers and to whoever
 * unlocked it (and, like the whole listing, to nobody else once a moderator hid it).
 */
export const mayDownloadDocuments = (
  user: Pick<AuthUser, 'id' | 'permissions'>,
  listing: Owned & { published: boolean; unlocked: boolean; hidden: boolean },
) => canView(user, listing) && seesContact(user, listing)

/** Unlocking a published listing costs credits, except for those who manage it. */
export const unlockIsFree = (user: Pick<AuthUser, 'id' | 'permissions'>, listing: Owned) =>
  canManage(user, listing)
