import { dehydrate, type Query } from '@tanstack/react-query'
import type { StaticHandler } from 'react-router'
import { makeQueryClient } from '../app/providers'
import type { PrerenderHandle } from '../app/router'
import type { StoredUser } from '../lib/auth-storage'
import { partsLoading } from '../lib/lazy-part'
import { renderingFor, type PageState } from '../lib/page-state'
import { renderTree, type RenderedPage } from './render-pages'

/** A page rendered for a signed-in user, with the state the browser hydrates it with. */
export interface SignedInPage extends Omit<RenderedPage, 'path'> {
  state: PageState
}

/**
 * Renders after fetching what the last pass asked for, at most this many times: a page's
 * queries that wait on another's answer (the detail's unlock state, then its contact) need a
 * second round, and a lazy part's (the owner's view) a third, once its code has loaded; more
 * would hold the first paint longer than the browser fetching them would.
 */
const MAX_FETCH_ROUNDS = 3

/** Whether a query the pass built should be fetched: asked for, enabled and not tried yet. */
function wanted(query: Query, tried: Set<Query>) {
  if (tried.has(query) || query.state.status !== 'pending') return false
  const enabled = (query.options as { enabled?: unknown }).enabled
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled
  return on !== false
}

/**
 * The page at `url` as `user` sees it (null: a visitor), with the API's answers it needs
 * (fetched through `fetch`, which the render server points at the API, with the user's session)
 * — or null when the route is not one drawn on request for them (its handle's `signedIn`, or
 * `onRequest` for visitors) or answers otherwise than with a page. One at a time: the user is
 * module state while a page renders.
 */
export async function renderSignedIn(
  handler: StaticHandler,
  url: string,
  user: StoredUser | null,
): Promise<SignedInPage | null> {
  const client = makeQueryClient()
  // From the start: the route's loader may ask who is signed in (the listings' checks).
  renderingFor({ user, queries: dehydrate(client) })
  try {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')))
    if (context instanceof Response || context.statusCode !== 200) return null
    const drawn = context.matches.some((m) => {
      const handle = m.route.handle as PrerenderHandle | undefined
      return user ? handle?.signedIn : handle?.onRequest
    })
    if (!drawn) return null
    const tried = new Set<Query>()
    let page = renderTree(handler, context, client)
    for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((q) => wanted(q, tried))
      waiting.forEach((q) => tried.add(q))
      // A failed answer is left to the browser: it asks again as it would have anyway. The code
      // of a lazy part the pass asked for (the owner's view) is waited for as its data is.
      const [, loaded] = await Promise.all([
        Promise.all(waiting.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => {}))),
        partsLoading(),
      ])
      if (!waiting.length && !loaded) break
      page = renderTree(handler, context, client)
    }
    return { ...page, state: { user, queries: dehydrate(client) } }
  } finally {
    renderingFor(null)
    client.clear()
  }
}
