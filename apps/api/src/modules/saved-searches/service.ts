import { AUTH_ERRORS } from '@app/contract/auth-texts'
import {
  SAVED_SEARCHES_MAX,
  SEARCH_TEXTS,
  type AlertMode,
  type SavedSearch,
  type SavedSearchBody,
} from '@app/contract/search'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound } from '../../lib/app-error'
import { randomToken } from '../../lib/crypto'
import type { RateLimiter } from '../../lib/rate-limit'
import type { AuthUser } from '../../lib/sessions'
import { UNSUBSCRIBES_PER_IP } from './policy'
import * as repo from './repository'

const NOT_FOUND = 'Saved search not found'

function present(row: repo.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters as SavedSearch['filters'],
    alert: row.alert,
    created_at: row.createdAt.toISOString(),
    alerted: row.alerted,
  }
}

/** The user's saved searches, newest first, each with the listings it has alerted. */
export async function list(db: Tx, user: AuthUser) {
  return (await repo.listSearches(db, user.id)).map(present)
}

/**
 * Saves the filters under a name with an unsubscribe token of its own, at most
 * SAVED_SEARCHES_MAX per user. Only listings published from now on will alert it.
 */
export async function save(db: Db, user: AuthUser, body: SavedSearchBody, now: Date) {
  const id = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id)
    if ((await repo.countSearches(tx, user.id)) >= SAVED_SEARCHES_MAX) {
      throw conflict(SEARCH_TEXTS.savedSearchesFull)
    }
    return repo.insertSearch(tx, {
      userId: user.id,
      name: body.name,
      filters: body.filters,
      alert: body.alert,
      unsubscribeToken: randomToken(),
      createdAt: now,
    })
  })
  return present((await repo.findOwnSearch(db, user.id, id))!)
}

/** Deletes one of the user's searches (another's is not found); answers the remaining list. */
export async function remove(db: Tx, user: AuthUser, id: number) {
  if (!(await repo.deleteOwnSearch(db, user.id, id))) throw notFound(NOT_FOUND)
  return list(db, user)
}

/** Changes the alert of one of the user's searches (another's is not found). */
export async function setAlert(db: Tx, user: AuthUser, id: number, alert: AlertMode) {
  if (!(await repo.setOwnAlert(db, user.id, id, alert))) throw notFound(NOT_FOUND)
  return present((await repo.findOwnSearch(db, user.id, id))!)
}

/**
 * The e-mail's unsubscribe link, without login: the token alone turns that search's alert off
 * (again: still off). Counted per client IP first, since a caller could try tokens.
 */
export async function unsubscribe(db: Tx, rateLimit: RateLimiter, token: string, ip: string) {
  await rateLimit.enforce(
    [[`unsubscribe:ip:${ip}`, UNSUBSCRIBES_PER_IP]],
    AUTH_ERRORS.tooManyAttempts,
  )
  const name = await repo.unsubscribe(db, token)
  if (name === undefined) throw notFound(SEARCH_TEXTS.unsubscribeInvalid)
  return { name }
}
