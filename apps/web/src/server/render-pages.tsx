import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router'
import { Providers } from '../app/providers'
import { routes, type PrerenderHandle } from '../app/router'

/** One page as a visitor sees it before any script runs. */
export interface RenderedPage {
  /** The route pattern: '/', '/property/:id'. */
  path: string
  /** What belongs in `<head>`: the page's `<title>` and the links React hoists. */
  head: string
  /** The markup inside `#root`. */
  html: string
}

/** A parameter's stand-in when a `sameForVisitors` page is rendered. */
const ANY_VALUE = '0'

/**
 * The route patterns to render: every page with a fixed path, and the pages whose visitor view is
 * the same for every parameter. The catch-all (the 404 page) is left to the client.
 */
export function prerenderPatterns(table: readonly RouteObject[] = routes): string[] {
  const patterns: string[] = []
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const route of list) {
      const own = route.index ? '' : (route.path ?? '')
      const full = own ? `${parent.replace(/\/$/, '')}/${own}` : parent
      if (route.children) walk(route.children, full)
      if (!route.index && !route.path) continue
      if (own.includes('*')) continue
      const handle = route.handle as PrerenderHandle | undefined
      if (full.includes(':') && !handle?.sameForVisitors) continue
      patterns.push(full)
    }
  }
  walk(table, '/')
  return patterns
}

/**
 * React writes the elements it hoists into `<head>` (the page's `<title>`, preloads) first when it
 * renders without a document around the app.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*/

/** The app's markup for a route the static handler answered: the same tree as main.tsx. */
export function renderTree(
  handler: StaticHandler,
  context: StaticHandlerContext,
  queryClient?: QueryClient,
): Omit<RenderedPage, 'path'> {
  const router = createStaticRouter(handler.dataRoutes, context)
  // The same tree as main.tsx, so the browser hydrates it instead of building it again.
  const markup = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  const head = HOISTED.exec(markup)?.[0] ?? ''
  return { head, html: markup.slice(head.length) }
}

/** The markup of one route for a visitor (no login: the server cannot see local storage). */
async function renderPage(
  handler: StaticHandler,
  pattern: string,
): Promise<Omit<RenderedPage, 'path'>> {
  const url = pattern.replace(/:[^/]+/g, ANY_VALUE)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${url} answered a redirect when rendered`)
  return renderTree(handler, context)
}

export async function renderVisitorPages(): Promise<RenderedPage[]> {
  const handler = createStaticHandler(routes)
  const pages: RenderedPage[] = []
  for (const path of prerenderPatterns()) pages.push({ path, ...(await renderPage(handler, path)) })
  return pages
}
