import type { Stats } from '@app/contract/admin'
import { USER_TYPE } from '@app/contract/auth-texts'
import { COMPLETION_LEVEL } from '@app/contract/listing-texts'
import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import {
  paymentOrders,
  properties,
  propertyReports,
  states,
  unlocks,
  users,
} from '../../db/schema/index'
import { isPublished, listingStatus } from '../../domain/listing-policy'

/**
 * The dashboard's figures (GET admin/stats), each computed by the database: counts with filters
 * and sums over the tables, a daily series over `generate_series` so that days with nothing show
 * as zeros. Days are India's calendar days. No row is loaded into memory.
 */

/** The calendar the dashboard counts days in. */
const TIME_ZONE = 'Asia/Kolkata'
const lit = (value: number | string) =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value}'`)
const PAID = lit(PAYMENT_STATUS.success)

/** Sums come back as bigint, which the drivers hand over as strings or numbers. */
type Big = string | number
const toNumber = (value: Big) => Number(value)

interface Totals {
  seekers: number
  owners: number
  admins: number
  blocked: number
  users_total: number
  published: number
  incomplete: number
  hidden: number
  let: number
  listings_total: number
  unlocks: number
  credits_sold: Big
  revenue_paise: Big
  open_reports: number
  refunds: number
}

async function totals(db: Tx) {
  const [row] = await queryRows<Totals>(
    db,
    sql`select * from
      (select
        count(*) filter (where ${users.userType} = ${lit(USER_TYPE.seeker)})::int as seekers,
        count(*) filter (where ${users.userType} = ${lit(USER_TYPE.owner)})::int as owners,
        count(*) filter (where ${users.userType} = ${lit(USER_TYPE.admin)})::int as admins,
        count(*) filter (where ${users.blockedAt} is not null)::int as blocked,
        count(*)::int as users_total
      from ${users}) as u,
      (select
        count(*) filter (where ${isPublished})::int as published,
        count(*) filter (
          where ${properties.completionLevel} < ${lit(COMPLETION_LEVEL.complete)})::int as incomplete,
        count(*) filter (where ${properties.hiddenAt} is not null)::int as hidden,
        count(*) filter (where ${listingStatus} = 'let')::int as let,
        count(*)::int as listings_total
      from ${properties}) as l,
      (select count(*)::int as unlocks from ${unlocks}) as k,
      (select
        coalesce(sum(${paymentOrders.credits}), 0)::bigint as credits_sold,
        coalesce(sum(${paymentOrders.amountPaise}), 0)::bigint as revenue_paise
      from ${paymentOrders} where ${paymentOrders.status} = ${PAID}) as o,
      (select
        count(*) filter (where ${propertyReports.status} = 'open')::int as open_reports,
        count(*) filter (where ${propertyReports.status} = 'refunded')::int as refunds
      from ${propertyReports}) as r`,
  )
  return row!
}

interface SeriesRow {
  date: string
  signups: number
  top_ups_paise: Big
  unlocks: number
}

/** One row per India day of the last `days` up to `now`'s, oldest first, zeros included. */
function series(db: Tx, days: number, now: Date) {
  // The India day of a moment, and the moment an India day begins.
  const dayOf = (column: AnyColumn) => sql`(${column} at time zone ${lit(TIME_ZONE)})::date`
  return queryRows<SeriesRow>(
    db,
    sql`with first as (
        select (${now.toISOString()}::timestamptz at time zone ${lit(TIME_ZONE)})::date
          - ${days - 1}::int as day
      ),
      bounds as (
        select day, (day::timestamp at time zone ${lit(TIME_ZONE)}) as since from first
      ),
      days as (
        select g::date as day from bounds,
          generate_series(bounds.day::timestamp, bounds.day::timestamp + ${days - 1}::int * interval '1 day',
            interval '1 day') as g
      ),
      signups as (
        select ${dayOf(users.createdAt)} as day, count(*)::int as n
        from ${users}, bounds where ${users.createdAt} >= bounds.since group by 1
      ),
      top_ups as (
        select ${dayOf(paymentOrders.paidAt)} as day, sum(${paymentOrders.amountPaise}) as paise
        from ${paymentOrders}, bounds
        where ${paymentOrders.status} = ${PAID} and ${paymentOrders.paidAt} >= bounds.since
        group by 1
      ),
      unlocked as (
        select ${dayOf(unlocks.createdAt)} as day, count(*)::int as n
        from ${unlocks}, bounds where ${unlocks.createdAt} >= bounds.since group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce(signups.n, 0) as signups,
        coalesce(top_ups.paise, 0)::bigint as top_ups_paise,
        coalesce(unlocked.n, 0) as unlocks
      from days
        left join signups on signups.day = days.day
        left join top_ups on top_ups.day = days.day
        left join unlocked on unlocked.day = days.day
      order by days.day`,
  )
}

/** Published listings per state, most first. */
function byState(db: Tx) {
  const count = sql<number>`count(*)::int`
  return db
    .select({ state_id: states.id, state: states.name, count })
    .from(properties)
    .innerJoin(states, eq(states.id, properties.stateId))
    .where(isPublished)
    .groupBy(states.id, states.name)
    .orderBy(desc(count), asc(states.name))
}

export async function stats(db: Tx, days: number, now: Date): Promise<Stats> {
  const t = await totals(db)
  const daily = await series(db, days, now)
  const states = await byState(db)
  return {
    days,
    users: {
      seekers: t.seekers,
      owners: t.owners,
      admins: t.admins,
      blocked: t.blocked,
      total: t.users_total,
    },
    listings: {
      published: t.published,
      incomplete: t.incomplete,
      hidden: t.hidden,
      let: t.let,
      total: t.listings_total,
    },
    unlocks: t.unlocks,
    credits_sold: toNumber(t.credits_sold),
    revenue_paise: toNumber(t.revenue_paise),
    open_reports: t.open_reports,
    refunds: t.refunds,
    series: daily.map((d) => ({
      date: d.date,
      signups: d.signups,
      top_ups_paise: toNumber(d.top_ups_paise),
      unlocks: d.unlocks,
    })),
    listings_by_state: states,
  }
}
