import { formatCredits, formatRupees, plural } from '@app/contract/numbers'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'
import { useCreditPacks } from '../api/get-credit-packs'
import { cartCount, cartStore, useCart } from '../cart'
import { CART_PATH } from '../wallet-paths'
import { WALLET_UI } from '../wallet-texts'

/** "Credit packs" on /wallet: the packs on sale with their bonus, each with Add to cart. */
export function CreditPacksSection() {
  const packs = useCreditPacks()
  const cart = useCart()
  const inCart = cartCount(cart)

  return (
    <section aria-labelledby="credit-packs" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="credit-packs" className="text-2xl">
            Credit packs
          </h2>
          <p className="text-muted mt-1 text-sm">
            Buy a pack and get bonus credits free. Prices include GST.
          </p>
        </div>
        {inCart > 0 && (
          <ButtonLink to={CART_PATH} variant="outline">
            View cart ({inCart})
          </ButtonLink>
        )}
      </div>
      {packs.isPending ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52 rounded-2xl" />
          ))}
        </div>
      ) : !packs.data ? (
        <RetryAlert
          className="mt-5"
          message={errorMessage(packs.error, WALLET_UI.packsFetchFailed)}
          onRetry={() => void packs.refetch()}
        />
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {packs.data.packs.map((pack) => {
            const quantity = cart.find((l) => l.pack_id === pack.id)?.quantity ?? 0
            return (
              <li key={pack.id}>
                <Card className="flex h-full flex-col p-5 sm:p-6">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-lg">{pack.name}</h3>
                    {pack.bonus_credits > 0 && (
                      <Badge tone="accent">+{formatCredits(pack.bonus_credits)} bonus</Badge>
                    )}
                  </div>
                  <p className="text-brand-800 mt-3 text-3xl font-bold">
                    {formatRupees(pack.credits)}
                  </p>
                  <p className="text-muted mt-1 text-sm">
                    {pack.bonus_credits > 0
                      ? `${plural(pack.credits, 'credit')} + ${formatCredits(pack.bonus_credits)} free = ${plural(pack.credits + pack.bonus_credits, 'credit')}`
                      : plural(pack.credits, 'credit')}
                  </p>
                  <div className="mt-auto flex items-center gap-3 pt-5">
                    <Button
                      className="flex-1"
                      variant={quantity > 0 ? 'outline' : 'primary'}
                      onClick={() => cartStore.add(pack.id)}
                      aria-label={`Add to cart: ${pack.name} pack`}
                    >
                      Add to cart
                    </Button>
                    {quantity > 0 && (
                      <Link
                        to={CART_PATH}
                        className="text-brand-700 text-sm font-semibold underline-offset-4 hover:underline"
                      >
                        {quantity} in cart
                      </Link>
                    )}
                  </div>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
