import { randomBytes } from 'node:crypto'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { USER_TYPE } from '@app/contract/auth-texts'
import { loadDotEnv, parseConfig, type Config } from '../src/config'
import { queryRows, type Db } from '../src/db/client'
import { users } from '../src/db/schema/index'
import { seedBulkListings } from '../src/demo/bulk-listings'
import { isPublished } from '../src/domain/listing-policy'
import { DEMO_LOGINS } from '../src/demo/accounts'
import { drawDemoImages } from '../src/demo/images'
import { storeImage } from '../src/lib/images'
import { localStorage } from '../src/lib/storage'

/** Listings added per statement group: large enough to be fast, small enough to show progress. */
export const BATCH_SIZE = 20_000
/** seedBulkListings spaces listings this far apart in time (make_interval(mins => g * 7)). */
const MINUTES_APART = 7

/** Not an Argon2 hash: verifyPassword fails on it, so nobody can log in as this account. */
const UNUSABLE_PASSWORD_HASH = '!bulk-listings-owner-no-login'
const BULK_OWNER = {
  firstName: 'Bulk Listings Owner',
  email: 'bulk-owner@bench.godownhub.invalid',
  phoneNumber: '9000099990',
}

/** The demo owners when they exist, else the bulk owner (created on first use). */
export async function pickOwners(db: Db): Promise<{ ids: number[]; label: string }> {
  const demoOwnerEmails = DEMO_LOGINS.filter((d) => d.userType === USER_TYPE.owner).map(
    (d) => d.email,
  )
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, demoOwnerEmails), eq(users.userType, USER_TYPE.owner)))
  if (demo.length > 0) return { ids: demo.map((u) => u.id), label: 'the demo owners' }

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BULK_OWNER.email))
  if (existing) return { ids: [existing.id], label: `'${BULK_OWNER.firstName}'` }
  const [created] = await db
    .insert(users)
    .values({ ...BULK_OWNER, passwordHash: UNUSABLE_PASSWORD_HASH, userType: USER_TYPE.owner })
    .returning({ id: users.id })
  return { ids: [created!.id], label: `'${BULK_OWNER.firstName}' (created)` }
}

/** Draws one demo picture and stores it (original + WebP copies) in the local uploads. */
export async function storeBulkImage(config: Config): Promise<string> {
  const [picture] = await drawDemoImages(1)
  return (await storeImage(localStorage(config.uploadsDir), picture!)).path
}

/**
 * Adds `count` listings in batches of BATCH_SIZE, each batch older than the one before, and
 * reports after every batch. Returns the milliseconds taken.
 */
export async function seedInBatches(
  db: Db,
  count: number,
  options: { ownerIds: number[]; image: string },
  progress: (done: number, total: number, ms: number) => void,
): Promise<number> {
  const started = performance.now()
  const newest = Date.now()
  for (let done = 0; done < count;) {
    const n = Math.min(BATCH_SIZE, count - done)
    await seedBulkListings(db, n, {
      ...options,
      newest: new Date(newest - done * MINUTES_APART * 60_000),
    })
    done += n
    progress(done, count, performance.now() - started)
  }
  return performance.now() - started
}

/** Published listings (what browsing without filters counts). */
export async function countListings(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from properties where ${isPublished}`,
  )
  return row!.n
}

/**
 * Tops the market up to `wanted` published listings (printing progress); answers how many were
 * added (0 when there were enough).
 */
export async function topUp(db: Db, config: Config, wanted: number): Promise<number> {
  const published = await countListings(db)
  if (published >= wanted) {
    console.log(`Published listings: ${published.toLocaleString('en')} (no top-up needed)`)
    return 0
  }
  const missing = wanted - published
  console.log(
    `Published listings: ${published.toLocaleString('en')}; adding ${missing.toLocaleString('en')}...`,
  )
  const owners = await pickOwners(db)
  const image = await storeBulkImage(config)
  const ms = await seedInBatches(db, missing, { ownerIds: owners.ids, image }, (done, total, t) =>
    console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}  ${seconds(t)}`),
  )
  console.log(`  seeded in ${seconds(ms)}`)
  return missing
}

/** Fresh statistics and visibility map, so the browse queries are index-only scans. */
export async function vacuumAnalyze(db: Db): Promise<number> {
  const started = performance.now()
  await db.execute(sql`vacuum analyze properties, listing_words`)
  await db.execute(sql`analyze property_prices, property_addresses, attachments`)
  return performance.now() - started
}

const SEEKER_DOMAIN = '@bench.godownhub.invalid'

/** A throw-away seeker account for the benchmark (removed with its sessions afterwards). */
export async function createSeeker(db: Db): Promise<number> {
  const tag = randomBytes(4).toString('hex')
  const phone = `7${String(parseInt(tag, 16) % 1_000_000_000).padStart(9, '0')}`
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Bench Seeker',
      email: `bench-seeker-${tag}${SEEKER_DOMAIN}`,
      phoneNumber: phone,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      userType: USER_TYPE.seeker,
    })
    .returning({ id: users.id })
  return user!.id
}

export async function removeUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id))
}

/** Every throw-away seeker of earlier runs (a crashed run's, or the ones the PGlite run keeps). */
export async function removeBenchSeekers(db: Db) {
  await db.delete(users).where(like(users.email, `bench-seeker-%${SEEKER_DOMAIN}`))
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Ends a command-line run with a message (bad arguments or configuration). */
export function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** The configuration as `npm start` reads it (`.env` included), or a clean exit naming the bad keys. */
export function loadConfig(): Config {
  loadDotEnv()
  try {
    return parseConfig()
  } catch (err) {
    fail((err as Error).message)
  }
}
