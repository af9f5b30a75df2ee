import { z } from 'zod'
import { ok } from './envelope'
import { RATE_UNITS } from './insight-texts'
import { ListingFilterSchema } from './listing'

export * from './insight-texts'
export { ListingInsightSchema, type ListingInsight } from './listing'

/** GET insights/rates (issue 30, decision 065): its query and answer. */

/**
 * GET insights/rates: the listing filters' place and kind (the same bounds and messages).
 * Without `purchase_type` every kind of deal comes, each in its own groups: a rent and a sale
 * price are never counted together.
 */
export const InsightQuerySchema = ListingFilterSchema.pick({
  state_id: true,
  district_id: true,
  type: true,
  purchase_type: true,
})
export type InsightQuery = z.infer<typeof InsightQuerySchema>

const id = z.number().int()
const rate = z.number()

/**
 * One row of the table: a state (district null; its figures count all its listings) or a
 * district with INSIGHT_GROUP_MIN listings or more.
 */
export const RateGroupSchema = z.object({
  state_id: id,
  state_name: z.string(),
  district_id: id.nullable(),
  district_name: z.string().nullable(),
  purchase_type: z.number().int(),
  /** The asked property type, null when all types count. */
  type: z.number().int().nullable(),
  unit: z.enum(RATE_UNITS),
  listings: z.number().int(),
  p25_rate: rate,
  median_rate: rate,
  p75_rate: rate,
  /**
   * A state's row only: its listings in districts too small to be shown on their own (counted in
   * the state's figures).
   */
  other_listings: z.number().int().optional(),
})
export type RateGroup = z.infer<typeof RateGroupSchema>

/** The median of the listings published in one month (India time) in the asked place. */
export const TrendPointSchema = z.object({
  purchase_type: z.number().int(),
  /** `YYYY-MM`. */
  month: z.string(),
  listings: z.number().int(),
  median_rate: rate,
})
export type TrendPoint = z.infer<typeof TrendPointSchema>

export const RatesSchema = z.object({
  /** States by name, each followed by its shown districts by name; per kind of deal. */
  groups: z.array(RateGroupSchema),
  /**
   * Per kind of deal, oldest month first, for the asked district (when it is shown on its own),
   * else the asked state, else India; empty for a kind with fewer than INSIGHT_TREND_MIN_MONTHS
   * months of data.
   */
  trend: z.array(TrendPointSchema),
})
export type Rates = z.infer<typeof RatesSchema>
export const RatesResponseSchema = ok(RatesSchema)
