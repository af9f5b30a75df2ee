/**
 * Listing labels, texts and image paths, free of Zod so the home page's first chunk can use
 * them. `listing.ts` re-exports everything here.
 */
import { IMAGE_WIDTHS } from './upload-limits'

/** Filter and field values (spec 000 section 3, 001 section 3). */
export const PURCHASE_TYPE = { sale: 1, rent: 2, lease: 3 } as const
export const PURCHASE_TYPES = Object.values(PURCHASE_TYPE)
export const PURCHASE_TYPE_LABEL: Record<number, string> = {
  [PURCHASE_TYPE.sale]: 'Sale',
  [PURCHASE_TYPE.rent]: 'Rent',
  [PURCHASE_TYPE.lease]: 'Lease',
}

export const PROPERTY_TYPE = { godown: 1, warehouse: 2 } as const
export const PROPERTY_TYPES = Object.values(PROPERTY_TYPE)
export const PROPERTY_TYPE_LABEL: Record<number, string> = {
  [PROPERTY_TYPE.godown]: 'Godown',
  [PROPERTY_TYPE.warehouse]: 'Warehouse',
}

/** How often a rent or lease price recurs; spelled `recuring` as the spec spells the field. */
export const RECURING_TYPE = {
  daily: 1,
  weekly: 2,
  fortnight: 3,
  monthly: 4,
  quarterly: 5,
  halfYearly: 6,
  yearly: 7,
} as const
export const RECURING_TYPES = Object.values(RECURING_TYPE)
export const RECURING_TYPE_LABEL: Record<number, string> = {
  [RECURING_TYPE.daily]: 'Daily',
  [RECURING_TYPE.weekly]: 'Weekly',
  [RECURING_TYPE.fortnight]: 'Fortnight',
  [RECURING_TYPE.monthly]: 'Monthly',
  [RECURING_TYPE.quarterly]: 'Quarterly',
  [RECURING_TYPE.halfYearly]: 'Half-Yearly',
  [RECURING_TYPE.yearly]: 'Yearly',
}

/**
 * How far a listing has come through the wizard, computed from its parts (spec 000 section 4):
 * a name and type, then a price, then attachments, then an address. Complete = 4.
 */
export const COMPLETION_LEVEL = { basic: 1, priced: 2, attached: 3, complete: 4 } as const
export type CompletionLevel = (typeof COMPLETION_LEVEL)[keyof typeof COMPLETION_LEVEL]

/**
 * The browse orders. `relevance` (best match first) needs a keyword: it is the default with one,
 * `newest` without (defaultSort), and without a keyword it orders as `newest`.
 */
export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'area_desc',
  'rate_asc',
  'distance',
] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_SORT_LABEL: Record<ListingSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  area_desc: 'Area: largest first',
  rate_asc: '₹ per sq.ft: lowest first',
  /** Only with `near` (issue 29). */
  distance: 'Distance: nearest first',
}

/** A keyword holds a word to search for (letters or digits); punctuation alone searches nothing. */
export const hasKeyword = (q: string | undefined) => q !== undefined && /[\p{L}\p{N}]/u.test(q)

/** The order of a browse that names none: best match first with a keyword, newest without. */
export const defaultSort = (q: string | undefined): ListingSort =>
  hasKeyword(q) ? 'relevance' : 'newest'

/**
 * What the listing page says when the keyword as typed found nothing and its corrected words
 * did (the answer's `searched_for`, lowercase words): the corrected words as a name is written.
 */
export const searchedForLabel = (words: string) =>
  words.replace(/(^|\s)(\p{L})/gu, (_, space: string, first: string) => space + first.toUpperCase())

/** The five filter fields, in the order the home page sends them. */
export const LISTING_FILTER_KEYS = [
  'purchase_type',
  'type',
  'state_id',
  'district_id',
  'city_id',
] as const
export type ListingFilterKey = (typeof LISTING_FILTER_KEYS)[number]

/** The spec's exact texts (spec 000 sections 2 and 5; 001 section 8). */
export const LISTING_TEXTS = {
  untitled: 'Untitled Property',
  noPrice: 'N/A',
  unknownBadge: 'Unknown',
  noneTitle: 'No Properties Found',
  resultsHeading: 'Properties',
  noneBody: 'No properties match your search criteria.',
  fetchFailed: 'Failed to fetch properties.',
  detailLoading: 'Loading property details...',
  detailNotFound: 'Property not found',
  detailFetchFailed: 'Failed to fetch property data',
  noDescription: 'No description available for this property.',
} as const

/** Stored image paths look like `images/<uuid>.jpg`; their WebP copies sit beside them. */
const STORED_IMAGE = /^images\/([0-9a-f-]{36})\.(?:jpg|png)$/

/** The URL of a stored file (the API answers with storage paths, as the spec's client expects). */
export function storageUrl(path: string) {
  return `/storage/${path.replace(/^\/?(storage\/)?/, '')}`
}

/** `src` and `srcset` for a stored image, or undefined when the path is not one of ours. */
export function imageSources(path: string | null | undefined, width = 800) {
  const match = path ? STORED_IMAGE.exec(path.replace(/^\/?(storage\/)?/, '')) : null
  if (!match) return undefined
  const base = `/storage/images/${match[1]}`
  return {
    src: `${base}-${width}.webp`,
    srcSet: IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
    original: storageUrl(match[0]),
  }
}

/** The spec's carousel shows only these kinds of images. */
export function isCarouselImage(path: string | null | undefined) {
  return !!path && /\.(jpe?g|png|gif)$/i.test(path)
}

/** A listing's documents: attachments that are not carousel pictures (decision 039). */
export const isListingDocument = (path: string) => !isCarouselImage(path)

/** What a document's kind reads as, by the stored file's MIME type (UPLOAD_KINDS). */
export const DOCUMENT_KIND_LABEL: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'text/plain': 'Text',
  'image/svg+xml': 'SVG image',
  'video/mp4': 'Video',
  'video/webm': 'Video',
  'video/ogg': 'Video',
  'video/quicktime': 'Video',
  'video/x-msvideo': 'Video',
}
export const documentKind = (mime: string) => DOCUMENT_KIND_LABEL[mime] ?? 'File'

/** The documents lists (owner view, edit dialog, detail page) and the download route's refusals. */
export const DOCUMENT_TEXTS = {
  heading: 'Documents',
  download: 'Download',
  downloading: 'Downloading…',
  downloadLabel: (name: string) => `Download ${name}`,
  downloadFailed: 'The document could not be downloaded. Please try again.',
  ownerEmpty: 'No documents yet. PDFs and other files you attach (not photos) are listed here.',
  /** The 403 of GET property/document/{id}, and the hint beside a locked list. */
  locked: 'Unlock this listing to download its documents.',
  lockedBadge: 'Unlock to download',
  notFound: 'Document not found',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this document?',
  deleteBody: (name: string) =>
    `"${name}" will be removed from the listing and can no longer be downloaded.`,
  deleting: 'Deleting…',
  deleted: 'Document deleted',
  deleteFailed: 'The document could not be deleted. Please try again.',
} as const

/** The unlock confirmation (spec 000 section 4). */
export const UNLOCK_TEXTS = {
  confirm: 'Do you want to spend credits to unlock this property?',
} as const

/** The price-and-contact bar docked at the bottom of a listing on phones (issue 25). */
export const CONTACT_BAR_TEXTS = {
  label: 'Price and next step',
  visitor: 'Log in to see the price and contact the owner',
  login: 'Login',
  /** `credits` comes formatted the Indian way (1,099). */
  unlock: (credits: string) => `Unlock for ${credits} credits`,
  unlocking: 'Unlocking…',
  call: 'Call',
  whatsapp: 'WhatsApp',
  manage: 'Manage listing',
  noPhone: 'The owner has not given a phone number',
  /** What the seeker's WhatsApp message says: the listing's name and its link. */
  whatsappMessage: (name: string, url: string, siteName: string) =>
    `Hello, I saw your listing "${name}" on ${siteName} (${url}). Is it still available?`,
} as const
