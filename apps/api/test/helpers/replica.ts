import { execFile } from 'node:child_process'
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './server-process'

/**
 * A PostgreSQL primary and a streaming replica of it, started for a test on loopback ports in a
 * temporary folder, and removed again by `stop()`. PostgreSQL refuses to run as root: when the
 * test runs as root, every server command runs as the `postgres` OS user, which owns the folder.
 *
 *     const pair = await startReplicatedPostgres()
 *     // DATABASE_URL=pair.primaryUrl DATABASE_REPLICA_URL=pair.replicaUrl
 *     await pair.pauseReplay() // the replica stands still: a deterministic lag
 *     await pair.resumeReplay()
 *     await pair.stop()
 */
export interface ReplicatedPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> of the primary (trust authentication). */
  primaryUrl: string
  /** The same database on the replica (read-only, hot standby). */
  replicaUrl: string
  primaryPort: number
  replicaPort: number
  /** The temporary folder holding both data folders and their logs. */
  dir: string
  /** Stops applying WAL on the replica (pg_wal_replay_pause), resolved once it stands still. */
  pauseReplay(): Promise<void>
  resumeReplay(): Promise<void>
  /** Resolves once the replica has replayed everything the primary had written when called. */
  caughtUp(timeoutMs?: number): Promise<void>
  /** Stops the replica's server (a replica that is down); `startReplica` brings it back. */
  stopReplica(): Promise<void>
  startReplica(): Promise<void>
  /** Stops both servers and removes the folder. */
  stop(): Promise<void>
}

export interface ReplicatedPostgresOptions {
  /** The primary's port; the replica takes the next one. Free ports are found when absent. */
  port?: number
  /** The database made on the primary (and so on the replica); `app` by default. */
  database?: string
  /** Extra postgresql.conf lines for both servers (e.g. `max_connections = 200`). */
  settings?: string[]
}

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

const run = promisify(execFile)
/** How long a server may take to start or stop (pg_ctl -t) and the replica to stream (ms). */
const SERVER_START_S = 60
const STREAMING_TIMEOUT_MS = 30_000
const POLL_MS = 50

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program, as the postgres user when we are root. */
async function pgRun(program: string, args: string[]) {
  const bin = path.join(POSTGRES_BIN, program)
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  try {
    return await run(file, argv, { env: { ...process.env, LC_ALL: 'C.UTF-8' } })
  } catch (error) {
    const e = error as Error & { stderr?: string; stdout?: string }
    throw new Error(`${program} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`, {
      cause: error,
    })
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

async function until(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function serverSettings(port: number, socketDir: string, extra: string[]) {
  return [
    '',
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${socketDir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    // A throw-away cluster: durability buys nothing and costs the test time.
    'fsync = off',
    'full_page_writes = off',
    ...extra,
    '',
  ].join('\n')
}

export async function startReplicatedPostgres(
  options: ReplicatedPostgresOptions = {},
): Promise<ReplicatedPostgres> {
  const database = options.database ?? 'app'
  const primaryPort = options.port ?? (await freePort())
  let replicaPort = options.port ? options.port + 1 : await freePort()
  while (replicaPort === primaryPort) replicaPort = await freePort()
  const dir = await mkdtemp(path.join(tmpdir(), 'godown-pg-'))
  const primaryDir = path.join(dir, 'primary')
  const replicaDir = path.join(dir, 'replica')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const ctl = (dataDir: string, ...args: string[]) =>
    pgRun('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-t', String(SERVER_START_S), ...args])
  const started: string[] = []
  const stop = async () => {
    for (const dataDir of started.splice(0).reverse()) {
      await ctl(dataDir, '-m', 'immediate', 'stop').catch(() => {})
    }
    await rm(dir, { recursive: true, force: true })
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/${database}`
  const primaryUrl = url(primaryPort)
  const replicaUrl = url(replicaPort)
  const extra = options.settings ?? []
  try {
    await pgRun('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    await appendFile(
      path.join(primaryDir, 'postgresql.conf'),
      serverSettings(primaryPort, dir, extra),
    )
    await appendFile(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nhost replication postgres 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n',
    )
    await ctl(primaryDir, '-w', 'start')
    started.push(primaryDir)
    await query(url(primaryPort).replace(/\/[^/]*$/, '/postgres'), `create database ${database}`)
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ])
    // The copy carries the primary's settings: only its port differs (read last, it wins).
    await appendFile(
      path.join(replicaDir, 'postgresql.conf'),
      serverSettings(replicaPort, dir, extra),
    )
    await ctl(replicaDir, '-w', 'start')
    started.push(replicaDir)
    await until('the replica streams', STREAMING_TIMEOUT_MS, async () => {
      const rows = await query<{ n: number }>(
        primaryUrl,
        `select count(*)::int as n from pg_stat_replication where state = 'streaming'`,
      )
      return rows[0]!.n > 0
    })
  } catch (error) {
    await stop()
    throw error
  }

  const caughtUp = async (timeoutMs = STREAMING_TIMEOUT_MS) => {
    const [{ lsn }] = (await query<{ lsn: string }>(
      primaryUrl,
      'select pg_current_wal_lsn()::text as lsn',
    )) as [{ lsn: string }]
    await until('the replica replays', timeoutMs, async () => {
      const rows = await query<{ ok: boolean }>(
        replicaUrl,
        `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as ok`,
      )
      return rows[0]!.ok
    })
  }

  return {
    primaryUrl,
    replicaUrl,
    primaryPort,
    replicaPort,
    dir,
    async pauseReplay() {
      await query(replicaUrl, 'select pg_wal_replay_pause()')
      await until('replay pauses', STREAMING_TIMEOUT_MS, async () => {
        const rows = await query<{ state: string }>(
          replicaUrl,
          'select pg_get_wal_replay_pause_state() as state',
        )
        return rows[0]!.state === 'paused'
      })
    },
    async resumeReplay() {
      await query(replicaUrl, 'select pg_wal_replay_resume()')
    },
    caughtUp,
    async stopReplica() {
      await ctl(replicaDir, '-m', 'fast', 'stop')
    },
    async startReplica() {
      await ctl(replicaDir, '-w', 'start')
    },
    stop,
  }
}
