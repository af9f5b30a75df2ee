import type { Db } from '../db/client'
import type { Storage } from '../lib/storage'
import { seedDemoAccounts } from './accounts'
import { seedDemoListings } from './listings'

/**
 * The demo marketplace on an empty database: the demo accounts, then their listings with drawn
 * pictures. Loaded by start-up only when demo data is on.
 */
export async function seedDemo(db: Db, storage: Storage) {
  const logins = await seedDemoAccounts(db)
  const listings = await seedDemoListings(db, storage)
  return { logins, listings }
}
