import { INSIGHT_PERCENTILES, INSIGHT_TREND_MONTHS } from '@app/contract/insights'
import { PURCHASE_TYPE } from '@app/contract/listing-texts'
import { IST_TIME_ZONE } from '@app/contract/visits'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import { districts, properties, states } from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'

const p = properties

/**
 * A listing's rate: `properties.rate` (₹ per sq.ft, a rent's or lease's price as its monthly
 * equivalent) for rent and lease; for a sale the price over the area as it is, since the column
 * applies the price's recurrence, which a sale may still carry from the form.
 */
const rate = sql`(case when ${p.purchaseType} = ${sql.raw(String(PURCHASE_TYPE.sale))} then ${p.price}::float8 / ${p.area} else ${p.rate} end)`

/**
 * The listings a rate is read from: published (the one rule), with a rate (a price above 0 and
 * an area: the column is Infinity without them), a kind of deal and a place; of one property
 * type when asked.
 */
function rated(type: number | undefined): SQL {
  return and(
    isPublished,
    sql`${p.rate} < 'Infinity'::float8`,
    sql`${p.price} > 0`,
    sql`${p.purchaseType} is not null`,
    sql`${p.stateId} is not null`,
    sql`${p.districtId} is not null`,
    type === undefined ? undefined : eq(p.type, type),
  )!
}

/** The percentiles of the rate, one sort per group (identical aggregates are computed once). */
const percentiles = sql.raw(`array[${INSIGHT_PERCENTILES.join(', ')}]::float8[]`)
const percentile = (n: 1 | 2 | 3) =>
  sql<number>`(percentile_cont(${percentiles}) within group (order by ${rate}))[${sql.raw(String(n))}]`

export interface GroupRow {
  purchaseType: number
  stateId: number
  stateName: string
  /** Null on a state's row. */
  districtId: number | null
  districtName: string | null
  listings: number
  p25: number
  p50: number
  p75: number
}

/**
 * Every state and every district with its count and percentiles, per kind of deal: one grouped
 * read (two grouping sets) of the published listings, computed by the database.
 */
export function rateGroups(db: Tx, type: number | undefined): Promise<GroupRow[]> {
  return db
    .select({
      purchaseType: sql<number>`${p.purchaseType}`,
      stateId: sql<number>`${p.stateId}`,
      stateName: sql<string>`${states.name}`,
      districtId: sql<number | null>`${p.districtId}`,
      districtName: sql<string | null>`${districts.name}`,
      listings: sql<number>`count(*)::int`,
      p25: percentile(1),
      p50: percentile(2),
      p75: percentile(3),
    })
    .from(p)
    .innerJoin(states, eq(states.id, p.stateId))
    .innerJoin(districts, eq(districts.id, p.districtId))
    .where(rated(type))
    .groupBy(
      sql`grouping sets ((${p.purchaseType}, ${p.stateId}, ${states.name}), (${p.purchaseType}, ${p.stateId}, ${states.name}, ${p.districtId}, ${districts.name}))`,
    )
}

export interface MonthRow {
  purchaseType: number
  /** Null on India's rows. */
  stateId: number | null
  /** Null on a state's and India's rows. */
  districtId: number | null
  /** `YYYY-MM`, India time. */
  month: string
  listings: number
  median: number
}

/**
 * The median rate of the listings published in each of the last INSIGHT_TREND_MONTHS calendar
 * months (India time, the current one included), for India, every state and every district, per
 * kind of deal: one grouped read.
 */
export function rateMonths(db: Tx, type: number | undefined): Promise<MonthRow[]> {
  const zone = sql.raw(`'${IST_TIME_ZONE}'`)
  const month = sql`to_char(${p.publishedAt} at time zone ${zone}, 'YYYY-MM')`
  const since = sql`(date_trunc('month', now() at time zone ${zone}) - ${sql.raw(`interval '${INSIGHT_TREND_MONTHS - 1} months'`)}) at time zone ${zone}`
  return queryRows<MonthRow>(
    db,
    sql`select ${p.purchaseType} as "purchaseType",
        case when grouping(${p.stateId}) = 0 then ${p.stateId} end as "stateId",
        case when grouping(${p.districtId}) = 0 then ${p.districtId} end as "districtId",
        ${month} as month,
        count(*)::int as listings,
        percentile_cont(0.5) within group (order by ${rate}) as median
      from ${p}
      where ${rated(type)} and ${p.publishedAt} >= ${since}
      group by grouping sets ((${p.purchaseType}, ${month}),
        (${p.purchaseType}, ${p.stateId}, ${month}),
        (${p.purchaseType}, ${p.stateId}, ${p.districtId}, ${month}))`,
  )
}
