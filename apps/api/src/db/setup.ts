import type { Config } from '../config'
import { openDatabase } from './client'
import { localStorage } from '../lib/storage'
import { seedDemoAccounts } from './seed/demo-accounts'
import { seedDemoListings } from './seed/demo-listings'
import { seedGeography } from './seed/geography'

/** Opens the configured database, applies migrations and loads the reference data. */
export async function prepareDatabase(config: Config) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate(config.migrationsDir)
  const geography = await seedGeography(database.db, config.geoDir)
  const demoLogins = config.demoData ? await seedDemoAccounts(database.db) : []
  const demoListings = config.demoData
    ? await seedDemoListings(database.db, localStorage(config.uploadsDir))
    : 0
  return { database, geography, demoLogins, demoListings }
}
