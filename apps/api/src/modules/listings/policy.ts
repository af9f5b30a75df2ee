import { properties } from '../../db/schema/index'
import { published } from '../../db/schema/properties'
import type { AuthUser } from '../../lib/sessions'

/**
 * Who may see, list, edit and unlock a property: the one place these rules are written. Queries
 * use `isPublished`; services ask the functions below about a loaded listing.
 */

/** Published = complete and not hidden by an admin; only published listings are browsed. */
export const isPublished = published(properties)

export const isAdmin = (user: Pick<AuthUser, 'permissions'>) => user.permissions.includes('admin')

interface Owned {
  /** The owner's user id. */
  userId: number
}

/** The owner and admins manage a listing: they see it at every stage and may edit it. */
export const canManage = (user: Pick<AuthUser, 'id' | 'permissions'>, listing: Owned) =>
  listing.userId === user.id || isAdmin(user)

/**
 * Anyone logged in may open a published listing; an unfinished, hidden or let one only its
 * managers and those who unlocked it while it was published (they keep what they paid for).
 */
export const canView = (
  user: Pick<AuthUser, 'id' | 'permissions'>,
  listing: Owned & { published: boolean; unlocked: boolean },
) => listing.published || listing.unlocked || canManage(user, listing)

/** Contact details: for those who manage the listing and for whoever unlocked it. */
export const seesContact = (
  user: Pick<AuthUser, 'id' | 'permissions'>,
  listing: Owned & { unlocked: boolean },
) => listing.unlocked || canManage(user, listing)

/** Unlocking a published listing costs credits, except for those who manage it. */
export const unlockIsFree = (user: Pick<AuthUser, 'id' | 'permissions'>, listing: Owned) =>
  canManage(user, listing)
