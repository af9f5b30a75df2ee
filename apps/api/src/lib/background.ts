import { setImmediate as nextTurn } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'

/**
 * Work that runs after the answer has gone out. forgot-password sends its code this way, so that
 * the answer for a real account takes as long as the one for an unknown address. Failures are
 * logged (nobody is waiting for them); `drain` waits for whatever is still running, at close.
 */
export interface Background {
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void
  drain(): Promise<void>
}

export function createBackground(): Background {
  const pending = new Set<Promise<void>>()
  return {
    run(log, what, task) {
      const job: Promise<void> = nextTurn()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async drain() {
      // A job may start another one; wait until none is left.
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}
