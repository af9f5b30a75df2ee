/**
 * Business constants: those the spec names (001 section 9, 000 sections 2 and 4), and the
 * durations, counts and sizes of reports, the map, alerts, share images and the wallet.
 */
import { RECURING_TYPE } from './listing-texts'

/** Listing pages are fetched 6 at a time; `offset` grows by this much per View More. */
export const PAGE_SIZE = 6
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 50
/** The home page shows at most this many latest properties. */
export const LATEST_PROPERTIES_MAX = 6

/** Max upload size per file: 100 MB. */
export const MAX_UPLOAD_BYTES = 104_857_600
/** The same limit in megabytes, as the spec's texts give it. */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024

/** Timers, in milliseconds. */
export const NOT_FOUND_BACK_AFTER_MS = 2_500
export const NOTICE_SHORT_MS = 3_000
export const NOTICE_LONG_MS = 5_000
export const FORGOT_PASSWORD_CLOSE_MS = 2_000
export const IMAGE_DELETED_ALERT_MS = 2_000
export const WIZARD_FINISH_REDIRECT_MS = 5_000
export const FROM_WALLET_UNLOCK_DELAY_MS = 1_500

/** Header behaviour (px). */
export const HEADER_FIXED_AFTER_PX = 100
export const HEADER_HEIGHT_PX = 90
export const SCROLL_TOP_BUTTON_AFTER_PX = 200

/** India's country calling code: owners' 10-digit numbers are dialled and messaged with it. */
export const INDIA_CALLING_CODE = '91'
/** WhatsApp's click-to-chat address: `https://wa.me/<number with country code>?text=...`. */
export const WHATSAPP_CHAT_URL = 'https://wa.me/'

/** Card descriptions: truncated to 120 characters when longer than 180. */
export const CARD_DESCRIPTION_LIMIT = 180
export const CARD_DESCRIPTION_TRUNCATE_AT = 120

/** The footer's copyright year, as the spec fixes it. */
export const COPYRIGHT_YEAR = 2024

/**
 * Set by the web app while someone is logged in (the token itself stays in local storage, as the
 * spec has it). It only tells the server to send the plain app shell instead of the page as a
 * visitor sees it (server-rendered); it grants nothing. Kept as long as browsers allow (400 days)
 * and set right on every start of the app.
 */
export const SIGNED_IN_COOKIE = 'signed_in'
export const SIGNED_IN_COOKIE_MAX_AGE_S = 34_560_000

/**
 * The session as an HttpOnly cookie beside the bearer token (decision 059): set by login, it lets
 * the server render a signed-in browser's pages with its data. `__Host-`: Secure, Path=/ and no
 * Domain, so no subdomain and no plain-http page can set or overwrite it (browsers accept Secure
 * cookies from http://localhost and 127.0.0.1, so development works the same).
 */
export const SESSION_COOKIE = '__Host-session'
/**
 * A write authenticated by the session cookie (no bearer token) must carry this header with
 * CSRF_HEADER_VALUE: a cross-site form cannot add a header, and a cross-site script cannot
 * without a CORS preflight that this API never grants (decision 059).
 */
export const CSRF_HEADER = 'x-requested-with'
export const CSRF_HEADER_VALUE = 'fetch'

/** The dashboard's default and longest window, in days. */
export const STATS_DEFAULT_DAYS = 30
export const STATS_MAX_DAYS = 90

/** A seeker may report a listing this long after unlocking it. */
export const REPORT_WINDOW_DAYS = 7
/** An owner who does not answer a contact report within this long refunds it automatically. */
export const REPORT_ANSWER_HOURS = 48
/** Refunds on one listing that hide it pending review. */
export const REFUNDS_TO_HIDE = 2
/**
 * An established reporter (decision 022): an account at least this many days old when it reports,
 * which has paid for at least REPORTER_MIN_OTHER_UNLOCKS unlocks of other owners' listings that
 * were not refunded. Only reports of established reporters on different networks confirm each
 * other; everyone else's wait for the owner's answer, the timer or a moderator.
 */
export const REPORTER_MIN_ACCOUNT_DAYS = 30
export const REPORTER_MIN_OTHER_UNLOCKS = 1
/** The response score looks this far back, and shows once an owner has this many unlocks. */
export const RESPONSE_SCORE_DAYS = 90
export const RESPONSE_SCORE_MIN_UNLOCKS = 5
/**
 * "Usually replies within a day" (issue 30, decision 067): over the last RESPONSE_SCORE_DAYS the
 * owner received at least REPLY_BADGE_MIN_REQUESTS visit requests, answered (accepted or declined)
 * at least REPLY_BADGE_ANSWERED_PERCENT of them, and half or more within REPLY_WITHIN_HOURS (the
 * median answer time; an unanswered request counts as not within a day).
 */
export const REPLY_BADGE_MIN_REQUESTS = 3
export const REPLY_BADGE_ANSWERED_PERCENT = 80
export const REPLY_WITHIN_HOURS = 24
/** How often the report timer looks for unanswered reports. */
export const REPORT_TIMER_EVERY_MS = 60_000

/**
 * Months' worth of one recurring price: the monthly equivalent of a rent is price × this. A sale
 * (no recurrence) counts once. The database's ₹ per sq.ft (properties.rate) uses the same table.
 */
export const MONTHLY_FACTOR: Record<number, number> = {
  [RECURING_TYPE.daily]: 30,
  [RECURING_TYPE.weekly]: 52 / 12,
  [RECURING_TYPE.fortnight]: 26 / 12,
  [RECURING_TYPE.monthly]: 1,
  [RECURING_TYPE.quarterly]: 1 / 3,
  [RECURING_TYPE.halfYearly]: 1 / 6,
  [RECURING_TYPE.yearly]: 1 / 12,
}

/** The map (GET properties/map). */
export const MAP_ZOOM_MIN = 0
export const MAP_ZOOM_MAX = 20
/** Markers closer than this many screen pixels at the asked zoom are one cluster. */
export const MAP_CLUSTER_RADIUS_PX = 60
/** From this zoom on, every listing is its own marker (no clustering). */
export const MAP_POINTS_FROM_ZOOM = 15
/** The most markers (clusters or points) one answer carries. */
export const MAP_MARKERS_MAX = 1_000
/** India, as the map opens: west, south, east, north. */
export const INDIA_BBOX = [68.1, 6.5, 97.4, 35.7] as const
/** Public map points are rounded to this many decimals (about 1 km): the address is paid contact. */
export const MAP_POINT_DECIMALS = 2
/** How often the alert runner looks for new matches (instant alerts wait at most this long). */
export const ALERT_EVERY_MS = 60_000
/** Daily alerts go out once a day from this hour, India time. */
export const ALERT_DAILY_HOUR_IST = 9
/** The most listings one alert message names (the rest are counted and linked). */
export const ALERT_LISTINGS_MAX = 10
/** The most leads one daily lead digest lists (the rest are counted and linked). */
export const LEAD_DIGEST_LEADS_MAX = 50
/** Browsers keep a visitor's shortlist here until they log in. */
export const SHORTLIST_STORAGE_KEY = 'shortlist'

/** Open Graph's large card: 1.91:1, what Facebook, LinkedIn and X crop to. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** Paise in a rupee: a credit costs this many paise. */
export const PAISE_PER_CREDIT = 100
/** Paise in a rupee, for showing amounts paid in rupees. */
export const PAISE_PER_RUPEE = 100
/** Quick amounts offered beside the Add Credits field. */
export const QUICK_TOP_UPS = [99, 499, 999, 2_499] as const

/**
 * Credit packs (issue 14): the packs on sale are a setting (CREDIT_PACKS); these are the
 * defaults. A pack's price in rupees is its credits (1 credit = 1 rupee); its bonus credits are
 * free, added as a separate ledger entry when the order is paid, and not on the tax invoice.
 */
export interface CreditPack {
  id: string
  name: string
  credits: number
  bonus_credits: number
}
export const DEFAULT_CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 499, bonus_credits: 0 },
  { id: 'business', name: 'Business', credits: 999, bonus_credits: 100 },
  { id: 'pro', name: 'Pro', credits: 2_499, bonus_credits: 400 },
]

/**
 * Typo correction of the search keyword (decision 056): a word of this many letters or more may
 * be corrected by one edit, and from TYPO_TWO_EDITS_MIN letters by two (a swap of two
 * neighbouring letters is one edit). Shorter words are searched as typed.
 */
export const TYPO_ONE_EDIT_MIN = 4
export const TYPO_TWO_EDITS_MIN = 6
