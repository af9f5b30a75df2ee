import { type Measured } from './cases'
import { PGLITE_CONNECTIONS, PGLITE_DEEP_OFFSET, type PgliteResult } from './pglite'
import { FLAT_RATIO, FLAT_SLACK, mb, SOAK_LOAD_SHARE, thirds, type SoakResult } from './soak'
import { keywordVerdicts, type KeywordMapMeasured } from './keyword'
import { type SearchMeasured } from './search'
import { type WalletResult } from './wallet'
import { walletRows } from './wallet-verdicts'
import type { Options, Part } from './options'

/** The issue's targets (issue 12, performance). */
export const TARGET = {
  shareOfCeiling: 0.7,
  listingP99Ms: 30,
  deepMeanRatio: 1.5,
  detailP95Ms: 20,
  /** Issue 29: the soak's mix in an open loop. */
  soakP99Ms: 100,
  idleRssMb: 120,
  loadRssMb: 200,
  pgliteRssMb: 300,
  pgliteP99Ms: 100,
} as const
/** The issue's middle-of-the-range page. */
export const MID_OFFSET = 50_000

type Listing = Record<string, Measured | undefined>

/** What each part measured (undefined: not run, or a case whose checked request failed). */
export interface BenchResults {
  opts: Options
  startedAt: Date
  loadAtStart: string
  loadAtEnd: string
  pgliteVersion: string
  listing: Listing
  ceilingBytes: number
  wallet: WalletResult | undefined
  search: SearchMeasured[] | undefined
  /** The keyword on the map (bench/keyword.ts), run with the search part. */
  keywordMap?: KeywordMapMeasured | undefined
  soak: SoakResult | undefined
  pglite: PgliteResult | undefined
  pgVersion: string
  deepest: number
  stDeepest: number
  failedParts: string[]
}

export interface Row {
  label: string
  measured: string
  target: string
  /** undefined: informational, or the part was not run. */
  ok: boolean | undefined
  verdict: string
}

/** The ceiling: the mean req/s of its two runs (at the start and the end of the listing cases). */
export function ceilingRps(listing: Listing): number | undefined {
  const runs = [listing.ceiling, listing.ceilingAgain].filter((c) => c !== undefined)
  return runs.length === 0 ? undefined : runs.reduce((n, c) => n + c.rps, 0) / runs.length
}

/** Every row of the issue's table, then the extra rows, each with its verdict. */
export function verdicts(results: BenchResults) {
  const { opts, listing, wallet, search, soak, pglite, deepest, stDeepest, failedParts } = results
  const rows: Row[] = []
  const extra: Row[] = []
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const ran = (part: Part) => opts.parts.has(part)
  const add = (
    to: Row[],
    label: string,
    target: string,
    part: Part,
    measure: () => { measured: string; ok: boolean | undefined } | undefined,
  ) => {
    if (!ran(part)) {
      to.push({ label, measured: 'not run', target, ok: undefined, verdict: 'skipped' })
      return
    }
    const m = measure()
    if (!m) {
      to.push({ label, measured: 'no result (see above)', target, ok: false, verdict: 'FAIL' })
      return
    }
    to.push({ label, target, ...m, verdict: m.ok === undefined ? 'info' : m.ok ? 'PASS' : 'FAIL' })
  }
  const L = listing
  const ratio = (deep?: Measured, shallow?: Measured) =>
    deep && shallow ? deep.mean / shallow.mean : undefined

  add(
    rows,
    'listing offset 0, req/s vs the ceiling',
    `≥ ${TARGET.shareOfCeiling * 100}%`,
    'listings',
    () => {
      const ceilings = [L.ceiling, L.ceilingAgain]
      if (!L.offset0 || ceilings.some((c) => !c)) return undefined
      const [low, high] = ceilings.map((c) => Math.round(c!.rps)).sort((a, b) => a - b)
      const share = L.offset0.rps / ceilingRps(listing)!
      return {
        measured: `${Math.round(L.offset0.rps).toLocaleString('en')} vs ${low!.toLocaleString('en')}–${high!.toLocaleString('en')} (${(share * 100).toFixed(0)}% of their mean)`,
        ok: share >= TARGET.shareOfCeiling,
      }
    },
  )
  add(
    rows,
    `listing p99 at offset 0 / state+type / offset ${MID_OFFSET.toLocaleString('en')}`,
    `< ${TARGET.listingP99Ms} ms, every case`,
    'listings',
    () => {
      const cs = [L.offset0, L.st0, L.mid]
      if (cs.some((c) => !c)) return undefined
      return {
        measured: `${cs.map((c) => c!.p99.toFixed(0)).join(' / ')} ms`,
        ok: cs.every((c) => c!.p99 < TARGET.listingP99Ms),
      }
    },
  )
  add(
    rows,
    `deep page vs offset 0, mean latency (offset ${MID_OFFSET.toLocaleString('en')} / ${deepest.toLocaleString('en')})`,
    `≤ ${TARGET.deepMeanRatio}× up to the deepest offset the API allows`,
    'listings',
    () => {
      const rs = [ratio(L.mid, L.offset0), ratio(L.deepest, L.offset0)]
      if (rs.some((r) => r === undefined)) return undefined
      return {
        measured: `${rs.map((r) => `${r!.toFixed(2)}×`).join(' / ')} (${[L.offset0, L.mid, L.deepest].map((c) => c!.mean.toFixed(1)).join(' / ')} ms)`,
        ok: rs.every((r) => r! <= TARGET.deepMeanRatio),
      }
    },
  )
  add(rows, 'detail p95 (distinct listings)', `< ${TARGET.detailP95Ms} ms`, 'listings', () =>
    L.detail ? { measured: ms(L.detail.p95!), ok: L.detail.p95! < TARGET.detailP95Ms } : undefined,
  )
  const searchCases = search ?? []
  const searched = (each: (s: SearchMeasured) => Measured | undefined) =>
    searchCases.length > 0 && searchCases.every((s) => each(s) !== undefined)
  add(
    rows,
    'search (issue 15) p99, each filter case, near the start / at the end',
    `< ${TARGET.listingP99Ms} ms, every case`,
    'search',
    () => {
      if (!searched((s) => s.shallow) || !searched((s) => s.deep)) return undefined
      const p99s = searchCases.map((s) => [s.shallow!.p99, s.deep!.p99])
      return {
        measured: p99s.map((p) => p.map((v) => v.toFixed(1)).join(' / ')).join('; ') + ' ms',
        ok: p99s.flat().every((v) => v < TARGET.listingP99Ms),
      }
    },
  )
  add(
    rows,
    'search deep vs start, mean latency, each filter case',
    `≤ ${TARGET.deepMeanRatio}×`,
    'search',
    () => {
      if (!searched((s) => s.shallow) || !searched((s) => s.deep)) return undefined
      const rs = searchCases.map((s) => ratio(s.deep, s.shallow)!)
      return {
        measured: rs.map((r) => `${r.toFixed(2)}×`).join(' / '),
        ok: rs.every((r) => r <= TARGET.deepMeanRatio),
      }
    },
  )
  add(rows, 'search plans: no sequential scan (EXPLAIN above)', 'none', 'search', () =>
    searchCases.length > 0
      ? {
          measured: `${searchCases.filter((s) => s.seqScan).length} of ${searchCases.length * 2} plans`,
          ok: searchCases.every((s) => !s.seqScan),
        }
      : undefined,
  )
  walletRows(wallet, (label, target, measure) => add(rows, label, target, 'wallet', measure))
  const load = soak?.samples.filter((s) => s.phase === 'load') ?? []
  const idle = soak?.samples.filter((s) => s.phase === 'idle') ?? []
  const start = soak?.samples.find((s) => s.phase === 'start')
  add(rows, 'API RSS right after start', `≤ ${TARGET.idleRssMb} MB`, 'soak', () =>
    start
      ? { measured: `${mb(start.apiRss)} MB`, ok: start.apiRss <= TARGET.idleRssMb * 2 ** 20 }
      : undefined,
  )
  add(
    rows,
    `API RSS under load (max of ${load.length} samples; idle after)`,
    `≤ ${TARGET.loadRssMb} MB`,
    'soak',
    () => {
      if (load.length === 0) return undefined
      const max = Math.max(...load.map((s) => s.apiRss))
      return {
        measured: `${mb(max)} MB (idle after: ${idle.map((s) => mb(s.apiRss)).join(', ')} MB)`,
        ok: max <= TARGET.loadRssMb * 2 ** 20,
      }
    },
  )
  add(
    rows,
    `soak: p99 of the mix in an open loop at ${SOAK_LOAD_SHARE * 100}% of its measured capacity; errors`,
    `< ${TARGET.soakP99Ms} ms, 0 errors`,
    'soak',
    () =>
      soak
        ? {
            measured: `${ms(soak.p99)} (p50 ${ms(soak.p50)}) at ${Math.round(soak.rate).toLocaleString('en')} req/s of ${Math.round(soak.capacity).toLocaleString('en')}; ${soak.requests.toLocaleString('en')} requests (${soak.unlocks.toLocaleString('en')} unlocks), ${soak.failures} failed; ${soak.detail}`,
            ok: soak.p99 < TARGET.soakP99Ms && soak.failures === 0,
          }
        : undefined,
  )
  const flatTarget = `flat: last third's max ≤ ${FLAT_RATIO}× first third's max + ${mb(FLAT_SLACK)} MB`
  add(
    rows,
    'API RSS flat under load (max of first → last third of samples)',
    flatTarget,
    'soak',
    () => {
      if (load.length < 2) return undefined
      const t = thirds(load.map((s) => s.apiRss))
      return { measured: `${mb(t.first)} → ${mb(t.last)} MB`, ok: t.flat }
    },
  )
  add(
    rows,
    'PostgreSQL backend private memory under paging load (largest backend, first → last third; idle)',
    flatTarget,
    'soak',
    () => {
      if (load.length < 2) return undefined
      const t = thirds(load.map((s) => s.pgMax))
      return {
        measured: `${mb(t.first)} → ${mb(t.last)} MB (idle: ${idle.map((s) => mb(s.pgMax)).join(', ')} MB)`,
        ok: t.flat,
      }
    },
  )
  add(
    rows,
    'embedded PGlite: RSS after a cold start',
    `≤ ${TARGET.pgliteRssMb} MB`,
    'pglite',
    () =>
      pglite
        ? {
            measured: `${mb(pglite.coldRss)} MB (after the load: ${mb(pglite.afterRss)} MB)`,
            ok: pglite.coldRss <= TARGET.pgliteRssMb * 2 ** 20,
          }
        : undefined,
  )
  add(
    rows,
    `embedded PGlite: listing p99 at ${PGLITE_CONNECTIONS} connections (offset 0 / ${PGLITE_DEEP_OFFSET.toLocaleString('en')})`,
    `< ${TARGET.pgliteP99Ms} ms`,
    'pglite',
    () => {
      const cs = [pglite?.cases.offset0, pglite?.cases.deep]
      if (cs.some((c) => !c)) return undefined
      return {
        measured: `${cs.map((c) => c!.p99.toFixed(0)).join(' / ')} ms`,
        ok: cs.every((c) => c!.p99 < TARGET.pgliteP99Ms),
      }
    },
  )
  rows.push({
    label: 'Lighthouse mobile performance /, /property, /property/{id}, /login',
    measured: 'not measured here: npm run lighthouse',
    target: '≥ 95 each, LCP ≤ 2.0 s',
    ok: undefined,
    verdict: '-',
  })

  // Extra rows: what a page cache could hide, and the rest of what was measured.
  add(
    extra,
    'listing p99, distinct offsets (cache misses)',
    `< ${TARGET.listingP99Ms} ms`,
    'listings',
    () =>
      L.distinct
        ? {
            measured: `${ms(L.distinct.p99)} (of the ${L.distinct.distinct} never asked before; ${L.distinct.requests} requests in all)`,
            ok: L.distinct.p99 < TARGET.listingP99Ms,
          }
        : undefined,
  )
  add(
    extra,
    'distinct offsets (cache misses) vs offset 0, mean latency',
    `≤ ${TARGET.deepMeanRatio}×`,
    'listings',
    () => {
      const r = ratio(L.distinct, L.offset0)
      return r === undefined
        ? undefined
        : {
            measured: `${r.toFixed(2)}× (${L.distinct!.mean.toFixed(1)} ms)`,
            ok: r <= TARGET.deepMeanRatio,
          }
    },
  )
  add(
    extra,
    `state+type deepest page (offset ${stDeepest.toLocaleString('en')}) vs its offset 0, mean latency`,
    `≤ ${TARGET.deepMeanRatio}×`,
    'listings',
    () => {
      const r = ratio(L.stDeepest, L.st0)
      return r === undefined
        ? undefined
        : { measured: `${r.toFixed(2)}×`, ok: r <= TARGET.deepMeanRatio }
    },
  )
  add(
    extra,
    'PostgreSQL backends of the API, private memory summed (first → last third; idle)',
    'reported',
    'soak',
    () => {
      if (load.length < 2) return undefined
      const t = thirds(load.map((s) => s.pgSum))
      return {
        measured: `${mb(t.first)} → ${mb(t.last)} MB (idle: ${idle.map((s) => mb(s.pgSum)).join(', ')} MB)`,
        ok: undefined,
      }
    },
  )
  add(
    extra,
    'PGlite: listing p99, distinct offsets (cache misses)',
    `< ${TARGET.pgliteP99Ms} ms`,
    'pglite',
    () => {
      const d = pglite?.cases.distinct
      return d ? { measured: ms(d.p99), ok: d.p99 < TARGET.pgliteP99Ms } : undefined
    },
  )

  // Issue 29's keyword targets (bench/keyword.ts).
  extra.push(...keywordVerdicts(results))

  const measuredCases = [
    ...Object.values(listing),
    ...(pglite ? Object.values(pglite.cases) : []),
  ].filter((c): c is Measured => c !== undefined)
  const failures =
    measuredCases.reduce((n, c) => n + c.failures, 0) +
    (wallet?.results.reduce((n, r) => n + r.failures, 0) ?? 0)
  const walletMissing = wallet !== undefined && wallet.results.length < wallet.expected
  extra.push({
    label: 'every answer 200, every part ran to the end',
    measured: `${failures} failed${failedParts.length ? `; parts that stopped: ${failedParts.join(', ')}` : ''}${walletMissing ? '; a wallet case did not run' : ''}`,
    target: '0 failed',
    ok: failures === 0 && failedParts.length === 0 && !walletMissing,
    verdict: failures === 0 && failedParts.length === 0 && !walletMissing ? 'PASS' : 'FAIL',
  })
  return { rows, extra }
}
