import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** What the build writes beside index.html: each page's chunks, for the server to preload. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export interface RoutePreload {
  /** The client route's pattern, as React Router writes it: '/', '/property/:id'. */
  path: string
  /** The page's JS chunks that index.html does not already load, the page's own first. */
  files: string[]
  /** Style sheets the page's chunks bring, if any. */
  css: string[]
}

/**
 * One lazy page of router.tsx: `{ index: true, lazy: () => import('…') }` or
 * `{ path: 'a/:b', lazy: () => import('…') }`. Paths built at run time (a template with `${`)
 * are left out: they get no preload, and the page still loads as before.
 */
const LAZY_ROUTE =
  /\{\s*(?:index:\s*true|path:\s*(['`])([^'`]*)\1)\s*,\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g

/** `{ path, module }` for each lazy page of the route table (`module` resolved, no extension). */
export function lazyRoutes(routerFile: string): { path: string; module: string }[] {
  const source = readFileSync(routerFile, 'utf8')
  const dir = path.dirname(routerFile)
  return [...source.matchAll(LAZY_ROUTE)]
    .filter((m) => !m[2]?.includes('${'))
    .map((m) => ({ path: `/${m[2] ?? ''}`, module: path.resolve(dir, m[3]!) }))
}

/**
 * Writes route-preloads.json: for each page, the chunk that holds it and every chunk it imports
 * statically. The server puts them in the page's HTML as modulepreload links, so a first visit
 * fetches the page's code alongside the entry instead of after it (one round trip less before
 * the first paint of the page's content).
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // The browser's build only (not the server-rendering one).
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[]; entry: boolean }>()
      const byModule = new Map<string, string>()
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue
        chunks.set(out.fileName, {
          imports: out.imports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
          entry: out.isEntry,
        })
        if (out.facadeModuleId)
          byModule.set(out.facadeModuleId.replace(/\.[jt]sx?$/, ''), out.fileName)
      }
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const i of chunks.get(file)?.imports ?? []) closure(i, seen)
        return seen
      }
      const initial = new Set<string>()
      for (const [file, c] of chunks) if (c.entry) closure(file, initial)

      const routes: RoutePreload[] = []
      for (const route of lazyRoutes(routerFile)) {
        const file = byModule.get(route.module)
        // Development-only pages have no chunk in a production build.
        if (!file) continue
        const files = [...closure(file)].filter((f) => !initial.has(f))
        routes.push({
          path: route.path,
          files: files.map((f) => `/${f}`),
          css: files.flatMap((f) => chunks.get(f)?.css ?? []).map((f) => `/${f}`),
        })
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify({ routes }, null, 1),
      })
    },
  }
}
