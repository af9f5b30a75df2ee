import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from './constants'
import { z } from 'zod'
import { ok } from './envelope'
import { blank, id } from './admin-fields'

/* The dashboard's figures. */

/** GET admin/stats. */
export const StatsQuerySchema = z.object({
  days: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('Days must be a whole number')
      .min(1, 'Days must be at least 1')
      .max(STATS_MAX_DAYS, `Days must be at most ${STATS_MAX_DAYS}`)
      .default(STATS_DEFAULT_DAYS),
  ),
})
export type StatsQuery = z.infer<typeof StatsQuerySchema>

export const StatsSchema = z.object({
  days: id,
  users: z.object({
    seekers: id,
    owners: id,
    admins: id,
    blocked: id,
    total: id,
  }),
  listings: z.object({
    published: id,
    incomplete: id,
    hidden: id,
    let: id,
    total: id,
  }),
  unlocks: id,
  credits_sold: id,
  /** Paise paid for credits, all time. */
  revenue_paise: id,
  open_reports: id,
  refunds: id,
  /** One entry per day of the window, oldest first, days with nothing included (zeros). */
  series: z.array(
    z.object({
      /** YYYY-MM-DD, India time. */
      date: z.string(),
      signups: id,
      top_ups_paise: id,
      unlocks: id,
    }),
  ),
  /** Published listings per Indian state, most first. */
  listings_by_state: z.array(z.object({ state_id: id, state: z.string(), count: id })),
})
export type Stats = z.infer<typeof StatsSchema>
export const StatsResponseSchema = ok(StatsSchema)
