import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import type { Config } from '../src/config'
import { queryRows, type Db } from '../src/db/client'
import { isPublished } from '../src/domain/listing-policy'
import { unlockQuery } from '../src/modules/wallet/repository'
import { createSeekers, UNLOCK_SEEKERS } from './wallet-data'

/**
 * The unlock's ceiling on this machine: pgbench running the unlock's own statement (the one
 * wallet/repository.ts prepares, its SQL taken from the same builder), as the API runs it
 * (prepared, one statement per unlock, in autocommit: its own transaction), with the durability
 * the API's connections have (synchronous_commit read from them), through as many connections
 * as the API keeps to PostgreSQL (DB_POOL_MAX): what the database can do for unlocks with
 * nothing in front of it. UNLOCK_SEEKERS new seekers each unlock listings they have not
 * unlocked, as in the API's case.
 */

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench'

export interface PgbenchCeiling {
  tps: number
  transactions: number
  /** Unlocks the run made (each a first-time one: a claim and a debit). */
  firstTime: number
  connections: number
  synchronousCommit: string
}

/** A value of the statement as pgbench writes it: a placeholder's variable, or a literal. */
function pgbenchValue(param: unknown): string {
  if (param && typeof param === 'object' && 'name' in param) return `:${String(param.name)}`
  if (param === null) return 'null'
  if (typeof param === 'number' || typeof param === 'boolean') return String(param)
  if (typeof param === 'string') return `'${param.replaceAll("'", "''")}'`
  throw new Error(`A value pgbench cannot write: ${JSON.stringify(param)}`)
}

/** The statement's SQL with its $n written as pgbench variables and literals. */
function pgbenchStatement(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL()
  return text.replace(/\$(\d+)/g, (_, n: string) => pgbenchValue(params[Number(n) - 1]))
}

/** Runs pgbench and answers its tps (without the connections' start-up). */
function runPgbench(args: string[], env: NodeJS.ProcessEnv): Promise<{ tps: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PGBENCH, args, { env: { ...process.env, ...env } })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d))
    child.stderr.on('data', (d: Buffer) => (out += d))
    child.once('error', reject)
    child.once('close', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)
      if (code !== 0 || !tps) reject(new Error(`pgbench failed (${code}):\n${out.slice(-2000)}`))
      else resolve({ tps: Number(tps[1]), out })
    })
  })
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<T & Record<string, unknown>>(db, query)
  return row!
}

interface UnlockPgbench {
  db: Db
  config: Config
  duration: number
  cost: number
}

/** The unlock's pgbench ceiling (see above), for `duration` seconds. */
export const unlockCeiling = (bench: UnlockPgbench): Promise<PgbenchCeiling> =>
  unlockPgbench(bench, undefined)

/**
 * pgbench running the unlock's statement on a schedule (`--rate`): `rate` a second for
 * `warmup` + `duration` seconds, each transaction timed from when it was due (pgbench's own
 * per-transaction log), those of the first `warmup` seconds left out as the API's open loop
 * leaves its warm-up out. What the database alone answers at the API's open-loop rate.
 */
export async function unlockAtRate(
  bench: UnlockPgbench & { warmup: number },
  rate: number,
): Promise<PgbenchCeiling & { latencies: Float64Array }> {
  const run = await unlockPgbench(
    { ...bench, duration: bench.warmup + bench.duration },
    { rate, warmup: bench.warmup },
  )
  return { ...run, latencies: run.latencies! }
}

async function unlockPgbench(
  bench: UnlockPgbench,
  schedule: { rate: number; warmup: number } | undefined,
): Promise<PgbenchCeiling & { latencies?: Float64Array }> {
  const { db, config } = bench
  const url = config.databaseUrl!
  const connections = config.databasePoolMax
  const clients = Math.min(connections, UNLOCK_SEEKERS)
  const perClient = Math.ceil(UNLOCK_SEEKERS / clients)
  const range = await one<{ first: number; last: number }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last from properties where ${isPublished}`,
  )
  const { synchronous_commit: synchronousCommit } = await one<{ synchronous_commit: string }>(
    db,
    sql`show synchronous_commit`,
  )
  // Credits for an unlock per listing: never short, whatever the rate.
  const span = range.last - range.first + 1
  const seekers = await createSeekers(db, clients * perClient, span * bench.cost)
  const ids = seekers.map((s) => s.id).sort((a, b) => a - b)
  if (ids.some((id, i) => id !== ids[0]! + i))
    throw new Error('The seekers ids are not consecutive')
  // Client c unlocks as seekers c, c + clients, ...; seeker s takes the listings after its own
  // start (s spread over the range), one after the other: never one it has unlocked.
  const script = [
    '\\set k :k + 1',
    `\\set s :client_id + ${clients} * (:k % ${perClient})`,
    `\\set userId ${ids[0]} + :s`,
    `\\set propertyId ${range.first} + (:s * ${Math.floor(span / (clients * perClient))} + :k / ${perClient}) % ${span}`,
    `\\set cost ${bench.cost}`,
    '\\set isAdmin 0',
    `${pgbenchStatement(unlockQuery(db))};`,
    '',
  ].join('\n')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-'))
  try {
    const file = path.join(dir, 'unlock.sql')
    writeFileSync(file, script)
    const run = await runPgbench(
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${clients}`,
        `--jobs=${Math.min(2, clients)}`,
        `--time=${bench.duration}`,
        '--define=k=0',
        `--file=${file}`,
        ...(schedule
          ? [`--rate=${schedule.rate}`, '--log', `--log-prefix=${path.join(dir, 'log')}`]
          : []),
        url,
      ],
      { PGOPTIONS: `-c synchronous_commit=${synchronousCommit}`, PGAPPNAME: 'bench-pgbench' },
    )
    const made = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from unlocks where user_id between ${ids[0]} and ${ids.at(-1)}`,
    )
    const processed = /number of transactions actually processed: (\d+)/.exec(run.out)
    return {
      tps: run.tps,
      transactions: Number(processed?.[1] ?? 0),
      firstTime: made.n,
      connections: clients,
      synchronousCommit,
      latencies: schedule && scheduledLatencies(dir, schedule.warmup),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The times in ms of the transactions pgbench logged in `dir` (one file per thread: client,
 * transaction, time in µs from when it was due, script, epoch seconds, µs, schedule lag), those
 * that started in the first `warmup` seconds left out.
 */
function scheduledLatencies(dir: string, warmup: number): Float64Array {
  const rows = readdirSync(dir)
    .filter((name) => name.startsWith('log.'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => line.split(' ').map(Number))
    .map(([, , us, , epoch, epochUs]) => ({ ms: us! / 1000, at: epoch! + epochUs! / 1e6 }))
  const first = rows.reduce((min, r) => Math.min(min, r.at - r.ms / 1000), Infinity)
  return Float64Array.from(
    rows.filter((r) => r.at - r.ms / 1000 >= first + warmup).map((r) => r.ms),
  )
}
