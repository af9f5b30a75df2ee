import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { otpCodes, sessions, users } from '../../db/schema/index'

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose']

/** Login looks an account up by e-mail or by phone number, never both. */
export type LoginIdentifier = { email: string } | { phone: string }

const account = {
  id: users.id,
  name: users.firstName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  passwordHash: users.passwordHash,
  // Read in the same statement as the hash: a session carries the version its check was against.
  credentialVersion: users.credentialVersion,
  /** Set when an admin blocked the account: login refuses it once the password is checked. */
  blockedAt: users.blockedAt,
}

export async function accountExists(db: Tx, email: string | null, phone: string) {
  const taken: SQL[] = [eq(users.phoneNumber, phone)]
  if (email) taken.push(eq(users.email, email))
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...taken))
    .limit(1)
  return row !== undefined
}

export async function findAccount(db: Tx, who: LoginIdentifier) {
  const [row] = await db
    .select(account)
    .from(users)
    .where('email' in who ? eq(users.email, who.email) : eq(users.phoneNumber, who.phone))
  return row
}

/**
 * Whether the user has signed in from this client IP: a place of their own. Ended sessions count
 * too while they are kept (30 days, db/housekeeping), since the person who forgot their password
 * has usually been signed out.
 */
export async function hasSignedInFrom(db: Tx, userId: number, ip: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1)
  return row !== undefined
}

export async function findAccountById(db: Tx, id: number) {
  const [row] = await db.select(account).from(users).where(eq(users.id, id))
  return row
}

export async function insertUser(
  db: Tx,
  user: { firstName: string; email: string | null; phoneNumber: string; passwordHash: string },
  userType: number,
  now: Date,
) {
  const [row] = await db
    .insert(users)
    .values({ ...user, userType, createdAt: now, updatedAt: now })
    .returning({ id: users.id, name: users.firstName, user_type: users.userType })
  return row!
}

/** A new password also moves the credential version on: every session issued before is dead. */
export async function setPasswordHash(db: Tx, userId: number, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, credentialVersion: sql`${users.credentialVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
}

/** Seeker -> owner, in one conditional statement so two clicks cannot race past the rule. */
export async function upgradeSeekerToOwner(db: Tx, userId: number, now: Date) {
  const rows = await db
    .update(users)
    .set({ userType: 2, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.userType, 1)))
    .returning({ id: users.id })
  return rows.length === 1
}

/**
 * Holds, until the transaction ends, the right to issue codes for one purpose and target: two
 * codes asked at once for the same address (a flood of resets, on any instance) are issued one
 * after the other. Without it, each expiring the other's rows in its own order, they deadlock.
 */
export async function lockOtpTarget(tx: Tx, target: string, purpose: OtpPurpose) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${target}`}))`)
}

/** A new code replaces every older one for the same target and purpose. */
export async function expireOtps(db: Tx, target: string, purpose: OtpPurpose, now: Date) {
  await db
    .update(otpCodes)
    .set({ expiresAt: now })
    .where(
      and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
    )
}

export async function insertOtp(db: Tx, row: typeof otpCodes.$inferInsert) {
  await db.insert(otpCodes).values(row)
}

/**
 * The newest unconsumed code, locked until the transaction ends: concurrent guesses at one code
 * are checked one after another, so the attempt counter cannot be outrun.
 */
export async function lockLatestOtp(db: Tx, target: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for('update')
  return row
}

export async function updateOtp(
  db: Tx,
  id: number,
  set: Partial<Pick<typeof otpCodes.$inferInsert, 'attempts' | 'verifiedAt' | 'consumedAt'>>,
) {
  await db.update(otpCodes).set(set).where(eq(otpCodes.id, id))
}
