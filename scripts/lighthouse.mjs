// `npm run lighthouse -- [--runs N] [--login] [paths...]`: Lighthouse (mobile preset, offline) on
// the production build, served on a new database with the demo marketplace (embedded, or a
// throw-away database on the PostgreSQL server of DATABASE_URL when set), plus the gzipped size of
// the initial JS and CSS.
//
// Without paths it measures, as a visitor, /, /property, /property/{id}, /login and a blog post
// (what a newcomer sees: /property and /property/{id} ask them to log in), then /property,
// /property/{id} and /wallet as the demo seeker (pages the server draws with their data, decision
// 059). `{id}` is a published demo listing and `{post}` the newest blog post, picked at run time.
// `--login` measures the given paths as the demo seeker only. Each page runs `--runs` times
// (default 3) and the median run (by performance score) is printed. LIGHTHOUSE_PORT moves the
// server off port 3200.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const login = args.includes('--login')
const runsAt = args.indexOf('--runs')
/** Scores move by a few points between runs on a loaded machine: the median of three holds. */
const DEFAULT_RUNS = 3
/** Broken runs redone per page before giving up. */
const MAX_REDOS = 2
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : DEFAULT_RUNS
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1')
// Without --runs, runsAt + 1 is 0: the first path must not be taken for its value.
const given = args.filter(
  (a, i) => a !== '--login' && a !== '--runs' && (runsAt < 0 || i !== runsAt + 1),
)
const VISITOR_PAGES = ['/', '/property', '/property/{id}', '/login', '/blog/{post}']
/** Pages whose content needs a login: measured as the demo seeker. */
const SEEKER_PAGES = ['/property', '/property/{id}', '/wallet']
const plan = given.length
  ? given.map((p) => ({ path: p, seeker: login }))
  : [
      ...VISITOR_PAGES.map((p) => ({ path: p, seeker: false })),
      ...SEEKER_PAGES.map((p) => ({ path: p, seeker: true })),
    ]
const DEMO_SEEKER = { email_or_phone: '9000000001', password: 'demo-seeker' }
/** Apart from the e2e ports (3100 and the helpers' E2E_PORT) and the dev server. */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3200)
const base = `http://127.0.0.1:${port}`

function initialAssetSizes() {
  const dist = path.join(root, 'apps/web/dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  return files.map((f) => ({ file: f, gzip: gzipSync(readFileSync(path.join(dist, f))).length }))
}

/** A throw-away database on the PostgreSQL server of DATABASE_URL, or '' for the embedded one. */
async function scratchDatabase() {
  const url = process.env.DATABASE_URL
  if (!url) return { url: '', drop: async () => {} }
  const { default: pg } = await import('pg')
  const name = `lighthouse_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** The newest published demo listing (the public latest-properties call), for /property/{id}. */
async function demoListingId() {
  const res = await fetch(`${base}/api/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  const { data } = await res.json()
  if (!data?.length) throw new Error('no published listing to measure /property/{id} on')
  return data[0].id
}

/** The newest blog post's slug, for /blog/{post}. */
async function blogPostSlug() {
  const { data } = await (await fetch(`${base}/api/blog`)).json()
  if (!data?.length) throw new Error('no blog post to measure /blog/{post} on')
  return data[0].slug
}

/**
 * Logs the demo seeker in from the browser, as the login page does (the API sets the session
 * cookie; the token and user go to local storage), and empties the HTTP cache (runs that keep
 * storage keep the cache too, and a warm cache is not a first visit).
 */
async function logIn(chromePort) {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` })
  const page = await browser.newPage()
  await page.goto(`${base}/terms`)
  await page.evaluate(async (seeker) => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(seeker),
    })
    const { data: d } = await res.json()
    localStorage.setItem('authToken', d.token)
    localStorage.setItem(
      'userData',
      JSON.stringify({ id: d.id, name: d.name, user_type: d.user_type }),
    )
  }, DEMO_SEEKER)
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await page.close()
  await browser.disconnect()
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** The script bytes a page fetched (compressed, as sent) and the unused-JS estimate. */
function scriptFigures(audits) {
  const items = audits['network-requests']?.details?.items ?? []
  const js = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((n, i) => n + (i.transferSize ?? 0), 0)
  const unused = audits['unused-javascript']?.details?.overallSavingsBytes ?? 0
  return { js, unused }
}

const database = await scratchDatabase()
const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lh-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (i > 240) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  const listingId = plan.some((p) => p.path.includes('{id}')) ? await demoListingId() : undefined
  const postSlug = plan.some((p) => p.path.includes('{post}')) ? await blogPostSlug() : undefined
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  const rows = []
  try {
    for (const { path: template, seeker } of plan) {
      const p = template.replace('{id}', String(listingId)).replace('{post}', String(postSlug))
      const results = []
      // A run whose trace came out broken (NO_NAVSTART on a busy machine) has no scores: redo it.
      for (let attempt = 0; results.length < runs && attempt < runs + MAX_REDOS; attempt++) {
        if (seeker) await logIn(chrome.port)
        const result = await lighthouse(`${base}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Keep the login stored above (logIn empties the cache itself).
          disableStorageReset: seeker,
        })
        if (result.lhr.runtimeError) console.warn(`${p}: ${result.lhr.runtimeError.code}, again`)
        else results.push(result)
      }
      if (!results.length) throw new Error(`${p}: no run of Lighthouse finished`)
      results.sort(
        (a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score,
      )
      const median = results[Math.floor(results.length / 2)]
      const { categories, audits } = median.lhr
      const name = `${seeker ? 'seeker' : 'visitor'}${p.replaceAll('/', '_')}`
      writeFileSync(path.join(root, 'reports', `lighthouse_${name}.json`), median.report)
      const { js, unused } = scriptFigures(audits)
      rows.push({
        page: p,
        as: seeker ? 'seeker' : 'visitor',
        performance: Math.round(categories.performance.score * 100),
        runs: results.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join(' '),
        a11y: Math.round(categories.accessibility.score * 100),
        'best-pr.': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        FCP: audits['first-contentful-paint'].displayValue,
        LCP: audits['largest-contentful-paint'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
        'JS sent': kib(js),
        'unused JS': kib(unused),
      })
    }
  } finally {
    await chrome.kill()
  }
  console.table(rows)
  const sizes = initialAssetSizes()
  console.table(sizes.map((s) => ({ file: s.file, gzip: kib(s.gzip) })))
  const total = (ext) => sizes.filter((s) => s.file.endsWith(ext)).reduce((n, s) => n + s.gzip, 0)
  console.log(`initial JS (gzip): ${kib(total('.js'))}, initial CSS (gzip): ${kib(total('.css'))}`)
} finally {
  server.kill()
  await new Promise((r) => server.once('exit', r))
  await database.drop()
}
