import { MONTHLY_FACTOR } from './constants'
import { PURCHASE_TYPE } from './listing-texts'
import type { ListingInsight } from './listing'
import { formatRupeesExact, plural } from './numbers'

/*
 * Rent and price insight (issue 30, decision 065): what published listings ask per square foot,
 * by state and district, the 25th, 50th and 75th percentile of each group, and the median of
 * the listings published each month. Free of Zod, as the other texts: the layout's footer link and
 * the listing cards read it, and a schema here put Zod in the entry chunk (decision 073). The
 * detail's ListingInsightSchema is in listing.ts; insights.ts re-exports both.
 */

/**
 * A group (a district, a state, a month) with fewer listings than this is not shown on its own:
 * a district's listings then count only in its state's figures, so no one owner's price can be
 * read off a table row.
 */
export const INSIGHT_GROUP_MIN = 5
/** The trend is given once this many months each have INSIGHT_GROUP_MIN listings or more... */
export const INSIGHT_TREND_MIN_MONTHS = 3
/** ...out of the last this many calendar months (India time), the current one included. */
export const INSIGHT_TREND_MONTHS = 12
/** The percentiles each group gives, in order: p25_rate, median_rate, p75_rate. */
export const INSIGHT_PERCENTILES = [0.25, 0.5, 0.75] as const
/** Rates are given to the paisa. */
export const RATE_DECIMALS = 2
/**
 * A listing is "below" or "above" its median only when it is at least this many percent away
 * once rounded: the detail says "8% below", the card's mark agrees with it.
 */
export const INSIGHT_PERCENT_MIN = 1

/** The web page's path (linked from the footer and from every listing's insight line). */
export const INSIGHTS_PATH = '/insights'

/**
 * A rate's unit: ₹ per sq.ft and month for a rent or a lease (its monthly equivalent), ₹ per
 * sq.ft for a sale.
 */
export const RATE_UNITS = ['per_sqft_month', 'per_sqft'] as const
export type RateUnit = (typeof RATE_UNITS)[number]
export const rateUnitOf = (purchaseType: number): RateUnit =>
  purchaseType === PURCHASE_TYPE.sale ? 'per_sqft' : 'per_sqft_month'
export const RATE_UNIT_LABEL: Record<RateUnit, string> = {
  per_sqft_month: 'per sq.ft a month',
  per_sqft: 'per sq.ft',
}

/**
 * A listing's rate as the insight reads it (decision 065): the price over length × width, a
 * rent's or lease's price as its monthly equivalent (MONTHLY_FACTOR, as the database's
 * `properties.rate`), a sale's as it is; undefined without a price above 0 or an area.
 */
export function rateOf(listing: {
  purchaseType: number | null | undefined
  price: number | null | undefined
  recuringType: number | null | undefined
  area: number | null | undefined
}): number | undefined {
  const { purchaseType, price, recuringType, area } = listing
  if (!purchaseType || !price || price <= 0 || !area || area <= 0) return undefined
  const monthly = purchaseType === PURCHASE_TYPE.sale ? 1 : (MONTHLY_FACTOR[recuringType ?? 0] ?? 1)
  return (price * monthly) / area
}

/** How far `rate` is from `median`, in whole percent (negative: below). */
export const percentFrom = (rate: number, median: number) =>
  median > 0 ? Math.round((rate / median - 1) * 100) : 0

const rupees = (n: number) => formatRupeesExact(n)

export const INSIGHT_TEXTS = {
  pageTitle: 'Market insights',
  heading: 'Warehouse rents and prices across India',
  intro:
    'What published listings ask per square foot, by state and district: the median and the middle half (25th to 75th percentile).',
  rollUp: `A district with fewer than ${INSIGHT_GROUP_MIN} listings is counted in its state only, so no single owner's price can be read off.`,
  shareTitle: 'Warehouse rents and prices by state and district',
  shareDescription:
    'Median rent and sale price per sq.ft of warehouses and godowns in each Indian state and district, from published listings, with the trend by month.',
  footerLink: 'Market insights',
  /** The insight line's link to the page. */
  compareLink: 'See market rates',
  belowMedian: 'Below median',
  noData: 'Not enough listings yet to show rates for these filters.',
  trendTitle: 'Median by month',
  trendWaiting: `The trend by month appears once ${INSIGHT_TREND_MIN_MONTHS} months each have ${INSIGHT_GROUP_MIN} or more new listings.`,
  otherDistricts: (n: number) => `Other districts: ${plural(n, 'listing')}`,
  /** '₹21.60 per sq.ft a month' */
  rate: (value: number, unit: RateUnit) => `${rupees(value)} ${RATE_UNIT_LABEL[unit]}`,
  /** 'Thane district' or 'Maharashtra'. */
  placeName: (insight: Pick<ListingInsight, 'place' | 'place_name'>) =>
    insight.place === 'district' ? `${insight.place_name} district` : insight.place_name,
  /** '₹21.60 per sq.ft a month, 8% below the median of Thane district (42 listings)' */
  line: (insight: ListingInsight) => {
    const where = `the median of ${INSIGHT_TEXTS.placeName(insight)} (${plural(insight.listings, 'listing')})`
    const away = Math.abs(insight.percent)
    const standing =
      away < INSIGHT_PERCENT_MIN
        ? `at ${where}`
        : `${away}% ${insight.percent < 0 ? 'below' : 'above'} ${where}`
    return `${INSIGHT_TEXTS.rate(insight.rate, insight.unit)}, ${standing}`
  },
} as const
