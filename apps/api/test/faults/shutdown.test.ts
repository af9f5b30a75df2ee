import { mkdtemp, rm } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { autovacuumRuns, queryRows, type Database } from '../../src/db/client'
import { seedGeography } from '../../src/db/geography'
import { SHUTDOWN_TIMEOUT_MS } from '../../src/lib/shutdown'
import { freshDatabase, migratedDataDir, testConfig } from '../helpers/app'
import { logLines, startServer, type ServerProcess as Server } from '../helpers/server-process'

/**
 * A real server process stopped by SIGTERM: /api/ready goes 503 -> 200 -> (gone), a request in
 * flight is answered, new connections are refused, and it exits 0 well within
 * SHUTDOWN_TIMEOUT_MS; also when the pipe its standard output writes to has been closed.
 * On PostgreSQL with DATABASE_URL (a throw-away database), else on PGlite in a temporary folder.
 */
const url = testConfig().databaseUrl
/** Making the database (from the migrated snapshot on PGlite) and a server's start, on a busy machine. */
const START_TIMEOUT_MS = 120_000

/** Whether a new TCP connection to the port is refused (nobody listens). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'))
  })
}

/** The server's exit, or a failure once `ms` have passed since `from` without one. */
async function exitWithin(server: Server, from: number, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running ${ms} ms after SIGTERM:\n${server.output.join('')}`)),
      Math.max(0, from + ms - performance.now()),
    )
  })
  try {
    return await Promise.race([server.exited, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The whole HTTP answer a raw socket receives, once the server ends the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.once('error', reject)
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

describe('stopping a server process (SIGTERM)', () => {
  let dataDir: string
  let database: Database | undefined
  let databaseUrl: string | undefined
  const servers: Server[] = []
  const reap = () => {
    for (const s of servers) s.child.kill('SIGKILL')
  }

  beforeAll(async () => {
    process.once('exit', reap)
    dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'))
    if (url) {
      database = await freshDatabase(url)
      await seedGeography(database.db, testConfig().geoDir)
      const [current] = await queryRows<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      )
      const target = new URL(url)
      target.pathname = `/${current!.name}`
      databaseUrl = target.toString()
    } else {
      // The server opens this folder as it is: no initdb, migrations or geography to wait for.
      const folder = await migratedDataDir(dataDir)
      await seedGeography(folder.db, testConfig().geoDir)
      await folder.close()
    }
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    reap()
    process.off('exit', reap)
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }, 60_000)

  /** Starts the server; resolves once /api/ready has answered 200 (after a 503 or a refusal). */
  async function start(logLevel: string) {
    const server = await startServer('server', {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: logLevel,
    })
    servers.push(server)
    return server
  }

  it(
    'answers the request in flight, refuses new connections and exits 0 within the bound',
    async () => {
      const server = await start('info')
      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' })
      const socket = connect(server.port, '127.0.0.1')
      await new Promise<void>((resolve) => socket.once('connect', resolve))
      const answer = answerOf(socket)
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
          body.slice(0, 10),
      )
      // An idle kept-alive connection too: it must not hold the stop up.
      const idle = await fetch(`${server.base}/api/health`)
      expect(idle.status).toBe(200)
      // The server has read the head: the request is in flight. Until then its connection is
      // one with nothing begun, which the stop rightly closes (a busy server may read the
      // health check on its kept-alive connection a turn before it reads this new one).
      const loginLogged = () =>
        logLines(server).some(
          (line) => line.msg === 'incoming request' && line.req?.url === '/api/login',
        )
      await vi.waitFor(() => expect(loginLogged()).toBe(true), { timeout: 10_000, interval: 20 })

      const signalled = performance.now()
      server.child.kill('SIGTERM')
      await vi.waitFor(async () => expect(await refused(server.port)).toBe(true), {
        timeout: 5_000,
        interval: 20,
      })
      // Still running: the request in flight holds it.
      expect(server.child.exitCode).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 300))
      socket.write(body.slice(10))
      const text = await answer
      expect(text).toMatch(/^HTTP\/1\.1 (401|422|429) /)
      expect(text.toLowerCase()).toContain('connection: close')

      const { code, signal, at } = await exitWithin(server, signalled, SHUTDOWN_TIMEOUT_MS)
      expect({ code, signal }).toEqual({ code: 0, signal: null })
      expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS)
      const lines = server.output.join('')
      expect(lines).toContain('"msg":"shutting down"')
      expect(lines).toContain('"msg":"stopped"')
      // The start warns when the PostgreSQL it runs on analyzes nothing by itself (PGlite: never).
      const unanalyzed = database ? !(await autovacuumRuns(database)) : false
      expect(lines.includes('autovacuum off')).toBe(unanalyzed)
      console.log(`SIGTERM to exit with a request in flight: ${Math.round(at - signalled)} ms`)
    },
    START_TIMEOUT_MS,
  )

  it(
    'stops just as well once its standard output is a closed pipe',
    async () => {
      const server = await start('info')
      // The reader goes away: every write to stdout now fails with EPIPE.
      server.child.stdout!.destroy()
      // Requests log a line each (LOG_LEVEL=info) into the closed pipe; the server keeps serving.
      for (let i = 0; i < 20; i++) {
        expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
      }
      expect(server.child.exitCode).toBeNull()
      const signalled = performance.now()
      server.child.kill('SIGTERM')
      const { code, signal, at } = await exitWithin(server, signalled, SHUTDOWN_TIMEOUT_MS)
      expect({ code, signal }, server.output.join('')).toEqual({ code: 0, signal: null })
      expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS)
      // Nothing went wrong on stderr (an uncaught EPIPE would be there).
      expect(server.output.join('')).not.toMatch(/EPIPE|Uncaught|Error: write/)
      console.log(`SIGTERM to exit with stdout closed: ${Math.round(at - signalled)} ms`)
    },
    START_TIMEOUT_MS,
  )
})
