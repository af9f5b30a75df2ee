import { ALERT_DAILY_HOUR_IST } from '@app/contract/constants'
import { latestIstHour } from '../../lib/clock'
import type { RateRule } from '../../lib/rate-limit'

/** The advisory lock that lets one API instance at a time run an alert round (decision 028). */
export const ALERT_ROUND_LOCK = 'saved-searches:alerts'

/**
 * Unsubscribe calls per client IP: the token is a secret (32 random bytes), and a client trying
 * tokens gets a 429 long before a guess could matter; a person clicking links never meets it.
 */
export const UNSUBSCRIBES_PER_IP: RateRule = { limit: 30, windowMs: 15 * 60_000 }

/**
 * The latest ALERT_DAILY_HOUR_IST o'clock India time at or before `now`: a daily search is due
 * when it has not been looked at since then (nor was saved since then), so each one goes out once
 * an India day, from that hour, and a round missed while no instance ran is caught up.
 */
export const dailyBoundary = (now: Date): Date => latestIstHour(now, ALERT_DAILY_HOUR_IST)
