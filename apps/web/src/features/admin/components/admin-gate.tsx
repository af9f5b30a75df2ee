import type { ReactNode } from 'react'
import { RequireLogin } from '../../../components/login-required/require-login'
import { AccessDenied } from '../../../components/login-required/access-denied'
import { useAuth } from '../../../lib/auth-storage'
import { ADMIN_UI } from '../admin-ui'

/** What anyone but an administrator sees instead of the console. */
export function AdminsOnly() {
  return <AccessDenied title={ADMIN_UI.adminsOnlyTitle} body={ADMIN_UI.adminsOnlyBody} />
}

/**
 * Login first (the 'Login Required' popup, then /login and back), then the `admin` permission
 * (user_type 99): the console and its calls mount only then. The server checks every call again.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RequireLogin message={ADMIN_UI.loginToAdmin}>
      <AdminsOnlyGate>{children}</AdminsOnlyGate>
    </RequireLogin>
  )
}

function AdminsOnlyGate({ children }: { children: ReactNode }) {
  const { can } = useAuth()
  return can('admin') ? children : <AdminsOnly />
}
