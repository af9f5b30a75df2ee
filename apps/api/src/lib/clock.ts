import { IST_OFFSET_MINUTES } from '@app/contract/visits'

/** The time source for expiries and rate-limit windows; tests pass one they can move. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000

/**
 * The latest `hour` o'clock India time at or before `now`: where a once-a-day round (saved-search
 * alerts, lead digests) starts its India day, so a day missed while no instance ran is caught up.
 */
export function latestIstHour(now: Date, hour: number): Date {
  const local = now.getTime() + IST_OFFSET_MS
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + hour * HOUR_MS
  const at = todayAt <= local ? todayAt : todayAt - DAY_MS
  return new Date(at - IST_OFFSET_MS)
}
