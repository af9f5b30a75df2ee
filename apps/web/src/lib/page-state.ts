import type { DehydratedState } from '@tanstack/react-query'
import type { StoredUser } from './auth-storage'

/**
 * What a page the server drew on request carries for the browser to hydrate with (decision
 * 059): whose page it is (signed in) and the API answers it was drawn from, in a non-executable
 * JSON block (CSP-safe) with this id. Pages rendered once at start carry none.
 */
export const PAGE_STATE_ID = 'page-state'

export interface PageState {
  /** Null for a visitor's page drawn on request (a blog post). */
  user: StoredUser | null
  queries: DehydratedState
}

/** The block in this document, read once; null for a visitor's page or outside a browser. */
function readPageState(): PageState | null {
  if (typeof document === 'undefined') return null
  const block = document.getElementById(PAGE_STATE_ID)
  if (!block?.textContent) return null
  try {
    return JSON.parse(block.textContent) as PageState
  } catch {
    return null
  }
}

let pageState: PageState | null | undefined
/** The page's state as the server rendered it (the browser); see `renderingFor` on the server. */
export const serverPageState = () => (pageState ??= readPageState())

/** The server renderer's: the page being rendered for this user (src/server/render-signed-in.tsx). */
export function renderingFor(state: PageState | null) {
  pageState = state
}
