import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiEnv } from '../../node-options.mjs'
import { API_ROOT, REPO_ROOT } from '../../src/config'
import { POSTGRES_PASS } from '../helpers/passes'

/**
 * The serving process's memory after a first start on an empty database, against a later start
 * on the same one (decision 053): the one-off work happens in a child process that exits, so
 * the first start may keep at most this much more.
 */
const FIRST_START_RSS_MAX_RATIO = 1.2
/** Requests made before measuring, so both starts have served the same reads. */
const WARM_UP_PATHS = ['/api/health', '/api/listing-places', '/api/listing-places?q=Bhiwandi']
/** Time for the heap to settle after the last request before RSS is read. */
const SETTLE_MS = 3_000
const TIMEOUT_MS = 600_000

/** RSS in MB of process `pid`, from /proc. */
async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/**
 * Starts the production bundle as `npm start` does (its heap and allocator settings), on port 0,
 * waits until it listens and has served a few requests, reads its RSS, then stops it.
 */
async function startAndMeasure(bundle: string, env: Record<string, string>) {
  const started = Date.now()
  const server: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: apiEnv({
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    let base: string | undefined
    for await (const line of createInterface({ input: server.stdout! })) {
      base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]
      if (base) break
    }
    if (!base) throw new Error('the server stopped before listening')
    // Its later log lines are not read: drained, so that a full pipe never stalls it.
    server.stdout!.resume()
    const startMs = Date.now() - started
    for (const warmUp of WARM_UP_PATHS) {
      const res = await fetch(`${base}${warmUp}`)
      expect(res.status, warmUp).toBe(200)
      await res.arrayBuffer()
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    return { rssMb: await rssMb(server.pid!), startMs }
  } finally {
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
  }
}

let buildDir: string
let bundle: string
beforeAll(async () => {
  // One level below apps/api, as dist/ is: the bundle finds the migrations from where it is.
  buildDir = await mkdtemp(path.join(API_ROOT, '.build-'))
  bundle = path.join(buildDir, 'server.js')
  await promisify(execFile)(process.execPath, [path.join(API_ROOT, 'build.mjs'), bundle])
}, TIMEOUT_MS)
afterAll(async () => {
  if (buildDir) await rm(buildDir, { recursive: true, force: true })
})

async function firstAndLater(env: Record<string, string>) {
  const first = await startAndMeasure(bundle, env)
  const later = await startAndMeasure(bundle, env)
  console.log(
    `first start ${first.rssMb.toFixed(0)} MB in ${first.startMs} ms; ` +
      `later start ${later.rssMb.toFixed(0)} MB in ${later.startMs} ms`,
  )
  expect(first.rssMb).toBeLessThanOrEqual(later.rssMb * FIRST_START_RSS_MAX_RATIO)
}

describe('a first start keeps no more memory than a later one', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'first-start-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it.skipIf(POSTGRES_PASS)(
    'on PGlite, from an empty data folder',
    () => firstAndLater({ DATA_DIR: dataDir, DATABASE_URL: '' }),
    TIMEOUT_MS,
  )

  const url = process.env.DATABASE_URL
  it.skipIf(!url)(
    'on PostgreSQL, from an empty database (needs DATABASE_URL)',
    async () => {
      const name = `startup_memory_${process.pid}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`drop database if exists ${name}`)
      await admin.query(`create database ${name}`)
      try {
        const target = new URL(url!)
        target.pathname = `/${name}`
        await firstAndLater({ DATA_DIR: dataDir, DATABASE_URL: target.toString() })
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
    TIMEOUT_MS,
  )
})
