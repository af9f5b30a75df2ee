import type {
  AdminPaymentQuery,
  AdminPropertyQuery,
  AdminUserQuery,
  AuditQuery,
  AuditTargetType,
  EnquiryKind,
} from '@app/contract/admin'
import type { PaymentStatus } from '@app/contract/wallet-texts'
import {
  and,
  desc,
  eq,
  getTableName,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import {
  auditLog,
  cities,
  companyProfileRequests,
  contactEnquiries,
  districts,
  newsletterSubscriptions,
  paymentOrders,
  properties,
  propertyReports,
  states,
  unlocks,
  users,
} from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'

/** The reads and writes behind the admin console (service.ts decides; every caller is an admin). */

export interface Page {
  offset: number
  limit: number
}

/**
 * A table's id spelled out for correlated subqueries: Drizzle may write a column unqualified
 * inside selected SQL, and inside a subquery over another table a bare `id` would be that one's.
 */
const idOf = (table: PgTable) => sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`
const propertyId = idOf(properties)
const userId = idOf(users)

/** `%text%` for ILIKE, with the pattern characters of the text matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** A correlated count: `fromWhere` is the subquery's `from ... where ...`. */
const countOf = (fromWhere: SQL) => sql<number>`(select count(*)::int ${fromWhere})`

/* ---------------------------------------------------------------- listings */

const owner = {
  id: users.id,
  name: users.firstName,
  phone_number: users.phoneNumber,
  email: users.email,
}

/** Every listing, any state and owner, newest first, with its owner and what moderators weigh. */
export async function propertiesPage(db: Tx, query: AdminPropertyQuery) {
  const conditions: SQL[] = []
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(
        ilike(properties.name, like),
        ilike(users.firstName, like),
        ilike(users.phoneNumber, like),
        ilike(properties.locationText, like),
      )!,
    )
  }
  if (query.completion !== undefined) {
    conditions.push(eq(properties.completionLevel, query.completion))
  }
  if (query.visibility === 'visible') conditions.push(isNull(properties.hiddenAt))
  if (query.visibility === 'hidden') conditions.push(isNotNull(properties.hiddenAt))
  if (query.state_id !== undefined) conditions.push(eq(properties.stateId, query.state_id))
  const where = and(...conditions)

  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      image: properties.image,
      owner,
      completionLevel: properties.completionLevel,
      status: listingStatus,
      hiddenReason: properties.hiddenReason,
      hiddenAt: properties.hiddenAt,
      verifiedAt: properties.verifiedAt,
      price: properties.price,
      purchaseType: properties.purchaseType,
      location: sql<
        string | null
      >`nullif(concat_ws(', ', ${cities.name}, ${districts.name}, ${states.name}), '')`,
      unlocks: countOf(sql`from ${unlocks} u where u.property_id = ${propertyId}`),
      openReports: countOf(
        sql`from ${propertyReports} r where r.property_id = ${propertyId} and r.status = 'open'`,
      ),
      createdAt: properties.createdAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(districts, eq(districts.id, properties.districtId))
    .leftJoin(states, eq(states.id, properties.stateId))
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(where)
  return { rows, total: count!.n }
}

/** A property's specs verification, its row locked for the caller's transaction. */
export async function lockVerification(tx: Tx, id: number) {
  const [row] = await tx
    .select({ verifiedAt: properties.verifiedAt })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update')
  return row
}

export async function setVerified(tx: Tx, id: number, verifiedAt: Date | null, now: Date) {
  await tx.update(properties).set({ verifiedAt, updatedAt: now }).where(eq(properties.id, id))
}

/* ---------------------------------------------------------------- users */

const userColumns = {
  id: users.id,
  name: users.firstName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  credits: users.credits,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  listings: countOf(sql`from ${properties} p where p.user_id = ${userId}`),
  unlocks: countOf(sql`from ${unlocks} k where k.user_id = ${userId}`),
  createdAt: users.createdAt,
}

/** Users, newest first, found by name, e-mail or phone, with their balance and counts. */
export async function usersPage(db: Tx, query: AdminUserQuery) {
  const conditions: SQL[] = []
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(ilike(users.firstName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!,
    )
  }
  if (query.user_type !== undefined) conditions.push(eq(users.userType, query.user_type))
  const where = and(...conditions)
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where)
  return { rows, total: count!.n }
}

export async function userById(db: Tx, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id))
  return row
}

/** A user's latest listings. */
export async function listingsOf(db: Tx, ownerId: number, limit: number) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      status: listingStatus,
      completionLevel: properties.completionLevel,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit)
}

/** A user's latest unlocks, with the listings' names. */
export async function unlocksOf(db: Tx, seekerId: number, limit: number) {
  return db
    .select({
      id: unlocks.id,
      propertyId: unlocks.propertyId,
      propertyName: properties.name,
      creditsSpent: unlocks.creditsSpent,
      createdAt: unlocks.createdAt,
    })
    .from(unlocks)
    .innerJoin(properties, eq(properties.id, unlocks.propertyId))
    .where(eq(unlocks.userId, seekerId))
    .orderBy(desc(unlocks.createdAt), desc(unlocks.id))
    .limit(limit)
}

/** What an admin's change to a user starts from, the row locked for the caller's transaction. */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: users.firstName,
      userType: users.userType,
      credits: users.credits,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row
}

/**
 * Blocks (with the reason) or unblocks. A block also moves the credential version on, so every
 * session issued before is dead, as after a password change, and so is one a login that checked
 * the password just before the block is issuing.
 */
export async function setBlocked(
  tx: Tx,
  id: number,
  block: { at: Date; reason: string } | null,
  now: Date,
) {
  await tx
    .update(users)
    .set(
      block
        ? {
            blockedAt: block.at,
            blockedReason: block.reason,
            credentialVersion: sql`${users.credentialVersion} + 1`,
            updatedAt: now,
          }
        : { blockedAt: null, blockedReason: null, updatedAt: now },
    )
    .where(eq(users.id, id))
}

export async function setUserType(tx: Tx, id: number, userType: number, now: Date) {
  await tx.update(users).set({ userType, updatedAt: now }).where(eq(users.id, id))
}

/* ---------------------------------------------------------------- payments */

const paymentColumns = {
  id: paymentOrders.id,
  user: owner,
  provider: paymentOrders.provider,
  providerOrderId: paymentOrders.providerOrderId,
  providerPaymentId: paymentOrders.providerPaymentId,
  receipt: paymentOrders.receipt,
  amountPaise: paymentOrders.amountPaise,
  credits: paymentOrders.credits,
  bonusCredits: paymentOrders.bonusCredits,
  status: paymentOrders.status,
  invoiceNumber: paymentOrders.invoiceNumber,
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  failedAt: paymentOrders.failedAt,
  checkedAt: paymentOrders.checkedAt,
}

const paymentQuery = (db: Tx) =>
  db.select(paymentColumns).from(paymentOrders).innerJoin(users, eq(users.id, paymentOrders.userId))

/** Payment orders, newest first, by status, found by provider ids, receipt or buyer's phone. */
export async function paymentsPage(
  db: Tx,
  query: Omit<AdminPaymentQuery, 'status'> & { status?: PaymentStatus | undefined },
) {
  const conditions: SQL[] = []
  if (query.status !== undefined) conditions.push(eq(paymentOrders.status, query.status))
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(
        ilike(paymentOrders.providerOrderId, like),
        ilike(paymentOrders.providerPaymentId, like),
        ilike(paymentOrders.receipt, like),
        ilike(paymentOrders.phoneNumber, like),
        ilike(users.phoneNumber, like),
      )!,
    )
  }
  const where = and(...conditions)
  const rows = await paymentQuery(db)
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(where)
  return { rows, total: count!.n }
}

export async function paymentById(db: Tx, id: number) {
  const [row] = await paymentQuery(db).where(eq(paymentOrders.id, id))
  return row
}

/* ---------------------------------------------------------------- audit */

/** The audit log, newest first, by actor and target. */
export async function auditPage(
  db: Tx,
  query: Omit<AuditQuery, 'target'> & { target?: { type: AuditTargetType; id: number } },
) {
  const conditions: SQL[] = []
  if (query.actor !== undefined) conditions.push(eq(auditLog.actorId, query.actor))
  if (query.target) {
    conditions.push(
      eq(auditLog.targetType, query.target.type),
      eq(auditLog.targetId, query.target.id),
    )
  }
  const where = and(...conditions)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where)
  return { rows, total: count!.n }
}

/* ---------------------------------------------------------------- enquiries */

/** One kind of stored lead, newest first, in the one shape the console shows. */
function enquiries(db: Tx, kind: EnquiryKind) {
  const none = sql<string | null>`null`
  switch (kind) {
    case 'contact':
      return {
        table: contactEnquiries,
        select: db
          .select({
            id: contactEnquiries.id,
            name: contactEnquiries.userName,
            email: contactEnquiries.userEmail,
            phoneNumber: contactEnquiries.userPhone,
            location: contactEnquiries.propertyLocation,
            state: contactEnquiries.state,
            message: contactEnquiries.message,
            createdAt: contactEnquiries.createdAt,
          })
          .from(contactEnquiries)
          .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id)),
      }
    case 'profile':
      return {
        table: companyProfileRequests,
        select: db
          .select({
            id: companyProfileRequests.id,
            name: companyProfileRequests.name,
            email: companyProfileRequests.email,
            phoneNumber: companyProfileRequests.phoneNumber,
            location: none,
            state: none,
            message: none,
            createdAt: companyProfileRequests.createdAt,
          })
          .from(companyProfileRequests)
          .orderBy(desc(companyProfileRequests.createdAt), desc(companyProfileRequests.id)),
      }
    case 'newsletter':
      return {
        table: newsletterSubscriptions,
        select: db
          .select({
            id: newsletterSubscriptions.id,
            name: none,
            email: newsletterSubscriptions.email,
            phoneNumber: none,
            location: none,
            state: none,
            message: none,
            createdAt: newsletterSubscriptions.createdAt,
          })
          .from(newsletterSubscriptions)
          .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)),
      }
  }
}

export async function enquiriesPage(db: Tx, kind: EnquiryKind, page: Page) {
  const { table, select } = enquiries(db, kind)
  const rows = await select.offset(page.offset).limit(page.limit)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
  return { rows, total: count!.n }
}
