import type { FastifyBaseLogger } from 'fastify'

/**
 * Info lines that a flood would repeat thousands of times (clients hanging up, bodies cut off
 * at their deadline). Each message is written at most once per interval: repeats within it are
 * only counted, and when the interval ends one line with the same message says how many there
 * were (`repeated`), so a steady flood writes one line per interval and nothing goes uncounted.
 */
export interface LogThrottle {
  info(log: FastifyBaseLogger, bindings: object, msg: string): void
  /** Writes the counts still pending (at close) and starts over. */
  flush(): void
}

interface Pending {
  repeated: number
  timer: NodeJS.Timeout
}

export function createLogThrottle(base: FastifyBaseLogger, intervalMs: number): LogThrottle {
  const pending = new Map<string, Pending>()

  // Unref'd: a pending count never keeps the process alive on its own.
  const startInterval = (msg: string) => setTimeout(() => endInterval(msg), intervalMs).unref()

  function endInterval(msg: string) {
    const kind = pending.get(msg)
    if (!kind) return
    if (kind.repeated === 0) {
      pending.delete(msg)
      return
    }
    base.info({ repeated: kind.repeated, intervalMs }, msg)
    kind.repeated = 0
    kind.timer = startInterval(msg)
  }

  return {
    info(log, bindings, msg) {
      const kind = pending.get(msg)
      if (kind) {
        kind.repeated++
        return
      }
      log.info(bindings, msg)
      pending.set(msg, { repeated: 0, timer: startInterval(msg) })
    },
    flush() {
      for (const [msg, kind] of pending) {
        clearTimeout(kind.timer)
        if (kind.repeated > 0) base.info({ repeated: kind.repeated, intervalMs }, msg)
      }
      pending.clear()
    },
  }
}
