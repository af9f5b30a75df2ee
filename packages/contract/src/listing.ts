import {
  AREA_MAX_SQFT,
  DIMENSION_MAX_FEET,
  DOCKS_MAX,
  FLOOR_LOAD_MAX,
  POWER_KVA_MAX,
  PRICE_MAX_RUPEES,
} from './limits'
import { formatCount } from './numbers'
import { NEAR_RADIUS_MAX_KM, NEAR_RADIUS_MIN_KM, NEAR_TEXTS } from './near'
import { z } from 'zod'
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants'
import { ok, paged } from './envelope'
import { RATE_UNITS } from './insight-texts'
import { MyReportSchema, ResponseScoreSchema } from './report'
import { idSchema, oneLine, optionalIdSchema, SEARCH_MAX_LENGTH } from './input'
import { FLOORINGS, SEARCH_TEXTS } from './search-texts'
import {
  LISTING_SORTS,
  PROPERTY_TYPE_LABEL,
  PROPERTY_TYPES,
  PURCHASE_TYPE_LABEL,
  PURCHASE_TYPES,
} from './listing-texts'

export * from './listing-texts'

/** The deepest page a client may ask for; deeper browsing should narrow the filters. */
export const MAX_OFFSET = 100_000
/** Home page cards per call (API.md, POST properties). */
export const LATEST_LIMIT_MAX = 12
export { SEARCH_MAX_LENGTH }

/** Empty query values mean "no filter" (the spec's client omits them, other clients may not). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalOneOf = (values: readonly number[], message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => values.includes(v), message)
      .optional(),
  )

/** '1 (Sale), 2 (Rent) or 3 (Lease)' */
const oneOf = (values: readonly number[], labels: Record<number, string>) => {
  const named = values.map((v) => `${v} (${labels[v]})`)
  return `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`
}

export const ListingFilterSchema = z.object({
  purchase_type: optionalOneOf(
    PURCHASE_TYPES,
    `Purchase type must be ${oneOf(PURCHASE_TYPES, PURCHASE_TYPE_LABEL)}`,
  ),
  type: optionalOneOf(PROPERTY_TYPES, `Type must be ${oneOf(PROPERTY_TYPES, PROPERTY_TYPE_LABEL)}`),
  state_id: optionalIdSchema('State id'),
  district_id: optionalIdSchema('District id'),
  city_id: optionalIdSchema('City id'),
})
export type ListingFilter = z.infer<typeof ListingFilterSchema>

const limitSchema = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(max, `Limit must be at most ${max}`)
      .default(fallback),
  )

/** A PIN code's digits (geo.ts's PinCodeSchema; near_pin words its message for the Near field). */
const PIN_LENGTH = 6

/** A number in a query string: digits (and a point) or nothing; anything else names the field. */
const NUMBER = /^\s*\d{1,15}(\.\d{1,6})?\s*$/
const optionalNumber = (label: string, max: number, int = false) => {
  const message = `${label} must be ${int ? 'a whole number' : 'a number'} from 0 to ${formatCount(max)}`
  let n = z.number({ error: message }).min(0, message).max(max, message)
  if (int) n = n.int(message)
  return z.preprocess(
    (v) => (typeof v === 'string' && NUMBER.test(v) ? Number(v) : blankToUndefined(v)),
    n.optional(),
  )
}
/** A yes/no filter: `true` or `1` asks for it; `false`, `0` or nothing means no filter. */
const optionalFlag = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === true || v === 'true' || v === '1' || v === 1) return true
      if (v === false || v === 'false' || v === '0' || v === 0) return undefined
      return blankToUndefined(v)
    },
    z.literal(true, { error: `${label} must be true or false` }).optional(),
  )

/**
 * The search filters of issue 15 (API.md "Search"), beside the spec's five: ranges, minimum
 * specifications, yes/no flags and the keyword. Every one optional, every one bounded.
 */
export const searchFields = {
  q: z.preprocess(
    blankToUndefined,
    oneLine(
      z
        .string()
        .trim()
        .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`),
    ).optional(),
  ),
  min_price: optionalNumber('Minimum price', PRICE_MAX_RUPEES, true),
  max_price: optionalNumber('Maximum price', PRICE_MAX_RUPEES, true),
  min_area: optionalNumber('Minimum area', AREA_MAX_SQFT),
  max_area: optionalNumber('Maximum area', AREA_MAX_SQFT),
  min_height: optionalNumber('Minimum clear height', DIMENSION_MAX_FEET),
  min_docks: optionalNumber('Minimum docks', DOCKS_MAX, true),
  min_floor_load: optionalNumber('Minimum floor load', FLOOR_LOAD_MAX),
  min_power_kva: optionalNumber('Minimum power', POWER_KVA_MAX, true),
  fire_noc: optionalFlag('Fire NOC'),
  verified: optionalFlag('Verified'),
  /** The place to measure from: a PIN code's point or a town's (near.ts), one of them. */
  near_pin: z.preprocess(
    blankToUndefined,
    z
      .string({ error: NEAR_TEXTS.nearInvalid })
      .trim()
      .max(PIN_LENGTH, { message: NEAR_TEXTS.nearInvalid, abort: true })
      .regex(/^[1-9][0-9]{5}$/, NEAR_TEXTS.nearInvalid)
      .optional(),
  ),
  near_city_id: optionalIdSchema('Town id'),
  radius_km: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: NEAR_TEXTS.radiusInvalid })
      .int(NEAR_TEXTS.radiusInvalid)
      .min(NEAR_RADIUS_MIN_KM, NEAR_TEXTS.radiusInvalid)
      .max(NEAR_RADIUS_MAX_KM, NEAR_TEXTS.radiusInvalid)
      .optional(),
  ),
}

/** A maximum below its minimum is a 422 on the maximum's field. */
export function rangesInOrder(
  v: { min_price?: number; max_price?: number; min_area?: number; max_area?: number },
  ctx: z.RefinementCtx,
) {
  for (const [min, max, label] of [
    [v.min_price, v.max_price, 'price'],
    [v.min_area, v.max_area, 'area'],
  ] as const) {
    if (min !== undefined && max !== undefined && max < min) {
      ctx.addIssue({
        code: 'custom',
        path: [`max_${label}`],
        message: SEARCH_TEXTS.rangeInverted(label),
      })
    }
  }
}

/**
 * Both places at once, or a radius or the distance sort without one, is a 422 on its own field: there is no point to
 * measure from (issue 29).
 */
export function nearRules(
  v: {
    near_pin?: string | undefined
    near_city_id?: number | undefined
    radius_km?: number | undefined
    sort?: string | undefined
  },
  ctx: z.RefinementCtx,
) {
  if (v.near_pin !== undefined && v.near_city_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['near_city_id'], message: NEAR_TEXTS.nearBoth })
  }
  if (v.near_pin !== undefined || v.near_city_id !== undefined) return
  if (v.radius_km !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['radius_km'], message: NEAR_TEXTS.radiusWithoutNear })
  }
  if (v.sort === 'distance') {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: NEAR_TEXTS.distanceWithoutNear })
  }
}

/** rangesInOrder and nearRules, the checks across fields of every search. */
export function searchRules(
  v: Parameters<typeof rangesInOrder>[0] & Parameters<typeof nearRules>[0],
  ctx: z.RefinementCtx,
) {
  rangesInOrder(v, ctx)
  nearRules(v, ctx)
}

/** Every filter of a search: the spec's five and issue 15's (saved searches keep these). */
export const SearchFilterSchema = ListingFilterSchema.extend(searchFields).superRefine(searchRules)
export type SearchFilter = z.infer<typeof SearchFilterSchema>

/** GET agents-propertys. */
export const ListingQuerySchema = ListingFilterSchema.extend({
  ...searchFields,
  offset: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(MAX_OFFSET, `Offset must be at most ${formatCount(MAX_OFFSET)}`)
      .default(0),
  ),
  limit: limitSchema(MAX_PAGE_SIZE, PAGE_SIZE),
  /** Absent: `relevance` with a keyword, `newest` without (defaultSort). */
  sort: z.preprocess(blankToUndefined, z.enum(LISTING_SORTS).optional()),
}).superRefine(searchRules)
export type ListingQuery = z.infer<typeof ListingQuerySchema>

/** POST properties: the home page's latest listings. */
export const LatestQuerySchema = ListingFilterSchema.extend({
  limit: limitSchema(LATEST_LIMIT_MAX, 6),
})
export type LatestQuery = z.infer<typeof LatestQuerySchema>
/** The body may be absent altogether (the spec's client posts an empty payload). */
export const LatestBodySchema = z.preprocess((v) => v ?? {}, LatestQuerySchema)

const id = z.number().int()

export const CardPriceSchema = z.object({
  price: z.number(),
  purchase_type: z.number().int(),
  recuring_type: z.number().int().nullable(),
})

/** A listing card: everything public, no contact details. */
export const ListingCardSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  type: z.number().int(),
  image: z.string().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  price: CardPriceSchema.nullable(),
  purchase_type: z.number().int().nullable(),
  address: z.object({ city_name: z.string(), district_name: z.string(), state_name: z.string() }),
  created_at: z.string(),
  /** Length × width (sq.ft), null without both. */
  area: z.number().nullable(),
  /** The warehouse specifications a card shows (issue 15); null when not given. */
  height: z.number().nullable(),
  docks: z.number().int().nullable(),
  power_kva: z.number().int().nullable(),
  fire_noc: z.boolean().nullable(),
  /** An admin checked the documents behind the specifications. */
  verified: z.boolean(),
  /** Kilometres from the `near` point to the listing's map point, one decimal; only with near. */
  distance_km: z.number().optional(),
  /**
   * True when its rate is at least INSIGHT_PERCENT_MIN % below the median of its district (or
   * state) for its kind of deal: the detail's insight line says "below" (issue 30). Browse and
   * the home page's cards only.
   */
  below_median: z.boolean().optional(),
})
export type ListingCard = z.infer<typeof ListingCardSchema>

export const ListingPageSchema = paged(ListingCardSchema).extend({
  /**
   * When the keyword as typed found nothing and the same words spelt as known town names or
   * listing words (at most one edit for words of 4–5 letters, two from 6; a swap of two
   * neighbouring letters is one edit) did: the corrected keyword that was searched instead,
   * lowercase words ('bhiwandi godown'). Absent when the keyword was searched as typed.
   */
  searched_for: z.string().optional(),
})
export type ListingPage = z.infer<typeof ListingPageSchema>

export const LatestResponseSchema = ok(z.array(ListingCardSchema))

export const PropertyIdQuerySchema = z.object({
  property_id: idSchema('Property id'),
  /** The spec's client sends it; the token decides who is asking. */
  user_id: z.unknown().optional(),
})

export const PriceSchema = z.object({
  id,
  property_id: id,
  price: z.number(),
  purchase_type: z.number().int(),
  recuring_type: z.number().int().nullable(),
  security_deposit: z.number().nullable(),
})
export type Price = z.infer<typeof PriceSchema>

export const AttachmentSchema = z.object({
  id,
  img_url: z.string(),
  name: z.string(),
  order_number: z.number().int(),
  description: z.string().nullable(),
  attachment_type: z.string(),
  /** Bytes stored for it (a picture's with its WebP copies). */
  size_bytes: z.number().int(),
})
export type Attachment = z.infer<typeof AttachmentSchema>

/**
 * A listing's document (an attachment that is not a picture: PDF, Word, text, SVG, video) as the
 * detail shows it to everyone who may open the listing: its name, kind and size, never where it
 * is stored. Those who may download it (`pass`) fetch it from GET property/document/{id}
 * (decision 039).
 */
export const ListingDocumentSchema = z.object({
  id,
  name: z.string(),
  /** The stored file's MIME type. */
  attachment_type: z.string(),
  size_bytes: z.number().int(),
})
export type ListingDocument = z.infer<typeof ListingDocumentSchema>

export const DocumentIdParamsSchema = z.object({ id: idSchema('Document id') })

const named = z.object({ name: z.string() })

/**
 * Where a property is. The state, district and city are public; the rest is the owner's
 * contact and leaves the server only when `pass` is true (the keys are absent otherwise).
 */
export const PropertyAddressSchema = z.object({
  state_id: id,
  district_id: id,
  city_id: id,
  state_name: z.string(),
  district_name: z.string(),
  city_name: z.string(),
  state: named,
  district: named,
  city: named,
  address: z.string().optional(),
  pin_code: z.string().optional(),
  phone_number: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
})
export type PropertyAddress = z.infer<typeof PropertyAddressSchema>

/** The warehouse specifications beyond the spec's height (issue 15), each null when not given. */
export const WarehouseSpecsSchema = z.object({
  docks: z.number().int().nullable(),
  /** Tonnes per m². */
  floor_load: z.number().nullable(),
  power_kva: z.number().int().nullable(),
  flooring: z.enum(FLOORINGS).nullable(),
  fire_noc: z.boolean().nullable(),
  security_24x7: z.boolean().nullable(),
  /** Kilometres to the nearest national highway. */
  highway_km: z.number().nullable(),
})
export type WarehouseSpecs = z.infer<typeof WarehouseSpecsSchema>

export const PropertyDetailSchema = z.object({
  id,
  /** The owner: present only when `pass` is true (it would tie listings to one owner otherwise). */
  user_id: id.optional(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.number().int(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  ...WarehouseSpecsSchema.shape,
  verified: z.boolean(),
  image: z.string().nullable(),
  completion_level: z.number().int(),
  created_at: z.string(),
  address: PropertyAddressSchema.nullable(),
  /** Present only when `pass` is true. */
  user: z.object({ user_name: z.string() }).optional(),
})
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>

/**
 * Where a listing stands (the detail's `insight`, decision 065): its rate against the median of
 * its district (its state when the district has too few listings), same kind of deal, all
 * property types. Here rather than in insight-texts.ts, which stays free of Zod (decision 073).
 */
export const ListingInsightSchema = z.object({
  rate: z.number(),
  unit: z.enum(RATE_UNITS),
  purchase_type: z.number().int(),
  median_rate: z.number(),
  /** Listings in the group the median is of. */
  listings: z.number().int(),
  /** Whole percent from the median: negative below, positive above. */
  percent: z.number().int(),
  place: z.enum(['district', 'state']),
  place_name: z.string(),
  state_id: z.number().int(),
  district_id: z.number().int().nullable(),
})
export type ListingInsight = z.infer<typeof ListingInsightSchema>

export const PropertyViewSchema = z.object({
  property: PropertyDetailSchema,
  prices: z.array(PriceSchema),
  /** Its pictures (the carousel's); documents are in `documents`. */
  attachments: z.array(AttachmentSchema),
  /** Its documents, listed for everyone who may open it, downloadable with `pass`. */
  documents: z.array(ListingDocumentSchema),
  /** True when the asker may see the contact details: unlocked, the owner, or an admin. */
  pass: z.boolean(),
  unlock_cost: z.number().int(),
  /** The owner's response score, once they have enough unlocks (issue 13). */
  owner_score: ResponseScoreSchema.nullable().optional(),
  /**
   * True when the owner has earned "Usually replies within a day" by answering visit requests
   * (issue 30; the rule is the response score's, modules/leads).
   */
  owner_replies_within_day: z.boolean().optional(),
  /** For a seeker who unlocked it: until when they may report it, and their latest report. */
  my_report: MyReportSchema.nullable().optional(),
  /**
   * Where its rate stands against the median of its district, or its state when the district
   * has too few listings (issue 30); null without a price and an area or without a big enough
   * group.
   */
  insight: ListingInsightSchema.nullable().optional(),
})
export type PropertyView = z.infer<typeof PropertyViewSchema>
export const PropertyViewResponseSchema = ok(PropertyViewSchema)

/** POST property/unlock. */
export const UnlockBodySchema = z.object({
  property_id: idSchema('Property id'),
})
export const UnlockResponseSchema = ok(
  z.object({ credits: z.number().int(), property: PropertyViewSchema }),
)
