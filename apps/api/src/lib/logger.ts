import pino from 'pino'
import type { Config } from '../config'

/**
 * JSON lines in production; readable lines on a developer's terminal when pino-pretty is there.
 *
 * The JSON lines are written to standard output synchronously, one write per line. Pino's
 * default asynchronous stream flushes at exit with a loop that retries a failed write forever:
 * a process whose output pipe has closed (its reader gone: EPIPE) then hangs in process.exit
 * after its last line. Written synchronously, the first failed write reports EPIPE at once and
 * pino stops writing, so the process goes on and exits (test/faults/shutdown.test.ts).
 */
export function loggerOptions(config: Config) {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  }
  const json = { ...base, stream: pino.destination({ dest: 1, sync: true }) }
  if (config.isProduction || !process.stdout.isTTY) return json
  try {
    import.meta.resolve('pino-pretty')
  } catch {
    return json
  }
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  }
}
