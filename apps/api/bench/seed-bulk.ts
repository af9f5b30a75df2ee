/**
 * Adds N synthetic complete listings to the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR), for load tests:
 *
 *   npm run seed:bulk -- --count 100000
 */
import { parseArgs } from 'node:util'
import { prepareDatabase } from '../src/start'
import {
  BATCH_SIZE,
  pickOwners,
  seconds,
  seedInBatches,
  storeBulkImage,
  vacuumAnalyze,
  fail,
  loadConfig,
} from './common'

const MAX_COUNT = 1_000_000
const USAGE = `Usage: npm run seed:bulk -- --count N   (N a whole number from 1 to ${MAX_COUNT.toLocaleString('en')})`

function parseCount(argv: string[]): number {
  let values
  try {
    ;({ values } = parseArgs({ args: argv, options: { count: { type: 'string', short: 'n' } } }))
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`)
  }
  const raw = values.count?.replaceAll('_', '').replaceAll(',', '')
  if (raw === undefined) fail(`--count is required.\n${USAGE}`)
  if (!/^\d+$/.test(raw))
    fail(`--count must be a whole number, not ${JSON.stringify(values.count)}.\n${USAGE}`)
  const count = Number(raw)
  if (count < 1 || count > MAX_COUNT) {
    fail(`--count must be between 1 and ${MAX_COUNT.toLocaleString('en')}, not ${raw}.\n${USAGE}`)
  }
  return count
}

const count = parseCount(process.argv.slice(2))
const config = loadConfig()

const started = performance.now()
const { database, demoListings } = await prepareDatabase(config)
const db = database.db
try {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'
  console.log(`Database: ${where}`)
  if (demoListings > 0) console.log(`Empty database: the demo marketplace was created first.`)

  const owners = await pickOwners(db)
  const image = await storeBulkImage(config)
  console.log(`Owners: ${owners.label} (ids ${owners.ids.join(', ')}); picture ${image}`)
  console.log(
    `Adding ${count.toLocaleString('en')} listings in batches of ${BATCH_SIZE.toLocaleString('en')}...`,
  )

  const insertMs = await seedInBatches(
    db,
    count,
    { ownerIds: owners.ids, image },
    (done, total, ms) => {
      const rate = Math.round(done / (ms / 1000))
      console.log(
        `  ${done.toLocaleString('en').padStart(9)} / ${total.toLocaleString('en')}  ${seconds(ms).padStart(8)}  (${rate.toLocaleString('en')} listings/s)`,
      )
    },
  )
  const vacuumMs = await vacuumAnalyze(db)
  console.log(
    `Added ${count.toLocaleString('en')} listings in ${seconds(insertMs)}; vacuum analyze ${seconds(vacuumMs)}; total ${seconds(performance.now() - started)}.`,
  )
} finally {
  await database.close()
}
