import { sql } from 'drizzle-orm'
import type { Config } from '../src/config'
import { queryRows, type Db } from '../src/db/client'
import { isPublished } from '../src/domain/listing-policy'
import type { FeedItem } from './feed'
import { searchCases } from './search'
import { createSeekers, paidOrders } from './wallet-data'

/**
 * The soak's traffic (issue 29): what people do on the site, in these shares of the requests.
 * Browse pages with varied filters, sorts and depths; listing details; keyword searches; map
 * viewports; and the money: unlocks of new listings and top-up confirmations (first-time each).
 */
export const SOAK_MIX = {
  browse: 0.6,
  detail: 0.2,
  keyword: 0.1,
  map: 0.05,
  unlock: 0.03,
  topUp: 0.02,
} as const
export type SoakKind = keyof typeof SOAK_MIX

/** Seekers unlocking during the soak (each unlock of a listing it has not unlocked yet). */
const SOAK_SEEKERS = 50
/** The deepest offset keyword and issue-15 filter pages go to (their matches are fewer). */
const FILTERED_DEPTH = 200
/** Viewports: a city (zoom 11-13), a region (7-9), the whole country (4-5). */
const VIEWPORTS: [west: number, south: number, east: number, north: number, zoom: number][] = [
  [72.7, 18.8, 73.2, 19.3, 12],
  [76.8, 28.4, 77.5, 28.9, 11],
  [77.4, 12.8, 77.8, 13.1, 13],
  [80.1, 12.9, 80.3, 13.2, 12],
  [78.2, 17.2, 78.7, 17.6, 11],
  [72.5, 18.0, 75.5, 21.0, 8],
  [76.0, 27.0, 79.0, 30.0, 7],
  [83.0, 24.0, 88.0, 27.5, 7],
  [68.0, 8.0, 97.5, 37.0, 4],
  [68.0, 8.0, 97.5, 37.0, 5],
]
const SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc', 'rate_asc']

export interface SoakShape {
  /** The deepest full page unfiltered, and for the state + type filter. */
  deepest: number
  filter: { stateId: number; type: number; deepest: number }
}

const randomInt = (max: number) => Math.floor(Math.random() * (max + 1))
const pick = <T>(xs: readonly T[]) => xs[randomInt(xs.length - 1)]!
const qs = (q: Record<string, string | number>) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')

/** A kind for each of `count` requests, in these shares, shuffled. */
export function soakKinds(count: number): SoakKind[] {
  const kinds: SoakKind[] = []
  for (const [kind, share] of Object.entries(SOAK_MIX) as [SoakKind, number][]) {
    for (let i = 0; i < Math.round(count * share); i++) kinds.push(kind)
  }
  while (kinds.length < count) kinds.push('browse')
  kinds.length = count
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = randomInt(i)
    ;[kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!]
  }
  return kinds
}

/** A read of `kind` (browse, detail, keyword or map) by one of the sessions. */
function readItem(
  kind: SoakKind,
  shape: SoakShape,
  ids: Int32Array,
  keywords: string[],
  authorization: string,
): FeedItem {
  const { deepest, filter } = shape
  let path: string
  if (kind === 'detail') {
    path = `/api/property/view?property_id=${ids[randomInt(ids.length - 1)]}`
  } else if (kind === 'keyword') {
    path = `/api/agents-propertys?${qs({ q: pick(keywords), sort: pick(SORTS), offset: randomInt(FILTERED_DEPTH) })}`
  } else if (kind === 'map') {
    const [w, s, e, n, zoom] = pick(VIEWPORTS)
    path = `/api/properties/map?${qs({ bbox: `${w},${s},${e},${n}`, zoom })}`
  } else {
    const r = Math.random()
    const query: Record<string, string | number> =
      r < 0.4
        ? { sort: pick(SORTS), offset: randomInt(deepest) }
        : r < 0.7
          ? { state_id: filter.stateId, type: filter.type, offset: randomInt(filter.deepest) }
          : {
              ...pick(
                searchCases(filter.stateId, pick(keywords))
                  .filter(([label]) => !label.startsWith('keyword'))
                  .map(([, q]) => q),
              ),
              offset: randomInt(FILTERED_DEPTH),
            }
    path = `/api/agents-propertys?${qs(query)}`
  }
  return { method: 'GET', path, authorization }
}

/**
 * `count` requests of the soak's mix, in a shuffled order, each first-time where it writes:
 * unlocks by SOAK_SEEKERS new seekers of listings they have not unlocked, confirmations of
 * orders paid at the sandbox and not confirmed yet (wallet-data.ts). Answers the requests and
 * their kinds.
 */
export async function soakItems(
  db: Db,
  config: Config,
  shape: SoakShape,
  count: number,
): Promise<{ items: FeedItem[]; kinds: SoakKind[] }> {
  const kinds = soakKinds(count)
  const ids = Int32Array.from(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from properties where ${isPublished} order by random()`,
      )
    ).map((r) => r.id),
  )
  const states = await queryRows<{ name: string }>(db, sql`select name from states`)
  const keywords = [...states.map((s) => s.name), 'cold storage', 'warehouse', 'godown']
  const unlocks = kinds.filter((k) => k === 'unlock').length
  const perSeeker = Math.ceil(unlocks / SOAK_SEEKERS)
  const seekers = await createSeekers(db, SOAK_SEEKERS, Math.max(1, perSeeker) * config.unlockCost)
  const topUps = await paidOrders(db, config, kinds.filter((k) => k === 'topUp').length)
  const span = Math.floor(ids.length / SOAK_SEEKERS)
  let unlock = 0
  let topUp = 0
  const items = kinds.map((kind, i): FeedItem => {
    if (kind === 'unlock') {
      const s = unlock % SOAK_SEEKERS
      const k = Math.floor(unlock++ / SOAK_SEEKERS)
      return {
        path: '/api/property/unlock',
        authorization: seekers[s]!.authorization,
        body: JSON.stringify({ property_id: ids[(s * span + k) % ids.length] }),
      }
    }
    if (kind === 'topUp') return { path: '/api/wallet/verify', ...topUps[topUp++]! }
    return readItem(kind, shape, ids, keywords, seekers[i % SOAK_SEEKERS]!.authorization)
  })
  return { items, kinds }
}
