/**
 * Listing labels, texts and image paths, free of Zod so the home page's first chunk can use
 * them. `listing.ts` re-exports everything here.
 */

/** Filter values (spec 000 section 3). */
export const PURCHASE_TYPE_LABEL: Record<number, string> = { 1: 'Sale', 2: 'Rent', 3: 'Lease' }
export const PROPERTY_TYPE_LABEL: Record<number, string> = { 1: 'Godown', 2: 'Warehouse' }
/** Spelled `recuring` as the spec spells the field. */
export const RECURING_TYPE_LABEL: Record<number, string> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Fortnight',
  4: 'Monthly',
  5: 'Quarterly',
  6: 'Half-Yearly',
  7: 'Yearly',
}

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const LISTING_SORT_LABEL: Record<ListingSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
}

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
  noneBody: 'No properties match your search criteria.',
  fetchFailed: 'Failed to fetch properties.',
  detailLoading: 'Loading property details...',
  detailNotFound: 'Property not found',
  detailFetchFailed: 'Failed to fetch property data',
  noDescription: 'No description available for this property.',
} as const

/** Widths (px) of the WebP copies derived from every stored image. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const

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

/** The unlock confirmation (spec 000 section 4). */
export const UNLOCK_TEXTS = {
  confirm: 'Do you want to spend credits to unlock this property?',
} as const
