import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from './constants'
import { COMPARE_MAX, SAVED_SEARCH_NAME_MAX_LENGTH } from './limits'
import { z } from 'zod'
import { ok } from './envelope'
import { idSchema, oneLine } from './input'
import {
  ListingCardSchema,
  ListingFilterSchema,
  searchRules,
  searchFields,
  WarehouseSpecsSchema,
} from './listing'
import { LISTING_SORTS } from './listing-texts'
import { ALERT_MODES, SEARCH_TEXTS } from './search-texts'

export * from './search-texts'

/**
 * The calls of issue 15 beyond GET agents-propertys' filters (API.md "Search"): the map, saved
 * searches with alerts, the shortlist and compare.
 */

const id = z.number().int()
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** `w,s,e,n` in degrees: west < east (no antimeridian: India), south < north. */
const BBOX_MESSAGE = 'Bounding box must be west,south,east,north in degrees'
/** One coordinate as the query writes it: a signed decimal number (not blank, not 1e3). */
const DEGREES = /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/
export const BboxSchema = z.preprocess(
  // A part that is not a number leaves the text as it is: refused as a whole, on `bbox` itself.
  (v) => {
    if (typeof v !== 'string' || v.length > 100) return v
    const parts = v.split(',')
    return parts.every((n) => DEGREES.test(n)) ? parts.map(Number) : v
  },
  z
    .array(z.number({ error: BBOX_MESSAGE }).finite(BBOX_MESSAGE), { error: BBOX_MESSAGE })
    .length(4, BBOX_MESSAGE)
    .refine(
      ([w, s, e, n]) => w! >= -180 && e! <= 180 && s! >= -90 && n! <= 90 && w! < e! && s! < n!,
      BBOX_MESSAGE,
    )
    .transform(([west, south, east, north]) => ({
      west: west!,
      south: south!,
      east: east!,
      north: north!,
    })),
)
export type Bbox = z.infer<typeof BboxSchema>

/** GET properties/map: the viewport, the zoom and the listing's filters (no sort, no page). */
export const MapQuerySchema = ListingFilterSchema.extend({
  ...searchFields,
  bbox: BboxSchema,
  zoom: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Zoom must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}` })
      .int(`Zoom must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`)
      .min(MAP_ZOOM_MIN, `Zoom must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`)
      .max(MAP_ZOOM_MAX, `Zoom must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`),
  ),
}).superRefine(searchRules)
export type MapQuery = z.infer<typeof MapQuerySchema>

export const MapClusterSchema = z.object({
  cluster: z.literal(true),
  count: z.number().int(),
  lat: z.number(),
  lng: z.number(),
})
export const MapPointSchema = z.object({
  id,
  lat: z.number(),
  lng: z.number(),
  price: z.number().nullable(),
  purchase_type: z.number().int().nullable(),
  /** The listing's town, for the marker's label ('₹45,000 Rent, Bhiwandi'). */
  city_name: z.string().nullable(),
})
export const MapMarkerSchema = z.union([MapClusterSchema, MapPointSchema])
export type MapMarker = z.infer<typeof MapMarkerSchema>
export const MapResponseSchema = ok(z.array(MapMarkerSchema)).extend({
  /** Listings matching the filters inside the box (the markers' counts add up to it). */
  total: z.number().int(),
})

/** What a saved search keeps: the filters and the sort, as the listing page's URL holds them. */
export const SavedFiltersSchema = z.preprocess(
  (v) => v ?? {},
  ListingFilterSchema.extend({
    ...searchFields,
    sort: z.preprocess(blankToUndefined, z.enum(LISTING_SORTS).optional()),
  })
    .strict()
    .superRefine(searchRules),
)
export type SavedFilters = z.infer<typeof SavedFiltersSchema>

/**
 * A saved search's filters as the listing page's query string (`purchase_type=2&q=bhiwandi`), for
 * the alert's links and the saved-searches panel's Open: the page reads the same names.
 */
export function savedFiltersQuery(filters: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') params.set(key, String(value))
    }
  }
  return params.toString()
}

const alertSchema = z.enum(ALERT_MODES, { error: 'Alert must be instant, daily or off' })

/** POST saved-searches. */
export const SavedSearchBodySchema = z.object({
  name: oneLine(
    z
      .string({ error: SEARCH_TEXTS.savedSearchNameRequired })
      .trim()
      .min(1, SEARCH_TEXTS.savedSearchNameRequired)
      .max(
        SAVED_SEARCH_NAME_MAX_LENGTH,
        `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
      ),
  ),
  filters: SavedFiltersSchema,
  alert: alertSchema.default('instant'),
})
export type SavedSearchBody = z.infer<typeof SavedSearchBodySchema>

/** PATCH saved-searches/{id}: change the alert. */
export const SavedSearchAlertBodySchema = z.object({ alert: alertSchema })

export const SavedSearchSchema = z.object({
  id,
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  alert: z.enum(ALERT_MODES),
  created_at: z.string(),
  /** Listings alerted so far. */
  alerted: z.number().int(),
})
export type SavedSearch = z.infer<typeof SavedSearchSchema>
export const SavedSearchResponseSchema = ok(SavedSearchSchema)
export const SavedSearchListResponseSchema = ok(z.array(SavedSearchSchema))

/** A saved search's unsubscribe token, as its messages' link carries it. */
const UnsubscribeTokenSchema = z
  .string({ error: SEARCH_TEXTS.unsubscribeInvalid })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, SEARCH_TEXTS.unsubscribeInvalid)

/**
 * GET alerts/unsubscribe?token= (no login: the token is the permission): which search the token
 * is for and its alert, changing nothing, since mail scanners fetch links (issue 24, N11).
 */
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema })

/**
 * POST alerts/unsubscribe turns the alert off: the token in the body (the web page's button), or
 * in the query as RFC 8058 one-click sends it (the link's URL, posted with the body
 * `List-Unsubscribe=One-Click`, form-encoded or multipart).
 */
export const UnsubscribePostQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() })
export const UnsubscribeBodySchema = z
  .object({
    token: UnsubscribeTokenSchema.optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  // A multipart body is not read here (the token is in the query): Fastify passes null.
  .nullish()
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>

export const UnsubscribeSchema = z.object({ name: z.string(), alert: z.enum(ALERT_MODES) })
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>
export const UnsubscribeResponseSchema = ok(UnsubscribeSchema)

/** POST shortlist. */
export const ShortlistBodySchema = z.object({ property_id: idSchema('Property id') })
/** GET shortlist: the listings, newest saved first (published ones only). */
export const ShortlistResponseSchema = ok(
  z.object({ ids: z.array(id), items: z.array(ListingCardSchema) }),
)

/** GET compare?ids=1,2,3 (at most COMPARE_MAX). */
export const CompareQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' && v.length <= 60 ? v.split(',').filter(Boolean) : v),
    z
      .array(idSchema('Property id'), { error: SEARCH_TEXTS.compareTooFew })
      .min(1, SEARCH_TEXTS.compareTooFew)
      .max(COMPARE_MAX, SEARCH_TEXTS.compareTooMany)
      .transform((ids) => [...new Set(ids)]),
  ),
})

/** The rows of the comparison that have a best value, and which way is best. */
export const COMPARE_ROWS = {
  monthly_rent: 'low',
  deposit: 'low',
  area: 'high',
  rate_month: 'low',
  first_year_cost: 'low',
  height: 'high',
  docks: 'high',
  floor_load: 'high',
  power_kva: 'high',
  highway_km: 'low',
} as const
export type CompareRow = keyof typeof COMPARE_ROWS

export const CompareItemSchema = ListingCardSchema.extend({
  ...WarehouseSpecsSchema.shape,
  recuring_type: z.number().int().nullable(),
  /** Monthly equivalent of a rent or lease (price × MONTHLY_FACTOR); null for a sale. */
  monthly_rent: z.number().nullable(),
  deposit: z.number().nullable(),
  /** ₹ per sq.ft per month (rent, lease) or ₹ per sq.ft (sale); null without an area. */
  rate_month: z.number().nullable(),
  /** Rent for 12 months (or the sale price) + deposit + the unlock cost. */
  first_year_cost: z.number().nullable(),
  unlock_cost: z.number().int(),
})
export type CompareItem = z.infer<typeof CompareItemSchema>
export const CompareResponseSchema = ok(
  z.object({
    items: z.array(CompareItemSchema),
    /** Per row, the ids holding the best value (ties share it; rows without two values: none). */
    best: z.record(z.string(), z.array(id)),
  }),
)
