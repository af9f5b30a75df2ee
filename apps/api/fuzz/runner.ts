import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { buildApp } from '../src/app'
import { freshDatabase, testConfig } from '../test/helpers/app'
import { operationsOf, planRequest, type PlannedRequest, type Role } from './plan'
import { mintToken, seedWorld } from './world'

export interface FuzzOptions {
  seed: number
  count: number
  /** Requests in flight at once. */
  concurrency?: number
  /** Progress lines (the CLI prints them; the test stays quiet). */
  progress?: (line: string) => void
}

/** A request as sent, enough to send it again by hand. */
export interface SentRequest {
  index: number
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export interface ServerError extends SentRequest {
  status: number
  response: string
  /** What the server logged for this request id. */
  log?: string
}

export interface FuzzReport {
  seed: number
  requests: number
  database: 'pglite' | 'postgres'
  durationMs: number
  statuses: Record<number, number>
  /** Per documented operation: its status histogram. */
  byOperation: Record<string, Record<number, number>>
  /** Per generation mode (valid, one bad field, raw body...): how many requests. */
  byMode: Record<string, number>
  serverErrors: ServerError[]
  /** Requests that got no answer at all (reset, hang-up, timeout). */
  transportErrors: Array<SentRequest & { error: string }>
  /** Uncaught exceptions or rejections in the server process, or a server that stopped answering. */
  crashes: string[]
  /** API answers that were not the JSON envelope `{ success, ... }`. */
  notEnvelope: Array<SentRequest & { status: number; response: string }>
}

const REQUEST_TIMEOUT_MS = 30_000
const SHOWN_BODY = 2_000

/** Header values go out as UTF-8 bytes (Node refuses characters beyond Latin-1 otherwise). */
const wire = (value: string) => Buffer.from(value, 'utf8').toString('latin1')

/** The answer's text, undoing the compression it may have asked for. */
function decode(raw: Buffer, encoding: string | undefined) {
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  return raw.toString('utf8')
}

function send(agent: Agent, port: number, sent: SentRequest) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(sent.headers)) headers[k] = wire(v)
      if (sent.body !== undefined) headers['content-length'] = String(Buffer.byteLength(sent.body))
      const req = httpRequest(
        { host: '127.0.0.1', port, method: sent.method, path: sent.path, headers, agent },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
            }),
          )
          res.on('error', reject)
        },
      )
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('no answer in 30 s')))
      req.on('error', reject)
      if (sent.body !== undefined) req.write(sent.body)
      req.end()
    },
  )
}

function isEnvelope(body: string) {
  try {
    const parsed: unknown = JSON.parse(body)
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { success?: unknown }).success === 'boolean'
    )
  } catch {
    return false
  }
}

/**
 * Starts the API on 127.0.0.1 (port 0) over a fresh database (PostgreSQL when DATABASE_URL is
 * set, else in-memory PGlite), seeds a small marketplace, and sends `count` generated requests
 * built from the OpenAPI document. Deterministic from `seed`: request N is the same every run.
 */
export async function runFuzz({ seed, count, concurrency = 4, progress }: FuzzOptions) {
  const crashes: string[] = []
  const onCrash = (err: unknown) =>
    crashes.push(err instanceof Error ? (err.stack ?? err.message) : String(err))
  process.on('uncaughtException', onCrash)
  process.on('unhandledRejection', onCrash)

  // Error lines by request id, to put the server's own account beside each 5xx.
  const logs = new Map<string, string>()
  const config = testConfig({ TRUST_PROXY: 'true' })
  const database = await freshDatabase()
  const { world, accounts } = await seedWorld(database.db)
  const app = await buildApp({
    config,
    database,
    logger: {
      level: 'error',
      stream: {
        write(line: string) {
          const id = /"reqId":"([^"]+)"/.exec(line)?.[1]
          if (id) logs.set(id, (logs.get(id) ?? '') + line)
        },
      },
    },
  })
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const started = Date.now()
  const report: FuzzReport = {
    seed,
    requests: 0,
    database: database.kind,
    durationMs: 0,
    statuses: {},
    byOperation: {},
    byMode: {},
    serverErrors: [],
    transportErrors: [],
    crashes,
    notEnvelope: [],
  }
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    // Migrated and listening, as the starter marks it: /api/ready answers 200, not 503.
    app.readiness.ready()
    const port = (app.server.address() as AddressInfo).port
    const ops = operationsOf(app.swagger())

    // Live tokens by role; a request may log its account out, so a 401 mints a new one.
    const seeded = {
      seeker: { ...accounts.seeker, type: 1 },
      owner: { ...accounts.owner, type: 2 },
    }
    const tokens: Partial<Record<Role, Promise<string>>> = {}
    const tokenFor = (role: 'seeker' | 'owner') =>
      (tokens[role] ??= mintToken(database.db, seeded[role].id, seeded[role].type))

    const one = async (planned: PlannedRequest) => {
      const headers = { ...planned.headers }
      let authorization: string | undefined = planned.badAuthorization
      if (planned.role === 'seeker' || planned.role === 'owner') {
        authorization = `Bearer ${await tokenFor(planned.role)}`
      }
      if (authorization !== undefined) headers.authorization = authorization
      const sent: SentRequest = {
        index: planned.index,
        method: planned.method,
        path: planned.path,
        headers,
        ...(planned.body !== undefined ? { body: planned.body } : {}),
      }
      report.byMode[planned.mode || 'plain'] = (report.byMode[planned.mode || 'plain'] ?? 0) + 1
      try {
        const res = await send(agent, port, sent)
        report.requests++
        report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1
        const byOp = (report.byOperation[planned.operation] ??= {})
        byOp[res.status] = (byOp[res.status] ?? 0) + 1
        if (res.status >= 500) {
          const id = String(res.headers['x-request-id'] ?? '')
          report.serverErrors.push({
            ...sent,
            status: res.status,
            response: res.body.slice(0, SHOWN_BODY),
            log: logs.get(id),
          })
        }
        const apiAnswer = planned.path.startsWith('/api/') && !planned.path.startsWith('/api/docs')
        // A download (the company profile, an invoice) is a file, not a JSON answer.
        const file = /^attachment\b/.test(String(res.headers['content-disposition'] ?? ''))
        if (
          apiAnswer &&
          planned.method !== 'HEAD' &&
          res.status !== 204 &&
          !(file && res.status === 200) &&
          !isEnvelope(res.body)
        ) {
          report.notEnvelope.push({ ...sent, status: res.status, response: res.body.slice(0, 500) })
        }
        if (res.status === 401 && (planned.role === 'seeker' || planned.role === 'owner')) {
          delete tokens[planned.role]
        }
      } catch (err) {
        report.transportErrors.push({ ...sent, error: (err as Error).message })
      }
    }

    let next = 0
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        await one(planRequest(seed, i, ops, world))
        if (progress && (i + 1) % 1_000 === 0) progress(`  ${i + 1} requests sent`)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))

    // Still alive and well after all that?
    const health = await send(agent, port, {
      index: -1,
      method: 'GET',
      path: '/api/health',
      headers: {},
    })
    if (health.status !== 200)
      crashes.push(`GET /api/health answered ${health.status} after the run`)
  } finally {
    report.durationMs = Date.now() - started
    agent.destroy()
    await app.close()
    await database.close()
    process.off('uncaughtException', onCrash)
    process.off('unhandledRejection', onCrash)
  }
  return report
}

/** A short printable account of a run. */
export function summarise(report: FuzzReport): string {
  const lines: string[] = []
  const seconds = (report.durationMs / 1000).toFixed(1)
  lines.push(
    `Fuzzed ${report.requests} requests in ${seconds} s on ${report.database} (seed ${report.seed}).`,
  )
  lines.push('', 'Status histogram:')
  for (const [status, n] of Object.entries(report.statuses).sort()) lines.push(`  ${status}  ${n}`)
  lines.push('', 'By operation:')
  for (const [op, statuses] of Object.entries(report.byOperation).sort()) {
    const parts = Object.entries(statuses).map(([s, n]) => `${s}: ${n}`)
    lines.push(`  ${op.padEnd(34)} ${parts.join(', ')}`)
  }
  const fiveXx = report.serverErrors.length
  lines.push('', `5xx answers: ${fiveXx}`)
  for (const e of report.serverErrors) {
    lines.push(`  #${e.index} ${e.status} ${e.method} ${e.path}`)
    lines.push(`    headers: ${JSON.stringify(e.headers)}`)
    if (e.body !== undefined) lines.push(`    body: ${e.body.slice(0, SHOWN_BODY)}`)
    lines.push(`    answer: ${e.response}`)
    if (e.log) lines.push(`    server log: ${e.log.slice(0, SHOWN_BODY)}`)
  }
  lines.push(`Requests without an answer: ${report.transportErrors.length}`)
  for (const e of report.transportErrors.slice(0, 20)) {
    lines.push(`  #${e.index} ${e.method} ${e.path.slice(0, 200)}: ${e.error}`)
  }
  lines.push(`API answers outside the JSON envelope: ${report.notEnvelope.length}`)
  for (const e of report.notEnvelope.slice(0, 20)) {
    lines.push(
      `  #${e.index} ${e.status} ${e.method} ${e.path.slice(0, 200)}: ${e.response.slice(0, 200)}`,
    )
  }
  lines.push(`Crashes: ${report.crashes.length}`)
  for (const c of report.crashes) lines.push(`  ${c}`)
  return lines.join('\n')
}

/** Whether the run found nothing wrong: no 5xx, no lost request, no crash, no stray format. */
export function passed(report: FuzzReport) {
  return (
    report.serverErrors.length === 0 &&
    report.transportErrors.length === 0 &&
    report.notEnvelope.length === 0 &&
    report.crashes.length === 0
  )
}
