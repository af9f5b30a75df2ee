import { ALERT_DAILY_HOUR_IST } from '@app/contract/constants'
import type { RateRule } from '../../lib/rate-limit'

/** The advisory lock that lets one API instance at a time run an alert round (decision 028). */
export const ALERT_ROUND_LOCK = 'saved-searches:alerts'

/**
 * Unsubscribe calls per client IP: the token is a secret (32 random bytes), and a client trying
 * tokens gets a 429 long before a guess could matter; a person clicking links never meets it.
 */
export const UNSUBSCRIBES_PER_IP: RateRule = { limit: 30, windowMs: 15 * 60_000 }

const HOUR_MS = 60 * 60_000
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * HOUR_MS
const DAY_MS = 24 * HOUR_MS

/**
 * The latest ALERT_DAILY_HOUR_IST o'clock India time at or before `now`: a daily search is due
 * when it has not been looked at since then (nor was saved since then), so each one goes out once
 * an India day, from that hour, and a round missed while no instance ran is caught up.
 */
export function dailyBoundary(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + ALERT_DAILY_HOUR_IST * HOUR_MS
  const at = todayAt <= local ? todayAt : todayAt - DAY_MS
  return new Date(at - IST_OFFSET_MS)
}
