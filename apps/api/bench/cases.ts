/**
 * One measured case of `npm run bench`: a checked request, a warm-up, the measured run at N
 * connections and (for a fixed request) a sample on one connection, the latency without queueing.
 * A fixed request runs on plain autocannon; requests that differ each time (distinct offsets,
 * distinct listings) go through feed-client.cjs, which also records every latency for p95.
 */
import autocannon from 'autocannon'
import { gcSummary, percentiles, runFeed, type FeedItem, type FeedRun, type GcDuring } from './feed'

/** Sequential requests on one connection, after a fixed case's measured run. */
const SERIAL_REQUESTS = 200

export interface Run {
  connections: number
  warmup: number
  duration: number
}

export interface Measured {
  name: string
  path: string
  rps: number
  p50: number
  p95: number | undefined
  p99: number
  mean: number
  serialP50: number | undefined
  requests: number
  failures: number
  detail: string
  /** Feed cases: how many measured requests asked for something not asked before in the run. */
  distinct?: number
  /** Feed cases: this process's garbage collection during the run. */
  gc?: GcDuring
}

const summary = (r: autocannon.Result) =>
  `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts} (${Object.entries(
    r.statusCodeStats ?? {},
  )
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ')})`

const failuresOf = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts

/** One GET through fetch before a case: it answers 200 (else the case is not run). */
export async function checkedGet(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ ok: boolean; text: string }> {
  const res = await fetch(base + path, { headers })
  const text = await res.text()
  let rows = ''
  try {
    const body = JSON.parse(text) as { data?: unknown; pagination?: { total: number } }
    if (Array.isArray(body.data)) {
      rows = ` ${body.data.length} cards of ${body.pagination?.total} matching`
      if (body.data.length === 0) rows += ' (an empty page: past the last match; still measured)'
    }
  } catch {
    // Not JSON: the status says enough.
  }
  console.log(`${name}: GET ${path} -> ${res.status}${rows}`)
  if (res.status !== 200) console.error(`  expected 200: ${text.slice(0, 300)}`)
  return { ok: res.status === 200, text }
}

function cannon(
  url: string,
  headers: Record<string, string>,
  run: { connections: number; duration?: number; amount?: number },
) {
  return autocannon({
    url,
    headers,
    connections: run.connections,
    workers: 1,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration }),
  })
}

function report(m: Measured) {
  const f = (n: number | undefined) => (n === undefined ? '' : n.toFixed(1))
  console.log(
    `  ${Math.round(m.rps)} req/s, p50 ${f(m.p50)} ms${m.p95 === undefined ? '' : `, p95 ${f(m.p95)} ms`}, p99 ${f(m.p99)} ms, mean ${m.mean.toFixed(1)} ms` +
      `${m.serialP50 === undefined ? '' : `; one connection p50 ${f(m.serialP50)} ms`}` +
      `${m.distinct === undefined ? '' : `; latencies of the ${m.distinct} asked for the first time (of ${m.requests})`}; ${m.detail}` +
      `${m.gc ? `; ${gcSummary(m.gc)}` : ''}`,
  )
}

/** A fixed GET, the same request every time. */
export async function measureFixed(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string>,
  run: Run,
): Promise<Measured | undefined> {
  if (!(await checkedGet(base, name, path, headers)).ok) return undefined
  const url = base + path
  if (run.warmup > 0) await cannon(url, headers, { ...run, duration: run.warmup })
  const r = await cannon(url, headers, run)
  // Through the feed, which keeps each time to the microsecond (autocannon's are whole ms).
  const serial = await runFeed(
    url,
    [{ method: 'GET', path, authorization: headers.authorization }],
    {
      connections: 1,
      amount: SERIAL_REQUESTS,
    },
  )
  const m: Measured = {
    name,
    path,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: undefined,
    p99: r.latency.p99,
    mean: r.latency.mean,
    serialP50: percentiles(serial.latencies, [50])[0],
    requests: r.requests.total,
    failures: failuresOf(r) + failuresOf(serial.result),
    detail: summary(r),
  }
  report(m)
  return m
}

/**
 * GETs that differ each time, `items` in turn: the warm-up takes the first ones and the measured
 * run the rest (then the warm-up's, and round again only if it outlasts them all); or, with
 * `warmItems`, those first and then `items`, in one run. Latencies and mean are those of the
 * requests never asked before; requests/s and the failures count every request of the run.
 */
export async function measureDistinct(
  base: string,
  name: string,
  items: FeedItem[],
  run: Run,
  /** Requests of the same kind for the warm-up instead of the first items (all stay fresh). */
  warmItems?: FeedItem[],
): Promise<Measured | undefined> {
  const first = items[0]!
  const headers: Record<string, string> = first.authorization
    ? { authorization: first.authorization }
    : {}
  if (!(await checkedGet(base, name, first.path!, headers)).ok) return undefined
  let rest = items
  let warmUsed = 0
  if (run.warmup > 0 && warmItems) {
    // One run, the warm-up's requests first: the measured ones start on connections already
    // open and busy with requests of their kind, not in the burst of a run's first instant
    // (where a case of 1,000 requests would have a tenth of them).
    const feed = await runFeed(base + first.path!, [...warmItems, ...items], {
      ...run,
      duration: run.warmup + run.duration,
    })
    return distinctMeasured(name, items, feed, warmItems.length)
  } else if (run.warmup > 0) {
    const warm = await runFeed(base + first.path!, items, { ...run, duration: run.warmup })
    warmUsed = Math.min(warm.taken, items.length)
    rest = [...items.slice(warmUsed), ...items.slice(0, warmUsed)]
  }
  const feed = await runFeed(base + first.path!, rest, run)
  return distinctMeasured(name, items, feed, 0, items.length - warmUsed)
}

/**
 * measureDistinct's figures: the latencies of the answers from `skip` on, `count` of them (the
 * requests asked for the first time: past them a request asks for something asked before, which
 * a cache may answer; answers in the order they came).
 */
function distinctMeasured(
  name: string,
  items: FeedItem[],
  feed: FeedRun,
  skip: number,
  count = items.length,
): Measured {
  const first = items[0]!
  const r = feed.result
  const fresh = feed.latencies.subarray(skip, skip + count)
  const [p50, p95, p99] = percentiles(fresh, [50, 95, 99])
  const m: Measured = {
    name,
    path: `${first.path} ... (${items.length.toLocaleString('en')} different)`,
    rps: r.requests.average,
    p50: p50!,
    p95: p95!,
    p99: p99!,
    mean: fresh.reduce((sum, ms) => sum + ms, 0) / fresh.length,
    serialP50: undefined,
    requests: r.requests.total,
    failures: failuresOf(r),
    detail: summary(r),
    distinct: fresh.length,
    gc: feed.gc,
  }
  report(m)
  return m
}

/** 0 .. n-1 in random order (Fisher-Yates): offsets or listings each asked once. */
export function shuffled(n: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j]!, a[i]!]
  }
  return a
}

/** A figure with one decimal, '-' when not measured. */
export const oneDecimal = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1))

/** A markdown table with the first column left-aligned and the rest right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`
  return [
    line(rows[0]!),
    `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}

/** What a row of a latency table needs: a case's rate and times. */
type Timed = Pick<
  Measured,
  'name' | 'rps' | 'p50' | 'p95' | 'p99' | 'mean' | 'serialP50' | 'failures'
>

/**
 * A table of measured cases: rate and times, then `extra` columns (a header and its cell), then
 * failures. `first` names the first column.
 */
export function latencyTable<R extends Timed>(
  first: string,
  rows: R[],
  extra: [header: string, cell: (r: R) => string][] = [],
): string {
  const f = oneDecimal
  return table([
    [
      first,
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'mean ms',
      '1-conn p50 ms',
      ...extra.map(([header]) => header),
      'failed',
    ],
    ...rows.map((r) => [
      r.name,
      Math.round(r.rps).toLocaleString('en'),
      f(r.p50),
      f(r.p95),
      f(r.p99),
      r.mean.toFixed(1),
      f(r.serialP50),
      ...extra.map(([, cell]) => cell(r)),
      String(r.failures),
    ]),
  ])
}

/** The cases' own table; with a ceiling, each case's share of it. */
export const casesTable = (rows: Measured[], ceilingRps?: number) =>
  latencyTable(
    'case',
    rows,
    ceilingRps ? [['× ceiling', (r) => (r.rps / ceilingRps).toFixed(3)]] : [],
  )
