import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { BottomDockProvider } from '../components/ui/bottom-dock'
import { ToastProvider } from '../components/ui/toast'
import { ApiError } from '../lib/api-client'

function makeQueryClient() {
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

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient)
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready'), [])
  return (
    <QueryClientProvider client={client}>
      <BottomDockProvider>
        <ToastProvider>{children}</ToastProvider>
      </BottomDockProvider>
    </QueryClientProvider>
  )
}
