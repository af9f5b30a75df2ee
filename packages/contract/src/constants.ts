/** Business constants named by the spec (001 section 9, 000 sections 2 and 4). */

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
