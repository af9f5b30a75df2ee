/**
 * Scroll restoration per history entry (issue 25). React Router's <ScrollRestoration> keeps each
 * entry's position in sessionStorage under the entry's key, and an entry with no key of its own
 * (every page opened directly: a typed address, a link from elsewhere, a new tab) is "default":
 * one saved position that every direct load in the tab was given back. So before the router
 * starts, a page that was not reached by Back/Forward gets a fresh key: it starts at the top,
 * reloads included, and Back/Forward onto an entry (in the app or from another site) still
 * finds that entry's own position.
 */

interface EntryState {
  key?: string
  idx?: number
  usr?: unknown
}

/** How this document was reached: 'navigate', 'reload', 'back_forward' or 'prerender'. */
function navigationType(win: Window): string | undefined {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type
}

/** The same shape as React Router's own keys (letters and digits), unique enough per tab. */
export const freshEntryKey = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`

/** Call once, before createBrowserRouter reads history.state. */
export function startHistoryEntry(win: Window = window) {
  const state = (win.history.state ?? {}) as EntryState
  if (navigationType(win) === 'back_forward' && state.key) return
  // The browser's own restoration would bring a reloaded page back mid-way (React Router sets
  // 'auto' when the page hides, for other sites' Back); the router scrolls from here on.
  win.history.scrollRestoration = 'manual'
  win.history.replaceState(
    { ...state, usr: state.usr ?? null, key: freshEntryKey(), idx: state.idx ?? 0 },
    '',
  )
}

/**
 * Whether the entry before this one is a page of this site: one the app went from (React Router
 * counts them in idx), or a page of this site that linked here with a full page load (the
 * referrer). Not a fresh tab, not another site.
 */
export function hasAppHistory(win: Window | undefined = globalThis.window) {
  if (!win) return false
  const idx = (win.history.state as EntryState | null)?.idx
  if (typeof idx === 'number' && idx > 0) return true
  return win.history.length > 1 && sameOrigin(win.document.referrer, win.location.origin)
}

function sameOrigin(url: string, origin: string) {
  try {
    return url !== '' && new URL(url).origin === origin
  } catch {
    return false
  }
}
