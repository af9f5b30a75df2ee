import type { ReactNode } from 'react'
import { RequireLogin } from '../../../components/login-required/require-login'
import { AccessDenied } from '../../../components/login-required/access-denied'
import { useAuth } from '../../../lib/auth-storage'
import { WALLET_UI } from '../wallet-texts'

/** What an account without a wallet sees instead of the page (spec 000 section 6). */
export function NoWalletAccess() {
  return <AccessDenied title={WALLET_UI.noAccessTitle} body={WALLET_UI.noAccessBody} />
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
