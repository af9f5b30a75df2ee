import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogThrottle } from '../../src/lib/log-throttle'

const INTERVAL_MS = 10_000

/** A logger that records its info lines as [bindings, message]. */
function recorder() {
  const lines: Array<[object, string]> = []
  const log = { info: (bindings: object, msg: string) => lines.push([bindings, msg]) }
  return { lines, log: log as unknown as FastifyBaseLogger }
}

describe('a log throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes a message once per interval and then how often it repeated', () => {
    const { lines, log } = recorder()
    const throttle = createLogThrottle(log, INTERVAL_MS)
    // A steady flood: 100 a second for three intervals.
    for (let i = 0; i < 3_000; i++) {
      throttle.info(log, { n: i }, 'request aborted by the client')
      vi.advanceTimersByTime(10)
    }
    expect(lines).toEqual([
      [{ n: 0 }, 'request aborted by the client'],
      [{ repeated: 999, intervalMs: INTERVAL_MS }, 'request aborted by the client'],
      [{ repeated: 1000, intervalMs: INTERVAL_MS }, 'request aborted by the client'],
      [{ repeated: 1000, intervalMs: INTERVAL_MS }, 'request aborted by the client'],
    ])
  })

  it('keeps each message apart, forgets a quiet one and writes what is pending at close', () => {
    const { lines, log } = recorder()
    const throttle = createLogThrottle(log, INTERVAL_MS)
    throttle.info(log, {}, 'a')
    throttle.info(log, {}, 'b')
    throttle.info(log, {}, 'b')
    vi.advanceTimersByTime(INTERVAL_MS)
    // 'a' did not repeat: nothing to report, and its next line is written at once.
    expect(lines).toEqual([
      [{}, 'a'],
      [{}, 'b'],
      [{ repeated: 1, intervalMs: INTERVAL_MS }, 'b'],
    ])
    throttle.info(log, {}, 'a')
    throttle.info(log, {}, 'a')
    throttle.flush()
    expect(lines.slice(3)).toEqual([
      [{}, 'a'],
      [{ repeated: 1, intervalMs: INTERVAL_MS }, 'a'],
    ])
    expect(vi.getTimerCount()).toBe(0)
  })
})
