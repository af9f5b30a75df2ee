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

export default defineConfig({
  test: {
    // Vitest runs cores - 1 files at once: one on a 2-core machine, where most of a file's time
    // is waiting on PGlite or PostgreSQL. At least two at once keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
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
          environment: 'jsdom',
          execArgv: JSDOM_STORAGE,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
})
