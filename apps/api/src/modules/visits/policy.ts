import type { RateRule } from '../../lib/rate-limit'

const HOUR_MS = 60 * 60_000

/**
 * Visit requests per user (POST visits): each one e-mails the owner, so a script must not be able
 * to flood an inbox; a seeker touring a belt asks far fewer (VISIT_OPEN_MAX bounds the open ones).
 */
export const VISIT_REQUESTS_PER_USER: RateRule = { limit: 20, windowMs: HOUR_MS }

/** The web page where both sides find their visits: the e-mails link to it. */
export const VISITS_PAGE_PATH = '/visits'
