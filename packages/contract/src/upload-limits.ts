/**
 * Uploads: how much work one person, one network and one API process may have going at once
 * (docs/decisions/034) and what a client hears when it asks for more; the kinds, sizes and
 * picture widths files may have. Free of Zod.
 */

/**
 * Form uploads (multipart requests) one signed-in user may have in flight in one API process,
 * from the moment the route accepts them until they are answered. The edit dialog sends up to
 * three at once (the details with the cover, the price, a new attachment).
 */
export const UPLOADS_PER_USER_AT_ONCE = 4

/**
 * Requests whose body is still arriving, from one client IP, in one API process. Generous, since
 * an office or a mobile carrier's NAT puts many people behind one address; a JSON body arrives
 * within milliseconds, so nearly all of these are uploads.
 */
export const OPEN_BODIES_PER_IP_AT_ONCE = 16

/** The `Retry-After` of a refusal for too much at once: about the time a photo takes to upload. */
export const BUSY_RETRY_AFTER_S = 10

/**
 * A body that brings fewer than BODY_STALL_MIN_BYTES in any BODY_STALL_WINDOW_MS is stalled and
 * cut off with 408 (a slow-loris upload), long before its whole deadline: 16 KiB in 30 s is about
 * 0.5 KiB/s, a 250th of the weakest uplink an upload's deadline allows for (128 KiB/s).
 */
export const BODY_STALL_WINDOW_MS = 30_000
export const BODY_STALL_MIN_BYTES = 16 * 1024

/**
 * The largest picture decoded, in pixels: a 24-33 MP camera's photo fits (6000 x 4000, 7008 x
 * 4672), a phone's 12 MP one easily; stored pictures are at most 2,400 px on the long edge, so
 * more pixels buy nothing. A 48-50 MP phone photo in its high-resolution mode is refused with
 * UPLOAD_LIMIT_TEXTS.imageTooLarge (413) before a pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 32_000_000

/**
 * Pictures one API process decodes at once; the rest wait their turn. Each is decoded by one
 * libvips thread, so two leave the event loop a core on a two-core machine and bound the memory
 * that decoding takes (decision 034 has the figures).
 */
export const IMAGE_DECODES_AT_ONCE = 2

/**
 * Pictures of one owner decoded at once in one API process: one owner's uploads take turns, so
 * they never hold every decoding slot and other owners' pictures go ahead.
 */
export const IMAGE_DECODES_PER_OWNER_AT_ONCE = 1

export const UPLOAD_LIMIT_TEXTS = {
  uploadsAtOnce: `You already have ${UPLOADS_PER_USER_AT_ONCE} uploads in progress. Please wait for one to finish, then try again.`,
  bodiesAtOnce:
    'Too many requests are being sent from your network at once. Please wait a moment, then try again.',
  imageTooLarge: `The image is too large; please upload one of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
} as const

/** Widths (px) of the WebP copies derived from every stored image. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const

/** Per-owner upload storage by default: 2 GB (STORAGE_QUOTA_BYTES overrides it). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 2 * 1024 ** 3

/** The file picker's `accept`: the spec's extensions (the server still checks the content). */
export const ATTACHMENT_ACCEPT =
  '.jpeg,.jpg,.png,.gif,.svg,.pdf,.doc,.docx,.txt,.mp4,.webm,.ogg,.mov,.avi'
/** Cover images (step 1, edit modal): pictures the carousel can show. */
export const COVER_IMAGE_ACCEPT = '.jpeg,.jpg,.png,.gif'
/** Extensions the browser checks before sending (a first, friendly check; the server decides). */
export const ATTACHMENT_EXTENSIONS = ATTACHMENT_ACCEPT.split(',').map((e) => e.slice(1))
export const COVER_IMAGE_EXTENSIONS = COVER_IMAGE_ACCEPT.split(',').map((e) => e.slice(1))

/** The certificate's kinds (checked by content on the server) and the picker's `accept`. */
export const FIRE_NOC_FILE_KINDS = ['pdf', 'jpeg', 'png'] as const
export const FIRE_NOC_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png'
/** The certificate's size limit: a scan or a photo of one page or a few. */
export const FIRE_NOC_FILE_MAX_MB = 10
export const FIRE_NOC_FILE_MAX_BYTES = FIRE_NOC_FILE_MAX_MB * 1024 * 1024
