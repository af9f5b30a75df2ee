/** The time source for expiries and rate-limit windows; tests pass one they can move. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
