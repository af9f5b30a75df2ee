import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { BottomDockProvider } from '../components/ui/bottom-dock'
import { ToastProvider } from '../components/ui/toast'
import { ApiError } from '../lib/api-client'
import { serverPageState } from '../lib/page-state'

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A client error will not fix itself: only retry network trouble and 5xx.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  })
}

/**
 * Marks the document once the app runs (after hydrating the server's markup, or its first
 * render): "starting" as React takes the markup over (src/main.tsx), "ready" then.
 * public/start-app.js holds forms and replays buttons pressed before the app ran, and the
 * browser tests wait for "ready" before they act.
 */
export const APP_READY_ATTRIBUTE = 'data-app'

/** The browser's client, holding the API answers a signed-in page was rendered with (if any). */
function browserQueryClient() {
  const client = makeQueryClient()
  const state = serverPageState()
  if (state) hydrate(client, state.queries)
  return client
}

/** `queryClient`: the server renderer's, filled before its last pass (render-signed-in.tsx). */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? browserQueryClient())
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready'), [])
  return (
    <QueryClientProvider client={client}>
      <BottomDockProvider>
        <ToastProvider>{children}</ToastProvider>
      </BottomDockProvider>
    </QueryClientProvider>
  )
}
