import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The repository root, where `apps/api/src/server.ts` is started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** How long a server may take to start (a first start migrates and seeds). */
const START_TIMEOUT_MS = 120_000
/** How long a stopping server may take before it is killed. */
const STOP_TIMEOUT_MS = 15_000

/** An API server in a child process, as in production: `node apps/api/src/server.ts`. */
export interface ServerProcess {
  name: string
  port: number
  base: string
  child: ChildProcess
  /** Everything it wrote to stdout and stderr, in order. */
  output: string[]
  /** How it ended, and when (performance.now()). */
  exited: Promise<Exit>
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  at: number
}

/** A port nobody listens on right now: the kernel picks it, we release it for the child. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * Spawns a server with only the given variables (the test runner's own stay out of it) and a
 * free port, without waiting for it: see `whenAnswering`.
 */
export async function spawnServer(
  name: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  )
  return { name, port, base: `http://127.0.0.1:${port}`, child, output, exited }
}

/**
 * Resolves once `path` answers 200 (readiness by default); fails at once, with the server's
 * output, if it exits first, or after the start-up timeout.
 */
export async function whenAnswering(
  server: ServerProcess,
  path = '/api/ready',
  timeoutMs = START_TIMEOUT_MS,
) {
  let exited = false
  const gone = server.exited.then(() => {
    exited = true
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) throw new Error(`${server.name} exited during start-up:\n${server.output.join('')}`)
    try {
      const res = await fetch(server.base + path, { signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`${server.name} did not answer ${path}:\n${server.output.join('')}`)
    }
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 100))])
  }
}

/** Spawns a server and waits until it answers. */
export async function startServer(name: string, env: Record<string, string>, path?: string) {
  const server = await spawnServer(name, env)
  try {
    await whenAnswering(server, path)
  } catch (err) {
    server.child.kill('SIGKILL')
    throw err
  }
  return server
}

/** SIGTERM, then SIGKILL if it has not exited within the bound. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  const outcome = await server.exited
  clearTimeout(timer)
  return outcome
}

/** A pino line: its level and message, and on Fastify's request lines the request. */
export interface LogLine {
  level: number
  msg?: string
  req?: { method?: string; url?: string }
}

/** The pino lines a server wrote (its start-up banner is plain text and left out). */
export function logLines(server: ServerProcess): LogLine[] {
  return server.output
    .join('')
    .split('\n')
    .flatMap((line) => {
      // A line still being written is not JSON yet: it is read on the next look.
      try {
        return line.startsWith('{') ? [JSON.parse(line) as LogLine] : []
      } catch {
        return []
      }
    })
}
