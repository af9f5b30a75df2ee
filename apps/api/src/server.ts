import { pathToFileURL } from 'node:url'
import { buildApp } from './app'
import { loadDotEnv, parseConfig } from './config'
import { autovacuumRuns } from './db/client'
import { ignoreClosedOutput, shutdownOnSignals } from './lib/shutdown'
import { releaseStartUpMemory } from './lib/start-up-memory'
import { distSource, type WebSource } from './modules/pages'
import { isPreparingChild, openPrepared } from './start'

/**
 * Starts the whole product: the database prepared (migrations, geography, demo data: see
 * start.ts), then API and web on one port.
 */
export async function start(web?: WebSource) {
  ignoreClosedOutput()
  loadDotEnv()
  let config
  try {
    config = parseConfig()
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  // Preparation finishes here: past this line the database is migrated and seeded.
  const { database, geography, demoLogins, demoListings } = await openPrepared(config).catch(
    (err: Error) => {
      console.error(`Start-up failed: ${err.message}`)
      process.exit(1)
    },
  )
  const app = await buildApp({
    config,
    database,
    web: web ?? distSource(config.webDist),
  })
  app.log.info(
    { ...geography.counts, loaded: geography.loaded },
    geography.loaded ? 'India geography loaded' : 'India geography up to date',
  )
  if (demoListings > 0) app.log.info({ listings: demoListings }, 'demo marketplace created')
  if (!(await autovacuumRuns(database))) {
    app.log.warn(
      'PostgreSQL runs with autovacuum off: nothing analyzes the tables as they grow, and queries keep plans made while they were small; turn it on (autovacuum = on)',
    )
  }

  shutdownOnSignals({ app, database })

  // Every plugin and route compiled (listen would do this first anyway), then start-up's garbage
  // handed back before the first request.
  await app.ready()
  releaseStartUpMemory()
  await app.listen({ port: config.port, host: config.host })
  // Migrated (above) and listening: /api/ready answers 200 from now on.
  app.readiness.ready()
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'
  console.log(`\n  ${config.site.name} is running at ${config.publicUrl}  (database: ${where})\n`)
  if (demoListings > 0) console.log(`  Demo marketplace: ${demoListings} listings added.\n`)
  if (demoLogins.length > 0) {
    console.log('  Demo accounts (see README; passwords as seeded unless changed since):')
    for (const d of demoLogins) {
      console.log(
        `    ${d.role.padEnd(7)} ${d.email.padEnd(26)} or ${d.phone}   password: ${d.password}`,
      )
    }
    console.log('')
  }
  return app
}

// Not in the child that prepares the database: in the bundle that child runs this file too.
if (
  !isPreparingChild() &&
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  await start()
}
