import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** E2E_PORT lets two runs on one machine keep apart. */
const PORT = Number(process.env.E2E_PORT ?? 3100)
/**
 * Map tiles come from a loopback address nothing listens on: the map journey serves them there
 * itself (page.route on /tiles/), and any other page that loads one sees the tiles fail.
 */
const E2E_TILE_ORIGIN = `http://127.0.0.1:${PORT + 1}`

/**
 * Which journeys run where (decision 050). Every route is opened at 360 px by phone-sweep; the
 * phone journeys (phone-*, navigation) and the journeys whose phone screens work differently from
 * the desktop's (sheets, docked bars, menus, the cart) run on the phone, the rest at 1280 px only.
 */
const PHONE_ONLY = /\/(phone-[^/]*|navigation)\.spec\.ts$/
const ON_PHONES = /\/([^/]*phone[^/]*|navigation|compare|layout|map|search|shell|wallet)\.spec\.ts$/

/** Every run starts on an empty embedded database, as a newcomer's first `npm start` does. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'godown-e2e-'))
/**
 * Or, with E2E_DATABASE_URL (a PostgreSQL server, as CI gives it), on an empty database of its
 * own there, `e2e_<port>`, made again at each run (e2e/fresh-database.mjs).
 */
const databaseUrl = process.env.E2E_DATABASE_URL
  ? Object.assign(new URL(process.env.E2E_DATABASE_URL), { pathname: `/e2e_${PORT}` }).toString()
  : ''

export default defineConfig({
  testDir: './apps/web/e2e',
  outputDir: './test-results',
  // A journey's whole time: 30 s passed on a quiet machine, but on a slow one (half the CPU in
  // the kernel) registrations and checkouts took longer, and on a host three times slower than
  // usual (29 Nov) the longest took 50-52 s; the steps keep their 10 s each.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // A journey spends most of its time waiting (on the server, on the network going quiet, on
  // timers), yet four at once timed out on their 30 s when the machine ran slow (its kernel
  // using a quarter of the CPU): two, as before decision 060.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    // As a device set to reduce motion: nothing animates for the software compositor to redraw
    // (decision 083; accounts.spec.ts runs the one animation that says something both ways).
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
    // Recording a trace of every journey (kept only for failures) took a fifth of the run's time,
    // most of it Chromium's; CI's machine is gone once it has run, traces with it: locally only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_ONLY,
    },
    {
      name: 'phone',
      // A 360 px phone drawn at one device pixel per CSS pixel: the layout is the phone's, the
      // software rasterising a seventh of Pixel 5's 2.75x (screenshots for people: E2E_SHOTS=1).
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 },
      testMatch: ON_PHONES,
    },
  ],
  webServer: {
    command: databaseUrl
      ? 'node apps/web/e2e/fresh-database.mjs && node apps/api/dist/server.js'
      : 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      // Journeys act as separate clients through X-Forwarded-For (see e2e/accounts.ts).
      TRUST_PROXY: 'true',
      MAP_TILE_URL: `${E2E_TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`,
      // Saved-search alerts every second: the alert journey waits for its e-mail in the outbox.
      ALERT_EVERY_MS: '1000',
    },
  },
})
