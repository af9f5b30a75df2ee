/**
 * The API as a child process of its own, for the memory figures: the bench's own heap, its
 * autocannon worker and its prepared requests must not count in the API's RSS. The child runs a
 * fresh bundle of src/server.ts (what `npm start` runs, built the same way by build.mjs) with
 * `node`, so no TypeScript loader sits in its memory either.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { API_MALLOC_ARENA_MAX, apiNodeOptions } from '../node-options.mjs'
import { API_ROOT } from '../src/config'

/** The bundle the bench runs; beside `npm run build`'s dist/server.js, never the same file. */
const BUNDLE = path.join(API_ROOT, 'dist', 'bench-server.js')
/** How long a start-up may take: PGlite opening 100,000 listings cold is the slow one. */
const READY_TIMEOUT_MS = 180_000
/** How often the health route is asked while the child starts. */
const READY_POLL_MS = 250
/** How long the child gets to stop after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 15_000

const KIB = 1024
export const MIB = 1024 * KIB

/** Bundles src/server.ts into BUNDLE (a second or two); throws with esbuild's message. */
export function buildServer(): string {
  const res = spawnSync(process.execPath, [path.join(API_ROOT, 'build.mjs'), BUNDLE], {
    encoding: 'utf8',
  })
  if (res.status !== 0) throw new Error(`Building the API failed:\n${res.stderr}${res.stdout}`)
  return BUNDLE
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/** Resident set size of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)
  if (!kb) throw new Error(`No VmRSS for process ${pid}`)
  return Number(kb[1]) * KIB
}

/** Private memory of a process (Private_Clean + Private_Dirty of smaps_rollup), in bytes. */
export function privateOf(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0)
  return (field('Private_Clean') + field('Private_Dirty')) * KIB
}

export interface ChildApi {
  pid: number
  base: string
  /** The child's output so far (warnings and errors: it runs with LOG_LEVEL=warn). */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the bundle with `env` on top of the bench's environment (keys set to undefined are
 * removed) on a free port on 127.0.0.1, and resolves once GET /api/health answers 200.
 */
export async function startApi(
  bundle: string,
  env: Record<string, string | undefined>,
): Promise<ChildApi> {
  const port = await freePort()
  const childEnv: Record<string, string> = {}
  for (const [k, v] of Object.entries({
    ...process.env,
    // Request logs would cost the child CPU and the bench a pipe; the in-process API runs with
    // no logger at all.
    LOG_LEVEL: 'warn',
    ...env,
    // The heap and allocator settings npm start gives the server.
    NODE_OPTIONS: apiNodeOptions(env.NODE_OPTIONS ?? process.env.NODE_OPTIONS),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? process.env.MALLOC_ARENA_MAX ?? API_MALLOC_ARENA_MAX,
    HOST: '127.0.0.1',
    PORT: String(port),
  })) {
    if (v !== undefined) childEnv[k] = v
  }
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const keep = (chunk: Buffer) => {
    // The last few kilobytes are enough to say why a start failed.
    out = (out + chunk.toString()).slice(-8_192)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  let gone = false
  void exited.then(() => (gone = true))

  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (gone) throw new Error(`The API exited during start-up:\n${out}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `The API did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${out}`,
      )
    }
    const res = await fetch(`${base}/api/health`).catch(() => undefined)
    if (res?.status === 200) break
    await new Promise((r) => setTimeout(r, READY_POLL_MS))
  }
  return {
    pid: child.pid!,
    base,
    output: () => out,
    stop: async () => {
      if (gone) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    },
  }
}
