import type { ReactNode } from 'react'
import { RequireLogin } from '../../../components/login-required/require-login'
import { ButtonLink } from '../../../components/ui/button'
import { ApiError } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { WALLET_UI } from '../wallet-texts'

/** The API refused this account the wallet (a user type other than seeker, owner or admin). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

/** What an account without a wallet sees instead of the page (spec 000 section 6). */
export function NoWalletAccess() {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="status"
        className="border-line bg-surface mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
      >
        <h2 className="text-2xl">{WALLET_UI.noAccessTitle}</h2>
        <p className="text-muted mt-2">{WALLET_UI.noAccessBody}</p>
        <ButtonLink to={PROPERTY_LIST_PATH} className="mt-6">
          Browse properties
        </ButtonLink>
      </div>
    </div>
  )
}

/**
 * Wallet, transactions and unlocked properties: login first (the 'Login Required' popup, then
 * /login), then an account type that has a wallet; the page and its calls mount only then.
 */
export function WalletGate({
  loginMessage,
  children,
}: {
  loginMessage: string
  children: ReactNode
}) {
  return (
    <RequireLogin message={loginMessage}>
      <WalletHolderOnly>{children}</WalletHolderOnly>
    </RequireLogin>
  )
}

function WalletHolderOnly({ children }: { children: ReactNode }) {
  const { can } = useAuth()
  return can('unlock-properties') ? children : <NoWalletAccess />
}
