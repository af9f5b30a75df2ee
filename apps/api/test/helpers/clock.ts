import type { Clock } from '../../src/lib/clock'

/** A clock that only moves when a test moves it. */
export class ManualClock implements Clock {
  private t: number
  constructor(start: Date | string = '2025-01-15T10:00:00.000Z') {
    this.t = new Date(start).getTime()
  }
  now() {
    return new Date(this.t)
  }
  advance(ms: number) {
    this.t += ms
  }
}

export const MINUTE = 60_000
