import { LEAD_DIGEST_HOUR_IST } from '@app/contract/account'
import { latestIstHour } from '../../lib/clock'

/** The advisory lock that lets one API instance at a time run a lead digest round. */
export const LEAD_DIGEST_LOCK = 'leads:digest'

/**
 * How often each instance looks for owners due their daily digest: a digest goes out within this
 * long after LEAD_DIGEST_HOUR_IST; a round with nobody due is one short read of the users.
 */
export const LEAD_DIGEST_EVERY_MS = 5 * 60_000

/**
 * The latest LEAD_DIGEST_HOUR_IST o'clock India time at or before `now`: an owner on daily lead
 * alerts is due when their last digest (or their switch to daily) was before it, so a digest
 * goes out once an India day from that hour, and a day missed while no instance ran is caught up.
 */
export const digestBoundary = (now: Date): Date => latestIstHour(now, LEAD_DIGEST_HOUR_IST)
