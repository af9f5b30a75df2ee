/**
 * The keyword cases of `npm run bench` (issue 29): a keyword on the map over all of India (a word
 * about half the listings hold), against the same map without it, every request a different
 * viewport so no answer is kept; the plan of its cluster query; and the verdicts of both keyword
 * targets (decision 056).
 */
import { INDIA_BBOX } from '@app/contract/constants'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../src/db/client'
import { isPublished } from '../src/domain/listing-policy'
import { cellsQuery } from '../src/modules/map/repository'
import { cellDegrees, gridZoom } from '../src/modules/map/service'
import { measureDistinct, shuffled, type Measured, type Run } from './cases'
import type { BenchResults, Row } from './verdicts'

/** Keyword p99 at most this many times the unfiltered one (issue 29). */
export const KEYWORD_P99_RATIO = 1.5
/** Different viewports per map case: more than a run asks for. */
const VIEWPORTS = 5_000
/** The zoom that shows all of India. */
const INDIA_ZOOM = 5

export interface KeywordMapMeasured {
  word: string
  /** Share of the published listings holding the word. */
  share: number
  plain: Measured | undefined
  keyword: Measured | undefined
  plan: string
  seqScan: boolean
}

/** The alphabetic word of the listings whose share is nearest one half. */
async function halfMarketWord(db: Db) {
  const [row] = await queryRows<{ word: string; share: number }>(
    db,
    sql`with words as (
        select w.word, count(*)::float8 as n
        from properties cross join unnest(tsvector_to_array(properties.search)) as w(word)
        where ${isPublished} and w.word ~ '^[[:alpha:]]{4,}$' group by w.word
      ), total as (select count(*)::float8 as n from properties where ${isPublished})
      select words.word, words.n / total.n as share from words, total
      order by abs(words.n / total.n - 0.5), words.word limit 1`,
  )
  return row ?? { word: 'warehouse', share: 0 }
}

export async function benchKeywordMap(options: {
  db: Db
  base: string
  headers: Record<string, string>
  run: Run
}): Promise<KeywordMapMeasured> {
  const { db, base, headers, run } = options
  const { word, share } = await halfMarketWord(db)
  const [west, south, east, north] = INDIA_BBOX
  // All of India, nudged by a hair per request: a different viewport, so a cache miss.
  const boxes = shuffled(VIEWPORTS).map((i) => [west + i * 1e-5, south, east, north].join(','))
  const items = (extra: string) =>
    boxes.map((bbox) => ({
      method: 'GET' as const,
      path: `/api/properties/map?bbox=${bbox}&zoom=${INDIA_ZOOM}${extra}`,
      ...headers,
    }))
  const plain = await measureDistinct(base, 'map, all of India (cache misses)', items(''), run)
  const keyword = await measureDistinct(
    base,
    `map, all of India, keyword "${word}" (${(share * 100).toFixed(0)}% of the listings; cache misses)`,
    items(`&q=${encodeURIComponent(word)}`),
    run,
  )
  const box = { west, south, east, north }
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`explain ${cellsQuery({ q: word }, box, cellDegrees(gridZoom(box, INDIA_ZOOM)))}`,
  )
  const plan = rows.map((r) => Object.values(r)[0]).join('\n')
  console.log(`  EXPLAIN map clusters, all of India, keyword "${word}":\n${plan}`)
  return { word, share, plain, keyword, plan, seqScan: /Seq Scan on properties/.test(plan) }
}

/**
 * Issue 29's keyword rows: every search case's p99 (the six, the state's name as a keyword among
 * them) against the unfiltered distinct offsets' p99 of the same run; the keyword map against
 * the plain map, and its plan.
 */
export function keywordVerdicts(results: BenchResults): Row[] {
  const { opts, listing, search, keywordMap } = results
  const row = (label: string, target: string, m: { measured: string; ok: boolean } | undefined) =>
    m
      ? { label, target, ...m, verdict: m.ok ? 'PASS' : 'FAIL' }
      : { label, target, measured: 'no result (see above)', ok: false, verdict: 'FAIL' }
  const skipped = (label: string, target: string): Row => ({
    label,
    target,
    measured: 'not run',
    ok: undefined,
    verdict: 'skipped',
  })
  const target = `≤ ${KEYWORD_P99_RATIO}×`
  const searchLabel =
    'keyword: filtered search p99, every offset (worst of the six cases) vs distinct offsets p99'
  const mapLabel = 'keyword: map of all India, half the market matching, p99 vs plain map; plan'
  const out: Row[] = []
  if (!opts.parts.has('search') || !opts.parts.has('listings')) {
    out.push(skipped(searchLabel, target))
  } else {
    const worstOf = (cases: (Measured | undefined)[]) =>
      cases.length > 0 && cases.every((c) => c !== undefined)
        ? cases.reduce((a, c) => (c!.p99 > a!.p99 ? c : a))!
        : undefined
    // Measured as the unfiltered distinct offsets are: every offset, a whole run (search.ts).
    const worst = worstOf((search ?? []).map((s) => s.everyOffset))
    // The bursts of 1,000 near the start and at the end, for comparison.
    const burst = worstOf((search ?? []).flatMap((s) => [s.shallow, s.deep]))
    const distinct = listing.distinct
    out.push(
      row(
        searchLabel,
        target,
        distinct && worst
          ? (() => {
              const r = worst.p99 / distinct.p99
              const bursts = burst
                ? `; the bursts of 1,000 offsets: ${(burst.p99 / distinct.p99).toFixed(2)}× (${burst.p99.toFixed(1)} ms, ${burst.name})`
                : ''
              return {
                measured: `${r.toFixed(2)}× (${worst.p99.toFixed(1)} ms, ${worst.name}; unfiltered ${distinct.p99.toFixed(1)} ms)${bursts}`,
                ok: r <= KEYWORD_P99_RATIO,
              }
            })()
          : undefined,
      ),
    )
  }
  if (!opts.parts.has('search')) out.push(skipped(mapLabel, `${target}, no sequential scan`))
  else {
    const m = keywordMap
    out.push(
      row(
        mapLabel,
        `${target}, no sequential scan`,
        m?.plain && m.keyword
          ? {
              measured: `${(m.keyword.p99 / m.plain.p99).toFixed(2)}× (${m.keyword.p99.toFixed(1)} / ${m.plain.p99.toFixed(1)} ms, "${m.word}"); ${m.seqScan ? 'a sequential scan' : 'no sequential scan'}`,
              ok: m.keyword.p99 / m.plain.p99 <= KEYWORD_P99_RATIO && !m.seqScan,
            }
          : undefined,
      ),
    )
  }
  return out
}
