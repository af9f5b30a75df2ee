import type { FastifyInstance } from 'fastify'

/**
 * The most a graceful stop may take: in-flight requests answered, jobs stopped (lib/jobs
 * waits for them JOBS_STOP_TIMEOUT_MS of this), the change feed and the pool closed. A process
 * manager's own grace (systemd's 90 s, Kubernetes' 30 s) is longer; after this the process
 * exits anyway, with EXIT_STOP_TOO_SLOW and a log line.
 */
export const SHUTDOWN_TIMEOUT_MS = 10_000

/** The exit code of a stop that did not finish within its bound, or failed. */
export const EXIT_STOP_TOO_SLOW = 1

export interface ShutdownOptions {
  app: FastifyInstance
  /** Closed after the app: the change feed and the pool. */
  database: { close(): Promise<void> }
  timeoutMs?: number
  /** process.exit by default; tests pass their own. */
  exit?: (code: number) => void
}

/**
 * Stops the process gracefully on SIGTERM and SIGINT: /api/ready answers 503 at once, the
 * server stops accepting connections and answers the requests it has (each with
 * `Connection: close`, plugins/readiness), the jobs stop, then the database closes; all within
 * `timeoutMs`, else it exits non-zero. A second signal exits at once. Answers the stop itself,
 * for a caller that wants to stop without a signal.
 */
export function shutdownOnSignals({
  app,
  database,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
  exit = (code) => process.exit(code),
}: ShutdownOptions) {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting')
      return exit(EXIT_STOP_TOO_SLOW)
    }
    stopping = true
    app.readiness.drain()
    app.log.info({ signal, timeoutMs }, 'shutting down')
    // Not unref'd: should everything else hang without a handle, this still ends the process.
    const timer = setTimeout(() => {
      app.log.error({ signal, timeoutMs }, 'shutdown took too long: exiting anyway')
      exit(EXIT_STOP_TOO_SLOW)
    }, timeoutMs)
    try {
      await app.close()
      await database.close()
      clearTimeout(timer)
      app.log.info({ signal }, 'stopped')
      exit(0)
    } catch (err) {
      clearTimeout(timer)
      app.log.error({ err, signal }, 'shutdown failed')
      exit(EXIT_STOP_TOO_SLOW)
    }
  }
  const onSigterm = () => void stop('SIGTERM')
  const onSigint = () => void stop('SIGINT')
  process.on('SIGTERM', onSigterm)
  process.on('SIGINT', onSigint)
  return stop
}

/**
 * Writes to a standard output or error that has closed (the pipe's reader is gone: EPIPE) are
 * dropped instead of ending the process with an uncaught 'error'. Pino's own stream already
 * stops writing on EPIPE; this covers process.stdout and process.stderr (console.log, the
 * start-up banner).
 */
export function ignoreClosedOutput() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') return
      // Anything else on our own output is as unexpected as ever.
      throw err
    })
  }
}
