import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../src/config'
import { casesTable, latencyTable, table, type Measured } from './cases'
import { PGLITE_CONNECTIONS } from './pglite'
import { mb, type SoakResult } from './soak'
import { type WalletMeasured } from './wallet'
import { ceilingRps, verdicts, type BenchResults } from './verdicts'

const DOC = path.join(REPO_ROOT, 'docs', 'performance.md')
const RESULTS_START = '<!-- bench results: start (written by npm run bench -- --record) -->'
const RESULTS_END = '<!-- bench results: end -->'

/** Every row of the issue's table, then the extra rows, with verdicts; and the markdown. */
export function summarise(results: BenchResults) {
  const {
    opts,
    startedAt,
    loadAtStart,
    loadAtEnd,
    pgliteVersion,
    listing,
    ceilingBytes,
    wallet,
    search,
    soak,
    pglite,
    pgVersion,
  } = results
  const { rows, extra } = verdicts(results)

  const header = [
    `Run ${startedAt.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); Node ${process.version}, PostgreSQL ${pgVersion}, PGlite ${pgliteVersion}.`,
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    `Options: ${process.argv.slice(2).join(' ') || '(defaults)'}; parts: ${[...opts.parts].join(', ')}; ${opts.listings.toLocaleString('en')} listings; ${opts.connections} connections (PGlite ${PGLITE_CONNECTIONS}), ${opts.warmup} s warm-up + ${opts.duration} s per case${ceilingBytes ? `; ceiling page ${ceilingBytes.toLocaleString('en')} bytes` : ''}.`,
  ]
  const summaryTable = table([
    ['case (issue 12)', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.label, r.measured, r.target, r.verdict]),
    ...extra.map((r) => [`extra: ${r.label}`, r.measured, r.target, r.verdict]),
  ])
  const sections = [header.join('\n'), summaryTable]
  const listingCases = Object.values(listing).filter((c): c is Measured => c !== undefined)
  if (listingCases.length > 0) sections.push(casesTable(listingCases, ceilingRps(listing)))
  const searchMeasured = (search ?? [])
    .flatMap((c) => [c.shallow, c.deep, c.everyOffset])
    .filter((c): c is Measured => c !== undefined)
  if (searchMeasured.length > 0) sections.push(casesTable(searchMeasured))
  const mapMeasured = [results.keywordMap?.plain, results.keywordMap?.keyword].filter(
    (c): c is Measured => c !== undefined,
  )
  if (mapMeasured.length > 0) sections.push(casesTable(mapMeasured))
  if (wallet && wallet.results.length > 0) sections.push(walletTable(wallet.results))
  if (soak) sections.push(soakTable(soak))
  if (pglite) {
    const pc = Object.values(pglite.cases).filter((c): c is Measured => c !== undefined)
    if (pc.length > 0) sections.push(casesTable(pc))
  }
  const ok = [...rows, ...extra].every((r) => r.ok !== false)
  const text = sections.join('\n\n')
  return { ok, text, markdown: text }
}

function walletTable(rows: WalletMeasured[]) {
  return latencyTable('wallet case', rows, [['first-time', (r) => `${r.firstTime}/${r.requests}`]])
}

function soakTable(s: SoakResult) {
  return table([
    [
      'soak sample',
      'at s',
      'API RSS MB',
      'V8 heap used / held MB',
      'PG backends',
      'PG private sum MB',
      'PG private max MB',
      'req/s',
    ],
    ...s.samples.map((x) => [
      x.phase,
      String(Math.round(x.at)),
      mb(x.apiRss),
      `${mb(x.heapUsed)} / ${mb(x.heapTotal)}`,
      String(x.backends),
      mb(x.pgSum),
      mb(x.pgMax),
      x.rps === undefined ? '-' : String(Math.round(x.rps)),
    ]),
  ])
}

/** Replaces the results section of docs/performance.md (between its markers) with this run's. */
export function record(markdown: string): boolean {
  const doc = readFileSync(DOC, 'utf8')
  const from = doc.indexOf(RESULTS_START)
  const to = doc.indexOf(RESULTS_END)
  if (from < 0 || to < from) {
    console.error(
      `${DOC} has no results markers (${RESULTS_START} ... ${RESULTS_END}); not written.`,
    )
    return false
  }
  writeFileSync(
    DOC,
    `${doc.slice(0, from + RESULTS_START.length)}\n\n${markdown}\n\n${doc.slice(to)}`,
  )
  console.log(`\nResults written to ${path.relative(REPO_ROOT, DOC)}.`)
  return true
}
