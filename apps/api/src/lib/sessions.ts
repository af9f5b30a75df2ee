import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { permissionsFor, type Permission } from '@app/contract/auth'
import { prepared, type Tx } from '../db/client'
import { sessions, users } from '../db/schema/index'
import { randomToken, sha256Hex } from './crypto'

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

/**
 * The user behind a live token (unexpired, unrevoked, and issued for the user's current
 * credentials), read fresh on every request.
 */
export async function findSessionUser(
  db: Tx,
  token: string,
  now: Date,
): Promise<AuthUser | undefined> {
  // Runs on every authenticated request: prepared, so it is planned once per connection.
  const statement = prepared(db, 'session-user', (name) =>
    db
      .select({
        sessionId: sessions.id,
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
  const [row] = await statement.execute({ tokenHash: sha256Hex(token), now })
  return row && { ...row, permissions: permissionsFor(row.user_type) }
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
