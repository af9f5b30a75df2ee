import type { ReactNode } from 'react'
import { RequireLogin } from '../../../components/login-required/require-login'
import { ButtonLink } from '../../../components/ui/button'
import { ApiError } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { ADMIN_UI } from '../admin-ui'

/** The server refused the call: this account is not (or no longer) an administrator. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

/** What anyone but an administrator sees instead of the console. */
export function AdminsOnly() {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="status"
        className="border-line bg-surface mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
      >
        <h2 className="text-2xl">{ADMIN_UI.adminsOnlyTitle}</h2>
        <p className="text-muted mt-2">{ADMIN_UI.adminsOnlyBody}</p>
        <ButtonLink to={PROPERTY_LIST_PATH} className="mt-6">
          Browse properties
        </ButtonLink>
      </div>
    </div>
  )
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
