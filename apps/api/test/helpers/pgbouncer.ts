import { execFile, spawn } from 'node:child_process'
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process'

/**
 * Debian's PgBouncer in front of a PostgreSQL server, for a test: on a loopback port, every
 * database passed through, trust authentication (the server behind trusts loopback too). It
 * refuses to run as root: as root it runs as the `postgres` OS user.
 */
export interface PgBouncer {
  port: number
  /** `url` with its host and port replaced by the bouncer's. */
  through(url: string): string
  stop(): Promise<void>
}

export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer'

const run = promisify(execFile)
const START_TIMEOUT_MS = 10_000
const POLL_MS = 50

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export async function startPgBouncer(options: {
  /** The server behind it: any postgres:// URL of it (its host and port are used). */
  server: string
  mode: 'session' | 'transaction'
  port?: number
}): Promise<PgBouncer> {
  const server = new URL(options.server)
  const port = options.port ?? (await freePort())
  const dir = await mkdtemp(path.join(tmpdir(), 'godown-pgbouncer-'))
  const asRoot = process.getuid?.() === 0
  let ids: { uid: number; gid: number } | undefined
  if (asRoot) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ])
    ids = { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  }
  const userlist = path.join(dir, 'userlist.txt')
  const ini = path.join(dir, 'pgbouncer.ini')
  await writeFile(userlist, `"${decodeURIComponent(server.username || 'postgres')}" ""\n`)
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      `pool_mode = ${options.mode}`,
      'max_client_conn = 200',
      'default_pool_size = 40',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  )
  if (ids) {
    for (const file of [dir, userlist, ini]) await chown(file, ids.uid, ids.gid)
  }
  const child = spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'ignore', 'pipe'], ...ids })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.on('error', (error) => (output += String(error)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    // SIGTERM shuts down at once; SIGINT would wait for every client to leave.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`pgbouncer did not start: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return {
    port,
    through(url) {
      const target = new URL(url)
      target.hostname = '127.0.0.1'
      target.port = String(port)
      return target.toString()
    },
    stop,
  }
}
