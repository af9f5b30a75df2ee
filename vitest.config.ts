import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Node 25 and later define a global `localStorage` of their own (empty without
 * `--localstorage-file`), and Vitest's jsdom environment keeps a global that is already there:
 * the components would get Node's instead of the page's. Off in the web project's workers.
 */
const NODE_MAJOR = Number(process.versions.node.split('.')[0])
const JSDOM_STORAGE = NODE_MAJOR >= 25 ? ['--no-webstorage'] : []

/** API test files that replace a module's export (vi.spyOn): they need a module graph of their own. */
const API_MOCKS = ['test/modules/auth/login.test.ts', 'test/modules/auth/in-flight-login.test.ts']

/**
 * Component test files that replace or reload modules (vi.mock, vi.resetModules), or load a
 * script that installs listeners on the window for good (start-app.js): the same.
 */
const WEB_MOCKS = [
  'src/app/router.test.tsx',
  'src/app/start-app.test.ts',
  'src/features/map/pages/map-page.test.tsx',
  'src/features/owner/pages/add-listing-specs.test.tsx',
]

/**
 * Vitest runs cores - 1 files at once: one on a 2-core machine, where most of a file's time
 * is waiting on PGlite or PostgreSQL. At least two at once keeps both cores busy.
 */
const WORKERS = Math.max(2, availableParallelism() - 1)
/**
 * An API test file mostly waits (on its database, a child server, timers): on 2 cores two
 * files kept 0.6 of a core busy, four at once take a third off the wall time (decision
 * 060). The component tests compute: they keep WORKERS (four made their waits time out).
 */
const API_WORKERS = 2 * WORKERS
/** Projects with their own worker count run as a group of their own: the API's first. */
const API_GROUP = { groupOrder: 0 }
const OTHERS_GROUP = { groupOrder: 1 }

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          sequence: OTHERS_GROUP,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          exclude: API_MOCKS,
          environment: 'node',
          maxWorkers: API_WORKERS,
          sequence: API_GROUP,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share one module graph: the server's modules are imported
          // once per worker, not once per file (that import was a third of the suite's time).
          // Every file builds its own app and database, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-mocks',
          root: './apps/api',
          include: API_MOCKS,
          environment: 'node',
          maxWorkers: API_WORKERS,
          sequence: API_GROUP,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKS,
          environment: 'jsdom',
          sequence: OTHERS_GROUP,
          execArgv: JSDOM_STORAGE,
          setupFiles: ['./src/test/setup.ts'],
          // As the API's: the files of a worker share one jsdom window and one module graph.
          // Setting up jsdom and importing React, the router and the kit again for each file
          // took most of the component tests' CPU (decision 070). The setup file empties storage
          // and puts the address back before each file, and empties the page after each test.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-mocks',
          root: './apps/web',
          include: WEB_MOCKS,
          environment: 'jsdom',
          sequence: OTHERS_GROUP,
          execArgv: JSDOM_STORAGE,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
})
