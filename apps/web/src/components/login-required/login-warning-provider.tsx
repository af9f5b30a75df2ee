import { createContext, lazy, Suspense, use, useCallback, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-storage'
import { useDeferredDialog } from '../ui/use-deferred-dialog'

// Loaded on first use: it needs the contract's texts, which the app's first chunk does without.
const LoginWarningDialog = lazy(() =>
  import('./login-warning-dialog').then((m) => ({ default: m.LoginWarningDialog })),
)

const LoginWarningContext = createContext<(() => void) | null>(null)

/** Hosts the one login warning of the app; mounted by the root layout. */
export function LoginWarningProvider({ children }: { children: ReactNode }) {
  const warning = useDeferredDialog()
  return (
    <LoginWarningContext value={warning.show}>
      {children}
      {warning.loaded && (
        <Suspense>
          <LoginWarningDialog open={warning.open} onClose={warning.hide} />
        </Suspense>
      )}
    </LoginWarningContext>
  )
}

/**
 * For links that need login (property cards): returns `(to) => void` that navigates when
 * logged in and shows the login warning otherwise.
 */
export function useRequireLoginClick(): (to: string) => void {
  const warn = use(LoginWarningContext)
  if (!warn) throw new Error('useRequireLoginClick must be used inside <LoginWarningProvider>')
  const navigate = useNavigate()
  const { isLoggedIn } = useAuth()
  return useCallback(
    (to: string) => {
      if (isLoggedIn) void navigate(to)
      else warn()
    },
    [isLoggedIn, navigate, warn],
  )
}
