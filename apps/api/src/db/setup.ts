import type { Config } from '../config'
import { openDatabase } from './client'
import { localStorage } from '../lib/storage'
import { seedGeography } from './geography'

/**
 * Opens the configured database, applies migrations and loads the reference data; with demo
 * data on, the demo module (accounts, listings, drawn pictures) is loaded and run too.
 */
export async function prepareDatabase(config: Config) {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolMax,
    replicaUrl: config.databaseReplicaUrl,
    replicaPoolSize: config.databaseReplicaPoolMax,
    listenUrl: config.databaseListenUrl,
  })
  await database.migrate(config.migrationsDir)
  const geography = await seedGeography(database.db, config.geoDir)
  const demo = config.demoData
    ? await import('../demo/seed').then((m) =>
        m.seedDemo(database.db, localStorage(config.uploadsDir)),
      )
    : { logins: [], listings: 0 }
  return { database, geography, demoLogins: demo.logins, demoListings: demo.listings }
}
