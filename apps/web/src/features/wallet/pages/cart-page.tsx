import { MAX_PACK_QUANTITY } from '@app/contract/limits'
import { formatCredits, formatRupeesExact, plural } from '@app/contract/numbers'
import { PacksUnready } from '../components/packs-unready'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { WALLET_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useCreditPacks } from '../api/get-credit-packs'
import { cartStore, useCart } from '../cart'
import { cartTotals, type CartLine } from '../cart-math'
import { CreditRows } from '../components/cart-summary'
import { WalletGate } from '../components/wallet-gate'
import { CHECKOUT_PATH } from '../wallet-paths'
import { WALLET_UI } from '../wallet-texts'

/** /cart (needs login): the credit packs chosen on the wallet page, quantities and totals. */
export function Component() {
  return (
    <>
      <title>{`Cart | ${site.name}`}</title>
      <PageBanner
        title="Cart"
        lead="Your credit packs. Bonus credits are free and added with your credits."
        crumbs={[{ label: 'Wallet', to: WALLET_PATH }, { label: 'Cart' }]}
      />
      <WalletGate loginMessage={WALLET_UI.loginToCart}>
        <Cart />
      </WalletGate>
    </>
  )
}

function Cart() {
  const packs = useCreditPacks()
  const cart = useCart()

  if (cart.length === 0) return <EmptyCart />
  if (!packs.data) return <PacksUnready packs={packs} skeletonClassName="h-64 rounded-2xl" />
  const totals = cartTotals(cart, packs.data.packs)
  if (totals.lines.length === 0) return <EmptyCart />

  return (
    <div className="container-page py-10 sm:py-14">
      {totals.unavailable.length > 0 && (
        <Alert tone="info" className="mb-6">
          {WALLET_UI.packsUnavailable}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card className="p-4 sm:p-6">
          <h2 className="text-xl">Credit packs</h2>
          <ul className="divide-line mt-3 divide-y" aria-label="Packs in your cart">
            {totals.lines.map((line) => (
              <CartRow key={line.pack.id} line={line} />
            ))}
          </ul>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl">Summary</h2>
          <dl className="mt-3" aria-label="Cart totals">
            <CreditRows totals={totals} />
          </dl>
          <ButtonLink to={CHECKOUT_PATH} size="lg" className="mt-5 w-full">
            Proceed to checkout
          </ButtonLink>
          <Link
            to={WALLET_PATH}
            className="text-brand-700 mt-4 block text-center text-sm font-semibold underline-offset-4 hover:underline"
          >
            Add more packs
          </Link>
        </Card>
      </div>
    </div>
  )
}

/**
 * A pack in the cart. On phones two rows (the pack and its amount; the quantity and Remove),
 * so nothing is pushed past a 360 px screen; from `sm` one row. Steppers are 44 px squares.
 */
function CartRow({ line }: { line: CartLine }) {
  const { pack, quantity } = line
  const stepper =
    'border-line text-brand-700 hover:bg-brand-50 grid size-11 place-items-center rounded-lg border bg-white text-lg font-bold disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 py-4 [grid-template-areas:'pack_amount'_'quantity_remove'] sm:grid-cols-[minmax(0,1fr)_auto_7rem_auto] sm:gap-x-6 sm:[grid-template-areas:'pack_quantity_amount_remove']">
      <div className="min-w-0 [grid-area:pack]">
        <p className="text-ink font-semibold">{pack.name} pack</p>
        <p className="text-muted text-sm">
          {plural(pack.credits, 'credit')}
          {pack.bonus_credits > 0 && ` + ${formatCredits(pack.bonus_credits)} bonus`} ·{' '}
          {formatRupeesExact(pack.credits)} each
        </p>
      </div>
      <div
        className="flex items-center gap-2 [grid-area:quantity]"
        role="group"
        aria-label={`${pack.name} quantity`}
      >
        <button
          type="button"
          className={stepper}
          aria-label={`One less ${pack.name}`}
          disabled={quantity <= 1}
          onClick={() => cartStore.setQuantity(pack.id, quantity - 1)}
        >
          −
        </button>
        <output className="w-8 text-center font-semibold" aria-label={`${pack.name} quantity`}>
          {quantity}
        </output>
        <button
          type="button"
          className={stepper}
          aria-label={`One more ${pack.name}`}
          disabled={quantity >= MAX_PACK_QUANTITY}
          onClick={() => cartStore.setQuantity(pack.id, quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="text-ink self-start text-right font-semibold whitespace-nowrap [grid-area:amount] sm:self-center">
        {formatRupeesExact(line.amount)}
      </p>
      <Button
        variant="ghost"
        className="justify-self-end [grid-area:remove]"
        onClick={() => cartStore.remove(pack.id)}
        aria-label={`Remove ${pack.name} pack`}
      >
        Remove
      </Button>
    </li>
  )
}

function EmptyCart() {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="status"
        className="border-line bg-surface mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
      >
        <p className="text-muted">{WALLET_UI.cartEmpty}</p>
        <ButtonLink to={WALLET_PATH} className="mt-6">
          Choose a credit pack
        </ButtonLink>
      </div>
    </div>
  )
}
