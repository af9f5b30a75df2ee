// `npm run lighthouse -- [paths...]`: Lighthouse (mobile preset, offline) on the production
// build, served on an empty embedded database, plus the gzipped size of the initial JS and CSS.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = fileURLToPath(new URL('..', import.meta.url))
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about-us']
const port = 3200
const base = `http://127.0.0.1:${port}`

function initialAssetSizes() {
  const dist = path.join(root, 'apps/web/dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
  return files.map((f) => ({ file: f, gzip: gzipSync(readFileSync(path.join(dist, f))).length }))
}

const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
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
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  const rows = []
  try {
    for (const p of paths) {
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
}
