// `npm run lighthouse -- [--login] [paths...]`: Lighthouse (mobile preset, offline) on the
// production build, served on a new database with the demo marketplace (embedded, or a throw-away
// database on the PostgreSQL server of DATABASE_URL when set), plus the gzipped size of the
// initial JS and CSS. `--login` measures the pages as the demo seeker.
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
const given = args.filter((a) => a !== '--login')
const paths = given.length ? given : ['/', '/about-us']
const DEMO_SEEKER = { email_or_phone: '9000000001', password: 'demo-seeker' }
const port = 3200
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

/** Stores the demo seeker's login in the browser, as the login page would. */
async function logIn(chromePort) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SEEKER),
  })
  const { data } = await res.json()
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` })
  const page = await browser.newPage()
  await page.goto(`${base}/terms`)
  await page.evaluate((d) => {
    localStorage.setItem('authToken', d.token)
    localStorage.setItem(
      'userData',
      JSON.stringify({ id: d.id, name: d.name, user_type: d.user_type }),
    )
  }, data)
  await page.close()
  await browser.disconnect()
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
  if (login) await logIn(chrome.port)
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  const rows = []
  try {
    for (const p of paths) {
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Keep the login stored above.
        disableStorageReset: login,
      })
      const { categories, audits } = result.lhr
      writeFileSync(
        path.join(root, 'reports', `lighthouse${p.replaceAll('/', '_') || '_root'}.json`),
        result.report,
      )
      rows.push({
        path: p,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        LCP: audits['largest-contentful-paint'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
      })
    }
  } finally {
    await chrome.kill()
  }
  console.table(rows)
  const sizes = initialAssetSizes()
  console.table(sizes)
  const js = sizes.filter((s) => s.file.endsWith('.js')).reduce((n, s) => n + s.gzip, 0)
  console.log(`initial JS (gzip): ${(js / 1024).toFixed(1)} KiB`)
} finally {
  server.kill()
  await new Promise((r) => server.once('exit', r))
  await database.drop()
}
