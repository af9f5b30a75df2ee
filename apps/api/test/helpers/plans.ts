import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../src/db/client'
import { seedBulkListings } from '../../src/demo/bulk-listings'
import { createTestApp } from './app'
import { makeUser } from './listings'

/** Listings of a plan test's market: enough that reading the whole table costs more than an index. */
const PLAN_LISTINGS = 5_000

/**
 * A test app for the query plan tests: the real geography and PLAN_LISTINGS published listings
 * of one owner (not yet analyzed: each test analyzes the tables its queries read).
 */
export async function planTestApp() {
  const t = await createTestApp({ geography: true })
  const owner = await makeUser(t.database.db, 2)
  await seedBulkListings(t.database.db, PLAN_LISTINGS, {
    ownerIds: [owner.id],
    image: 'images/00000000-0000-4000-8000-000000000001.jpg',
  })
  return t
}

/** EXPLAIN of a query with its values written in (the plan made for them), as text. */
export async function explain(db: Tx, query: SQL) {
  const rows = await queryRows<Record<string, string>>(db, sql`explain ${query}`)
  return rows.map((r) => Object.values(r)[0]).join('\n')
}
