import { RetryAlert } from '../../../components/ui/alert'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'
import type { useCreditPacks } from '../api/get-credit-packs'
import { WALLET_UI } from '../wallet-texts'

/**
 * What the cart and the checkout show until the packs on sale are read: their shape while
 * loading, the failure with Retry after.
 */
export function PacksUnready({
  packs,
  skeletonClassName,
}: {
  packs: ReturnType<typeof useCreditPacks>
  skeletonClassName: string
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      {packs.isPending ? (
        <Skeleton className={skeletonClassName} />
      ) : (
        <RetryAlert
          message={errorMessage(packs.error, WALLET_UI.packsFetchFailed)}
          onRetry={() => void packs.refetch()}
        />
      )}
    </div>
  )
}
