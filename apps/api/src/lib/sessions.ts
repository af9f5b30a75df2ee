import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { permissionsFor, type Permission } from '@app/contract/auth'
import type { ChangeFeed } from '../db/change-feed'
import { prepared, type Tx } from '../db/client'
import { sessions, users } from '../db/schema/index'
import { randomToken, sha256Hex } from './crypto'
import { countCacheLookup } from './metrics'

/** Who is calling, as `request.user` carries it after authentication. */
export interface AuthUser {
  id: number
  name: string
  email: string | null
  phone_number: string
  user_type: number
  permissions: Permission[]
  sessionId: number
}

export interface SessionMeta {
  ip: string
  userAgent?: string | undefined
}

/**
 * Starts a session and returns its bearer token; only the token's SHA-256 is stored.
 * `credentialVersion` is the user's as read together with the password hash that was checked:
 * when the password changed in the meantime, the session is born dead. Sessions made without a
 * password check (test fixtures) leave it out and get the current one.
 */
export async function createSession(
  db: Tx,
  userId: number,
  meta: SessionMeta,
  now: Date,
  ttlMs: number,
  credentialVersion?: number,
): Promise<string> {
  const token = randomToken()
  await db.insert(sessions).values({
    userId,
    credentialVersion:
      credentialVersion ?? sql`(select credential_version from users where id = ${userId})`,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  })
  return token
}

/** The user behind a live token and when the session ends, as one lookup finds them. */
export interface SessionLookup {
  user: AuthUser
  expiresAt: Date
}

/**
 * The user behind a live token (unexpired, unrevoked, and issued for the user's current
 * credentials), read from the database. Requests go through SessionCache, which calls this.
 */
export async function findSessionUser(
  db: Tx,
  token: string,
  now: Date,
): Promise<SessionLookup | undefined> {
  return lookUpSession(db, sha256Hex(token), now)
}

async function lookUpSession(
  db: Tx,
  tokenHash: string,
  now: Date,
): Promise<SessionLookup | undefined> {
  // Runs on every request the cache cannot answer: prepared, so it is planned once per connection.
  const statement = prepared(db, 'session-user', (name) =>
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: users.id,
        name: users.firstName,
        email: users.email,
        phone_number: users.phoneNumber,
        user_type: users.userType,
      })
      .from(sessions)
      .innerJoin(
        users,
        and(eq(users.id, sessions.userId), eq(users.credentialVersion, sessions.credentialVersion)),
      )
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare(name),
  )
  const [row] = await statement.execute({ tokenHash, now })
  if (!row) return undefined
  const { expiresAt, ...user } = row
  return { user: { ...user, permissions: permissionsFor(user.user_type) }, expiresAt }
}

/**
 * How long a session found in the database is answered from memory. Revocation does not wait
 * for it (the change feed drops entries at once); it is the safety net should a notification
 * ever be lost while the feed still counts as live, and keeps idle entries from lingering.
 */
export const SESSION_CACHE_TTL_MS = 5_000
/**
 * The most sessions kept in memory (least recently used go first): some 10,000 people active
 * within the TTL per instance, about 3 MB. Unknown tokens are never kept, so a flood of made-up
 * tokens costs database lookups (as before the cache), not memory.
 */
export const SESSION_CACHE_MAX = 10_000

interface CachedSession {
  user: AuthUser
  /** The session's own end (ms): never answered from memory past it. */
  expiresAt: number
  /** When this entry must be read again from the database (ms). */
  staleAt: number
}

/**
 * Sessions by token, so most requests authenticate without a database round trip (issue
 * 12). The rule for caches of database data (docs/decisions/013, 015): entries are served and
 * kept only while the change feed is live; an 'auth' notification (a session revoked, a
 * password, name, contact or user type changed) drops that user's entries on every instance;
 * a reset drops all. The instance that made such a change also drops them itself at once
 * (`forgetUser`), without waiting for its own notification.
 */
export class SessionCache {
  /**
   * Map order is the LRU order: a hit moves its entry to the end. Keyed by the token itself, so
   * that a hit costs no hashing: it lives only in this process's memory, as the request that
   * brought it does; the database keeps only its hash.
   */
  private readonly entries = new Map<string, CachedSession>()
  private readonly byUser = new Map<number, Set<string>>()
  /**
   * Bumped by every drop. A lookup that was in flight while a drop happened may have read the
   * row before the change committed, so it answers but is not kept.
   */
  private generation = 0
  private readonly stops: (() => void)[]

  constructor(
    private readonly feed: ChangeFeed,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly max = SESSION_CACHE_MAX,
  ) {
    this.stops = [
      feed.on('auth', (payload) => this.forgetUser(Number(payload))),
      feed.onReset(() => this.clear()),
    ]
  }

  /** Sessions held right now (for tests and diagnostics). */
  get size() {
    return this.entries.size
  }

  /** The user behind a live token, from memory when a recent lookup found it. */
  async find(db: Tx, token: string, now: Date): Promise<AuthUser | undefined> {
    const time = now.getTime()
    const cached = this.entries.get(token)
    if (cached) {
      if (this.feed.live && time < cached.staleAt && time < cached.expiresAt) {
        this.entries.delete(token)
        this.entries.set(token, cached)
        countCacheLookup('sessions', true)
        return cached.user
      }
      this.remove(token, cached.user.id)
    }
    countCacheLookup('sessions', false)
    const generation = this.generation
    const found = await lookUpSession(db, sha256Hex(token), now)
    if (found && this.feed.live && generation === this.generation) {
      this.keep(token, {
        user: found.user,
        expiresAt: found.expiresAt.getTime(),
        staleAt: time + this.ttlMs,
      })
    }
    return found?.user
  }

  /** Drops every session of `userId` (its sessions or account changed). */
  forgetUser(userId: number) {
    this.generation++
    const tokens = this.byUser.get(userId)
    if (!tokens) return
    for (const token of tokens) this.entries.delete(token)
    this.byUser.delete(userId)
  }

  clear() {
    this.generation++
    this.entries.clear()
    this.byUser.clear()
  }

  /** Stops listening to the feed and forgets everything. */
  close() {
    for (const stop of this.stops) stop()
    this.clear()
  }

  private keep(token: string, entry: CachedSession) {
    const old = this.entries.get(token)
    if (old) this.remove(token, old.user.id)
    while (this.entries.size >= this.max) {
      const [oldest, value] = this.entries.entries().next().value!
      this.remove(oldest, value.user.id)
    }
    this.entries.set(token, entry)
    let tokens = this.byUser.get(entry.user.id)
    if (!tokens) this.byUser.set(entry.user.id, (tokens = new Set()))
    tokens.add(token)
  }

  private remove(token: string, userId: number) {
    this.entries.delete(token)
    const tokens = this.byUser.get(userId)
    tokens?.delete(token)
    if (tokens?.size === 0) this.byUser.delete(userId)
  }
}

export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Logs the user out everywhere (password change or reset). */
export async function revokeUserSessions(db: Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
