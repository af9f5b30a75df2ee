import { SAVED_SEARCHES_MAX } from '@app/contract/limits'
import { AUTH_ERRORS } from '@app/contract/auth-texts'
import {
  SEARCH_TEXTS,
  type AlertMode,
  type SavedSearch,
  type SavedSearchBody,
} from '@app/contract/search'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound, validationFailed } from '../../lib/app-error'
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

/** Reading and using unsubscribe tokens share one count per client IP: a caller could try tokens. */
const limitUnsubscribes = (rateLimit: RateLimiter, ip: string) =>
  rateLimit.enforce([[`unsubscribe:ip:${ip}`, UNSUBSCRIBES_PER_IP]], AUTH_ERRORS.tooManyAttempts)

/**
 * What the e-mail's unsubscribe link is for, without login: the search's name and alert. Changes
 * nothing, since mail scanners fetch links before the person reads the message (issue 24, N11).
 */
export async function unsubscribeInfo(db: Tx, rateLimit: RateLimiter, token: string, ip: string) {
  await limitUnsubscribes(rateLimit, ip)
  const found = await repo.findByToken(db, token)
  if (!found) throw notFound(SEARCH_TEXTS.unsubscribeInvalid)
  return found
}

/**
 * Turns the alert off, without login: the token alone is the permission (again: still off). The
 * token comes in the body (the web page) or, for RFC 8058 one-click, in the link's query.
 */
export async function unsubscribe(
  db: Tx,
  rateLimit: RateLimiter,
  token: string | undefined,
  ip: string,
) {
  if (token === undefined) throw validationFailed({ token: [SEARCH_TEXTS.unsubscribeInvalid] })
  await limitUnsubscribes(rateLimit, ip)
  const done = await repo.unsubscribe(db, token)
  if (!done) throw notFound(SEARCH_TEXTS.unsubscribeInvalid)
  return done
}
