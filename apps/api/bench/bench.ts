/**
 * Load test of the listing and wallet API on the configured database, in one run:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
 *   npm run bench -- --duration 5 --warmup 1 --connections 20 --listings 20000   (quick)
 *   npm run bench -- --only wallet   (the ceiling and the wallet cases)
 *
 * Tops the market up to --listings published listings, starts the API on 127.0.0.1 (random
 * port) with a bare /bench/ceiling route beside it, and drives every case with autocannon in
 * a worker thread (its own event loop). The wallet cases (bench/wallet.ts) send a different
 * prepared request each time. Exits 1 when a request fails or a target is missed.
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { queryRows, type Db } from '../src/db/client'
import { prepareDatabase } from '../src/db/setup'
import { createSession } from '../src/lib/sessions'
import { isPublished } from '../src/modules/listings/policy'
import { countPublished } from '../src/modules/listings/repository'
import {
  createSeeker,
  pickOwners,
  removeUser,
  seconds,
  seedInBatches,
  storeBulkImage,
  vacuumAnalyze,
  fail,
  loadConfig,
} from './common'
import { benchWallet, WALLET_P95_TARGET_MS, type WalletMeasured } from './wallet'

/** Targets (issue 4, performance). */
const P99_TARGET_MS = 50
const DEEP_OFFSET = 6_000
const DEEP_MEAN_RATIO_MAX = 2
/** Sequential requests per case on one connection: the latency without queueing. */
const SERIAL_REQUESTS = 200

function options() {
  const usage =
    'Usage: npm run bench -- [--duration S] [--warmup S] [--connections N] [--listings N] [--only listings|wallet]'
  let values
  try {
    ;({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        duration: { type: 'string', default: '20' },
        warmup: { type: 'string', default: '5' },
        connections: { type: 'string', default: '50' },
        listings: { type: 'string', default: '100000' },
        only: { type: 'string', default: 'all' },
      },
    }))
  } catch (err) {
    fail(`${(err as Error).message}\n${usage}`)
  }
  const int = (name: keyof typeof values, min: number, max: number) => {
    const raw = values[name].replaceAll('_', '')
    const n = Number(raw)
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      fail(`--${name} must be a whole number from ${min} to ${max}, not ${values[name]}\n${usage}`)
    }
    return n
  }
  const only = values.only
  if (only !== 'all' && only !== 'listings' && only !== 'wallet') {
    fail(`--only must be listings or wallet, not ${only}\n${usage}`)
  }
  return {
    only,
    duration: int('duration', 1, 3_600),
    warmup: int('warmup', 0, 600),
    connections: int('connections', 1, 1_000),
    listings: int('listings', 0, 1_000_000),
  }
}

const opts = options()
const config = loadConfig()

const { database } = await prepareDatabase(config)
const db = database.db
if (database.kind === 'pglite') {
  console.log(
    `Database: embedded PGlite in ${config.dataDir} (single connection, in this process).\n` +
      '  For real figures run on PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench',
  )
} else {
  console.log('Database: PostgreSQL (DATABASE_URL)')
}

// 1. The market: top up to the wanted number of published listings.
const published = await countPublished(db, {})
if (published < opts.listings) {
  const missing = opts.listings - published
  console.log(
    `Published listings: ${published.toLocaleString('en')}; adding ${missing.toLocaleString('en')}...`,
  )
  const owners = await pickOwners(db)
  const image = await storeBulkImage(config)
  const ms = await seedInBatches(db, missing, { ownerIds: owners.ids, image }, (done, total, t) =>
    console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}  ${seconds(t)}`),
  )
  console.log(`  seeded in ${seconds(ms)}`)
} else {
  console.log(`Published listings: ${published.toLocaleString('en')} (no top-up needed)`)
}
console.log(`vacuum analyze: ${seconds(await vacuumAnalyze(db))}`)

// 2. Filters that match rows: the busiest state, type and town in the data.
const filters = await chooseFilters(db)

// 3. The server, with a bare route for the ceiling of this machine and framework.
const app = await buildApp({ config, database, logger: false })
app.get('/bench/ceiling', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const seekerId = await createSeeker(db)
const token = await createSession(
  db,
  seekerId,
  { ip: '127.0.0.1', userAgent: 'bench' },
  new Date(),
  config.sessionTtlMs,
)
const headers = { authorization: `Bearer ${token}` }

interface Case {
  name: string
  path: string
  listing: boolean
  /** The offset-0 case this deep-offset case is compared with. */
  shallow?: string
}
const browse = (query: Record<string, number>) =>
  `/api/agents-propertys?${Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`
const { state, town } = filters
const allCases: Case[] = [
  { name: 'ceiling (bare route)', path: '/bench/ceiling', listing: false },
  { name: 'browse, no filter, offset 0', path: browse({ offset: 0 }), listing: true },
  {
    name: `browse, no filter, offset ${DEEP_OFFSET}`,
    path: browse({ offset: DEEP_OFFSET }),
    listing: true,
    shallow: 'browse, no filter, offset 0',
  },
  {
    name: 'browse, state + type, offset 0',
    path: browse({ state_id: state.id, type: state.type, offset: 0 }),
    listing: true,
  },
  {
    name: `browse, state + type, offset ${DEEP_OFFSET}`,
    path: browse({ state_id: state.id, type: state.type, offset: DEEP_OFFSET }),
    listing: true,
    shallow: 'browse, state + type, offset 0',
  },
  {
    name: 'browse, town + purchase type, offset 0',
    path: browse({ ...town.ids, purchase_type: town.purchaseType, offset: 0 }),
    listing: true,
  },
  {
    name: `browse, town + purchase type, offset ${DEEP_OFFSET}`,
    path: browse({ ...town.ids, purchase_type: town.purchaseType, offset: DEEP_OFFSET }),
    listing: true,
    shallow: 'browse, town + purchase type, offset 0',
  },
  {
    name: 'property view',
    path: `/api/property/view?property_id=${filters.propertyId}`,
    listing: true,
  },
]

// The ceiling always runs: it is what the other cases are compared with.
const cases = opts.only === 'wallet' ? allCases.filter((c) => !c.listing) : allCases

interface Measured {
  case: Case
  rps: number
  p50: number
  p99: number
  mean: number
  serialP50: number
  requests: number
  failures: number
  detail: string
}

// 4. Every case: one checked request, a warm-up, the measured run, then a serial sample.
const results: Measured[] = []
let wallet: { results: WalletMeasured[]; expected: number } = { results: [], expected: 0 }
let failed = false
try {
  console.log(
    `\n${opts.connections} connections, ${opts.warmup} s warm-up + ${opts.duration} s per case, autocannon in a worker thread; ${base}\n`,
  )
  for (const c of cases) {
    const res = await fetch(base + c.path, { headers })
    const body = (await res.json()) as { data?: unknown; pagination?: { total: number } }
    const rows = Array.isArray(body.data)
      ? ` ${body.data.length} cards of ${body.pagination?.total} matching`
      : ''
    console.log(`${c.name}: GET ${c.path} -> ${res.status}${rows}`)
    if (Array.isArray(body.data) && body.data.length === 0) {
      console.log('  note: an empty page (the offset is past the last match); still measured')
    }
    if (res.status !== 200) {
      console.error(`  expected 200: ${JSON.stringify(body).slice(0, 300)}`)
      failed = true
      continue
    }
    if (opts.warmup > 0) await cannon(c.path, { duration: opts.warmup })
    const r = await cannon(c.path, { duration: opts.duration })
    const serial = await cannon(c.path, { connections: 1, amount: SERIAL_REQUESTS })
    const failures =
      r.non2xx + r.errors + r.timeouts + serial.non2xx + serial.errors + serial.timeouts
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', ')
    const m: Measured = {
      case: c,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      mean: r.latency.mean,
      serialP50: serial.latency.p50,
      requests: r.requests.total,
      failures,
      detail: `non-2xx ${r.non2xx + serial.non2xx}, errors ${r.errors + serial.errors}, timeouts ${r.timeouts + serial.timeouts} (${codes})`,
    }
    console.log(
      `  ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, mean ${m.mean.toFixed(1)} ms; one connection p50 ${m.serialP50} ms; ${m.detail}`,
    )
    if (failures > 0) failed = true
    results.push(m)
  }
  if (opts.only !== 'listings') {
    console.log('')
    wallet = await benchWallet({
      db,
      config,
      base,
      connections: opts.connections,
      duration: opts.duration,
      warmup: opts.warmup,
    })
  }
} finally {
  await app.close()
  await removeUser(db, seekerId)
  await database.close()
}

// 5. The table and the targets.
const ceiling = results.find((r) => !r.case.listing)?.rps ?? NaN
const table = [
  ['case', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', '1-conn p50 ms', '× ceiling', 'failed'],
  ...results.map((r) => [
    r.case.name,
    Math.round(r.rps).toLocaleString('en'),
    String(r.p50),
    String(r.p99),
    r.mean.toFixed(1),
    String(r.serialP50),
    (r.rps / ceiling).toFixed(3),
    String(r.failures),
  ]),
]
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
const line = (row: string[]) =>
  `| ${row.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`
console.log(`\n${line(table[0]!)}`)
console.log(
  `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`,
)
for (const row of table.slice(1)) console.log(line(row))
if (wallet.results.length > 0) printWalletTable(wallet.results)

const checks: [string, boolean][] = []
for (const r of results.filter((x) => x.case.listing)) {
  checks.push([`${r.case.name}: p99 ${r.p99} ms < ${P99_TARGET_MS} ms`, r.p99 < P99_TARGET_MS])
}
for (const deep of results.filter((x) => x.case.shallow)) {
  const shallow = results.find((x) => x.case.name === deep.case.shallow)
  if (!shallow) continue
  const ratio = deep.mean / shallow.mean
  checks.push([
    `${deep.case.name}: mean ${deep.mean.toFixed(1)} ms = ${ratio.toFixed(2)}× offset 0 (${shallow.mean.toFixed(1)} ms), at most ${DEEP_MEAN_RATIO_MAX}×`,
    ratio <= DEEP_MEAN_RATIO_MAX,
  ])
}
for (const w of wallet.results.filter((x) => x.target)) {
  checks.push([
    `${w.name}: p95 ${w.p95.toFixed(1)} ms < ${WALLET_P95_TARGET_MS} ms (${w.firstTime} of ${w.requests} first-time)`,
    w.p95 < WALLET_P95_TARGET_MS && w.firstTime === w.requests,
  ])
}
const walletFailures = wallet.results.reduce((n, r) => n + r.failures, 0)
checks.push([
  `every response 200 (${results.reduce((n, r) => n + r.failures, 0) + walletFailures} failed)`,
  !failed &&
    results.length === cases.length &&
    walletFailures === 0 &&
    wallet.results.length === wallet.expected,
])
console.log('\nTargets:')
for (const [text, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`)
const allOk = checks.every(([, ok]) => ok)
console.log(allOk ? '\nAll targets met.' : '\nSome targets missed.')
process.exit(allOk ? 0 : 1)

/** The wallet cases' own table: p95 is theirs, and whether each request was a first one. */
function printWalletTable(rows: WalletMeasured[]) {
  const f = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1))
  const table = [
    [
      'wallet case',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'mean ms',
      '1-conn p50 ms',
      'first-time',
      'failed',
    ],
    ...rows.map((r) => [
      r.name,
      Math.round(r.rps).toLocaleString('en'),
      f(r.p50),
      f(r.p95),
      f(r.p99),
      r.mean.toFixed(1),
      f(r.serialP50),
      `${r.firstTime}/${r.requests}`,
      String(r.failures),
    ]),
  ]
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`
  console.log(`\n${line(table[0]!)}`)
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`,
  )
  for (const row of table.slice(1)) console.log(line(row))
}

/** One autocannon run in a worker thread, resolved with its result. */
function cannon(path: string, run: { duration?: number; connections?: number; amount?: number }) {
  return autocannon({
    url: base + path,
    headers,
    connections: run.connections ?? opts.connections,
    workers: 1,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? opts.duration }),
  })
}

async function chooseFilters(db: Db) {
  const [s] = await queryRows<{ id: number; name: string; n: number }>(
    db,
    sql`select properties.state_id as id, s.name, count(*)::int as n
      from properties join states s on s.id = properties.state_id
      where ${isPublished} group by 1, 2 order by 3 desc, 1 limit 1`,
  )
  if (!s) throw new Error('No published listings with an address: nothing to benchmark')
  const [t] = await queryRows<{ type: number; n: number }>(
    db,
    sql`select type, count(*)::int as n from properties
      where ${isPublished} and properties.state_id = ${s.id} group by 1 order by 2 desc, 1 limit 1`,
  )
  const [place] = await queryRows<{
    state_id: number
    district_id: number
    city_id: number
    names: string
    n: number
  }>(
    db,
    sql`select properties.state_id, properties.district_id, properties.city_id,
        c.name || ', ' || d.name || ', ' || s.name as names, count(*)::int as n
      from properties
      join cities c on c.id = properties.city_id join districts d on d.id = properties.district_id
      join states s on s.id = properties.state_id
      where ${isPublished} group by 1, 2, 3, 4 order by 5 desc, 1, 2, 3 limit 1`,
  )
  const [pt] = await queryRows<{ purchase_type: number; n: number }>(
    db,
    sql`select purchase_type, count(*)::int as n from properties
      where ${isPublished} and properties.city_id = ${place!.city_id} group by 1 order by 2 desc, 1 limit 1`,
  )
  const [mid] = await queryRows<{ id: number }>(
    db,
    sql`select id from properties where ${isPublished}
      order by id offset (select count(*) / 2 from properties where ${isPublished}) limit 1`,
  )
  const stateChoice = { id: s.id, type: t!.type }
  const townChoice = {
    ids: { state_id: place!.state_id, district_id: place!.district_id, city_id: place!.city_id },
    purchaseType: pt!.purchase_type,
  }
  console.log(
    `Busiest state: ${s.name} (id ${s.id}, ${s.n} listings); its busiest type: ${t!.type} (${t!.n})`,
  )
  console.log(
    `Busiest town: ${place!.names} (state ${place!.state_id}, district ${place!.district_id}, city ${place!.city_id}; ${place!.n} listings); its busiest purchase type: ${pt!.purchase_type} (${pt!.n})`,
  )
  console.log(`Property viewed: id ${mid!.id}`)
  return { state: stateChoice, town: townChoice, propertyId: mid!.id }
}
