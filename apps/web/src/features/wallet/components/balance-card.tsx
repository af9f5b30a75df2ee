import { formatCredits, formatRupeesExact } from '@app/contract/numbers'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { Skeleton } from '../../../components/ui/skeleton'
import { useAuth } from '../../../lib/auth-storage'
import { errorMessage } from '../../../lib/form-errors'
import { TRANSACTIONS_PATH, UNLOCKED_PROPERTIES_PATH } from '../../../lib/paths'
import type { useWallet } from '../api/get-wallet'
import { WALLET_UI } from '../wallet-texts'

/** The user's name and available credits (spec 000 section 2, Wallet). */
export function BalanceCard({ wallet }: { wallet: ReturnType<typeof useWallet> }) {
  const name = useAuth().user?.name.trim() || 'Guest'
  return (
    <section
      aria-labelledby="wallet-balance"
      className="from-brand-800 to-brand-700 relative overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white shadow-lg sm:p-7"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgb(245_158_11/0.3),transparent_50%)]"
      />
      <div className="relative">
        <p className="text-brand-100 text-sm">Wallet of</p>
        <p className="truncate text-xl font-bold">{name}</p>
        <h2 id="wallet-balance" className="text-brand-100 mt-6 text-sm font-semibold uppercase">
          Available credits
        </h2>
        {wallet.isPending ? (
          <Skeleton className="mt-2 h-12 w-40 bg-white/20" />
        ) : wallet.data ? (
          <>
            <p className="mt-1 text-5xl font-bold tracking-tight" data-testid="wallet-credits">
              {formatCredits(wallet.data.credits)}
            </p>
            <p className="text-brand-100 mt-1 text-sm">
              Worth {formatRupeesExact(wallet.data.credits)} · 1 credit = ₹1
            </p>
          </>
        ) : (
          <RetryAlert
            className="mt-3"
            message={errorMessage(wallet.error, WALLET_UI.walletFetchFailed)}
            onRetry={() => void wallet.refetch()}
          />
        )}
        <nav aria-label="Wallet pages" className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link
            to={TRANSACTIONS_PATH}
            className="hover:text-accent-400 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
          >
            Transactions
          </Link>
          <Link
            to={UNLOCKED_PROPERTIES_PATH}
            className="hover:text-accent-400 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
          >
            Unlocked Properties
          </Link>
        </nav>
      </div>
    </section>
  )
}
