import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteInfo } from '@app/contract/site'
import type { FastifyInstance } from 'fastify'
import { createSignedInRenderer, type SignedInRenderer } from './signed-in'

/** Where the web app's HTML comes from: the built dist (production) or Vite (dev). */
export interface WebSource {
  /** Folder of built assets to serve statically, if any. */
  staticRoot?: string
  /** The app's index.html for a client route, before site facts are injected. */
  indexHtml(url: string): Promise<string>
  /** The build's pages and the chunks each needs (apps/web/route-preloads.ts), if any. */
  routePreloads?(): Promise<RoutePreload[]>
  /** The pages as a visitor sees them, rendered once by the web build's server renderer. */
  renderedPages?(site: SiteInfo): Promise<RenderedPage[]>
  /** The renderer of signed-in pages (decision 059), if the build has one. */
  signedInRenderer?(
    site: SiteInfo,
    warn: (message: string, error?: unknown) => void,
  ): SignedInRenderer | undefined
  /** Dev only: mounts Vite's middleware (which needs inline scripts and a websocket). */
  mount?(app: FastifyInstance): Promise<void>
}

/** One page of the web build: its route pattern and the chunks to preload for it. */
export interface RoutePreload {
  path: string
  files: string[]
  css: string[]
}

/** One page as a visitor sees it (apps/web/src/server/render-pages.tsx). */
export interface RenderedPage {
  /** Route pattern: '/', '/property/:id'. */
  path: string
  /** The page's `<title>` and hoisted links, for `<head>`. */
  head: string
  /** The markup inside `#root`. */
  html: string
}

/** Written by the web build beside index.html (apps/web/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'
/** The web build's server renderer, beside its dist (apps/web/src/server/prerender.ts). */
const PRERENDER_SCRIPT = '../dist-server/prerender.js'
/** A renderer that takes longer than this is stopped; pages are then served unrendered. */
const PRERENDER_TIMEOUT_MS = 60_000

/**
 * Runs the server renderer in a child process: site facts in, pages out. The renderer (React's
 * server build and every page) lives only as long as that process, not in the API's memory.
 */
export function renderPagesWith(script: string, site: SiteInfo): Promise<RenderedPage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: PRERENDER_TIMEOUT_MS,
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => err.push(b))
    child.stdin.on('error', () => {}) // a renderer that died early: its exit says why
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code !== 0) {
        const why = Buffer.concat(err).toString('utf8').trim().slice(-2_000)
        return reject(new Error(`page renderer exited with ${signal ?? code}: ${why}`))
      }
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as RenderedPage[])
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)))
      }
    })
    child.stdin.end(JSON.stringify(site))
  })
}

export function distSource(webDist: string): WebSource {
  let cached: Promise<string> | undefined
  let preloads: Promise<RoutePreload[]> | undefined
  return {
    staticRoot: webDist,
    indexHtml: () => (cached ??= readFile(path.join(webDist, 'index.html'), 'utf8')),
    // An older build without the file serves pages as before, without preloads.
    routePreloads: () =>
      (preloads ??= readFile(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8').then(
        (text) => (JSON.parse(text) as { routes: RoutePreload[] }).routes,
        () => [],
      )),
    renderedPages: (site) => renderPagesWith(path.resolve(webDist, PRERENDER_SCRIPT), site),
    // A build without the renderer (or an older one) serves those pages as the plain shell.
    signedInRenderer: (site, warn) => {
      const script = path.resolve(webDist, PRERENDER_SCRIPT)
      return existsSync(script) ? createSignedInRenderer(script, site, warn) : undefined
    },
  }
}
