import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import { BottomDockProvider } from '../components/ui/bottom-dock'
import { ToastProvider } from '../components/ui/toast'

/** jsdom may lack the modal dialog methods; the kit's Dialog only needs `open` to follow. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
}

/**
 * Renders routes in a memory router with the app's providers (no retries). A list of paths is
 * a history: the last one is shown, and Back leads through the others.
 */
export function renderRoutes(routes: RouteObject[], initial: string | string[] = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const initialEntries = typeof initial === 'string' ? [initial] : initial
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  })
  render(
    <QueryClientProvider client={client}>
      <BottomDockProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </BottomDockProvider>
    </QueryClientProvider>,
  )
  return router
}

export interface Reply {
  status?: number
  body: unknown
}
/** `url` carries the query (`url.searchParams.get('state_id')`). */
type Handler = (body: unknown, init: RequestInit | undefined, url: URL) => Reply

/** A request's body: the FormData itself for multipart calls, else the parsed JSON. */
function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body instanceof FormData) return init.body
  return init?.body ? JSON.parse(String(init.body)) : undefined
}

/**
 * Answers `fetch` by "METHOD path" (path without /api/); anything else gets the API's 404.
 * The spy records every call for assertions.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`
    const handler = handlers[key]
    const body: unknown = bodyOf(init)
    const reply: Reply =
      typeof handler === 'function'
        ? handler(body, init, url)
        : (handler ?? {
            status: 404,
            body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
          })
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
}

/** The bodies sent to one endpoint, in order (parsed JSON, or the FormData of multipart calls). */
export function sentTo(spy: ReturnType<typeof mockApi>, key: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost')
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}` === key
    })
    .map(([, init]) => bodyOf(init))
}

/** Matches a Field's label, with or without its required mark: `getByLabelText(label('OTP'))`. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)
