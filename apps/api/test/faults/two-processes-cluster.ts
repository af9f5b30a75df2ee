import { createHmac } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { queryRows, type Database, type Tx } from '../../src/db/client'
import { seedGeography } from '../../src/db/geography'
import { freshDatabase, testConfig } from '../helpers/app'
import {
  logLines,
  startServer,
  stopServer,
  type ServerProcess as Server,
} from '../helpers/server-process'

export type { Server }
export const KEY_SECRET = 'two-processes-key-secret-0001'
export const WEBHOOK_SECRET = 'two-processes-webhook-secret-01'
export const COST = 99

export interface Answer {
  what: string
  server: string
  status: number
  body: { success?: boolean; message?: string; code?: string; data?: Record<string, unknown> }
}

export const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex')

/**
 * Two API processes, A and B, on one fresh PostgreSQL database at `url` with the places loaded,
 * started before the file and stopped after it; every request sent through `send` is recorded
 * in `answers`. What the servers logged is printed at the end, to explain a failure.
 */
export function twoProcesses(url: string | undefined) {
  let database: Database
  let dataDir: string
  const servers: Server[] = []
  const answers: Answer[] = []
  /** Children must not outlive the test run, whatever ends it. */
  const reap = () => {
    for (const s of servers) s.child.kill('SIGKILL')
  }

  async function start(name: string, databaseUrl: string) {
    const server = await startServer(
      name,
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        PAYMENTS: 'sandbox',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        UNLOCK_COST: String(COST),
      },
      '/api/health',
    )
    servers.push(server)
    return server
  }

  async function send(
    server: Server,
    what: string,
    path: string,
    options: { token?: string; json?: object; raw?: string; headers?: Record<string, string> },
  ): Promise<Answer> {
    const res = await fetch(server.base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.raw ?? JSON.stringify(options.json ?? {}),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await res.text()
    let body: Answer['body']
    try {
      body = JSON.parse(text) as Answer['body']
    } catch {
      body = { message: `not JSON: ${text.slice(0, 200)}` }
    }
    const answer = { what, server: server.name, status: res.status, body }
    answers.push(answer)
    return answer
  }

  beforeAll(async () => {
    process.once('exit', reap)
    dataDir = await mkdtemp(path.join(tmpdir(), 'two-processes-'))
    database = await freshDatabase(url)
    const db = database.db
    // Loaded here, once: two processes starting on an empty database would both try.
    await seedGeography(db, testConfig().geoDir)
    const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`)
    const target = new URL(url!)
    target.pathname = `/${current!.name}`
    await Promise.all([start('A', target.toString()), start('B', target.toString())])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map(stopServer))
    process.off('exit', reap)
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    // What the servers logged (warnings and errors only: LOG_LEVEL=warn), to explain a failure.
    for (const s of servers) {
      const lines = logLines(s).map((line) => JSON.stringify(line))
      if (lines.length) console.log(`server ${s.name} logged:\n${lines.join('\n').slice(-5_000)}`)
    }
  }, 60_000)

  return { db: (): Tx => database.db, servers, answers, send }
}
