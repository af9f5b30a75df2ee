// First: before any contract schema is built (they are built once, in the pages' chunks).
import './lib/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { APP_READY_ATTRIBUTE, Providers } from './app/providers'
import { createRouter } from './app/router'
import './index.css'

/** Resolves once the first page's lazy modules have loaded and the router can render it. */
function initialized(router: DataRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/**
 * Resolves in a new task of the browser's: the work before and after it are two tasks, not one
 * long one that keeps the page from answering a press meanwhile (decision 069).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

const container = document.getElementById('root')!

/**
 * Whether the server's markup is this page as the browser would render it. The server renders
 * with no navigation state: a page reloaded with some (React Router keeps it in history.state.usr,
 * e.g. the login page's 'password changed' notice) is built afresh instead of hydrated.
 */
function hydratable() {
  const state = window.history.state as { usr?: unknown } | null
  return container.firstElementChild !== null && state?.usr == null
}

/**
 * Once this page's code is here, so nothing blanks in between. The server sends pages as a
 * visitor sees them: hydrate that markup (a logged-in browser's state follows at once, see
 * useAuth). No top-level await: it would make the bundler split what this chunk shares with the
 * pages. Three tasks, each after the one before: this chunk's evaluation; the router's start,
 * which asks for the page's chunks (and links each one it imports for preloading); the page's
 * chunks' evaluation, then hydration, which React does in short slices of its own.
 */
async function start() {
  await nextTask()
  const router = createRouter()
  // The same tree as the server's (src/server/render-pages.tsx).
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  await initialized(router)
  await nextTask()
  // From here React answers presses itself (public/start-app.js stops holding them for later).
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'starting')
  if (hydratable()) {
    // As a transition: React hydrates in short slices, so the page answers input meanwhile.
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
}

void start()
