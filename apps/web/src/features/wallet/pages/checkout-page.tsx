import { formatCredits, formatRupeesExact, plural } from '@app/contract/numbers'
import { PacksUnready } from '../components/packs-unready'
import { NOTICE_LONG_MS, PAISE_PER_RUPEE } from '@app/contract/constants'
import { GST_RATE_PERCENT } from '@app/contract/gst'
import { needsBuyerAddress } from '@app/contract/gst'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Field, Select } from '../../../components/ui/field'
import { PageBanner } from '../../../components/ui/page-banner'
import { TimedNotice } from '../../../components/ui/timed-notice'
import { useStates } from '../../../lib/geo/get-states'
import { parseId } from '../../../lib/ids'
import { TRANSACTIONS_PATH, WALLET_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useCreditPacks } from '../api/get-credit-packs'
import { cartStore, useCart } from '../cart'
import { cartTotals, checkoutBill } from '../cart-math'
import { CreditRows, SummaryRow } from '../components/cart-summary'
import { SandboxCheckout } from '../components/sandbox-checkout'
import { useTopUp } from '../components/use-top-up'
import { EMPTY_ORDER_FORM, GstBuyerFields, useOrderSchema } from '../components/gst-buyer-fields'
import { useZodForm } from '../../../lib/use-zod-form'
import { WalletGate } from '../components/wallet-gate'
import { CART_PATH } from '../wallet-paths'
import { WALLET_UI } from '../wallet-texts'

/** /checkout (needs login): the cart's bill with its GST, paid as one order. */
export function Component() {
  return (
    <>
      <title>{`Checkout | ${site.name}`}</title>
      <PageBanner
        title="Checkout"
        lead="Review your bill and pay securely online."
        crumbs={[
          { label: 'Wallet', to: WALLET_PATH },
          { label: 'Cart', to: CART_PATH },
          { label: 'Checkout' },
        ]}
      />
      <WalletGate loginMessage={WALLET_UI.loginToCheckout}>
        <Checkout />
      </WalletGate>
    </>
  )
}

interface Paid {
  credits: number
  bonus: number
  balance: number
}

const rupees = (paise: number) => formatRupeesExact(paise / PAISE_PER_RUPEE)

function Checkout() {
  const packs = useCreditPacks()
  const states = useStates()
  const cart = useCart()
  const navigate = useNavigate()
  const [paid, setPaid] = useState<Paid | null>(null)
  const form = useZodForm(useOrderSchema(states.data), EMPTY_ORDER_FORM)
  const [business, setBusiness] = useState(false)
  const stateId = parseId(String(form.watch('state_id') ?? ''))
  // The bill being paid: a ref, because the checkout's callback may be the one made when the
  // payment started, and the success notice needs it once the cart is emptied.
  const paying = useRef({ credits: 0, bonus: 0 })
  const topUp = useTopUp((result) => {
    cartStore.clear()
    setPaid({ ...paying.current, balance: result.balance })
  })
  const leave = () => void navigate(TRANSACTIONS_PATH)

  const notice = (
    <TimedNotice
      open={paid !== null}
      tone="success"
      title={WALLET_UI.paymentSuccessTitle}
      message={
        paid && (
          <>
            <p>
              {plural(paid.credits + paid.bonus, 'credit')}
              {paid.bonus > 0 && ` (${formatCredits(paid.bonus)} of them bonus)`} were added to your
              wallet. You now have{' '}
              <strong className="text-ink">{plural(paid.balance, 'credit')}</strong>.
            </p>
            <p className="mt-2 text-sm">Taking you to your transactions in 5 seconds.</p>
          </>
        )
      }
      durationMs={NOTICE_LONG_MS}
      onDone={leave}
      actions={<Button onClick={leave}>View transactions</Button>}
    />
  )

  if (!packs.data) return <PacksUnready packs={packs} skeletonClassName="h-80 rounded-2xl" />
  const totals = cartTotals(cart, packs.data.packs)
  if (totals.lines.length === 0) {
    return (
      <div className="container-page py-10 sm:py-14">
        <div
          role="status"
          className="border-line bg-surface mx-auto max-w-2xl rounded-2xl border px-6 py-12 text-center"
        >
          {paid ? (
            <>
              <h2 className="text-2xl">Payment received</h2>
              <p className="text-muted mt-2">
                Your wallet now has {plural(paid.balance, 'credit')}.
              </p>
              <ButtonLink to={TRANSACTIONS_PATH} className="mt-6">
                View transactions
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="text-muted">{WALLET_UI.cartEmpty}</p>
              <ButtonLink to={WALLET_PATH} className="mt-6">
                Choose a credit pack
              </ButtonLink>
            </>
          )}
        </div>
        {notice}
      </div>
    )
  }
  const bill = checkoutBill(totals, stateId, packs.data.seller_state_id)
  const half = GST_RATE_PERCENT / 2

  // The bill's credits are the cart's; the form checks them with the buyer's details.
  const pay = () => {
    form.setValue('credits', String(totals.credits))
    void form.handleSubmit((body) => {
      paying.current = { credits: totals.credits, bonus: totals.bonus }
      void topUp.start({
        ...body,
        packs: totals.lines.map((l) => ({ pack_id: l.pack.id, quantity: l.quantity })),
      })
    })()
  }
  const addressRequired = needsBuyerAddress(totals.credits)
  const stateRequired = addressRequired || business

  return (
    <div className="container-page py-10 sm:py-14">
      {totals.unavailable.length > 0 && (
        <Alert tone="info" className="mb-6">
          {WALLET_UI.packsUnavailable}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <Card className="p-4 sm:p-6">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="text-xl">Your bill</h2>
            <Link
              to={CART_PATH}
              className="text-brand-700 text-sm font-semibold underline-offset-4 hover:underline"
            >
              Edit cart
            </Link>
          </div>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">Credit packs on this bill</caption>
            <thead className="text-muted border-line border-b text-left text-xs uppercase">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Pack
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Credits
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold max-sm:hidden">
                  Bonus
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {bill.lines.map((line) => (
                <tr key={line.pack.id}>
                  <td className="py-3 pr-2">
                    <span className="text-ink font-semibold">{line.pack.name}</span>{' '}
                    <span className="text-muted">× {line.quantity}</span>
                    {line.bonus > 0 && (
                      <span className="text-muted block sm:hidden">
                        +{formatCredits(line.bonus)} bonus
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-3 text-right">{formatCredits(line.credits)}</td>
                  <td className="px-2 py-3 text-right max-sm:hidden">
                    {line.bonus > 0 ? `+${formatCredits(line.bonus)}` : '—'}
                  </td>
                  <td className="py-3 pl-2 text-right font-medium">
                    {formatRupeesExact(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="border-line mt-4 border-t pt-3" aria-label="Bill totals">
            <CreditRows totals={bill} />
          </dl>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl">GST</h2>
          <p className="text-muted mt-1 text-sm">
            Prices include GST at {GST_RATE_PERCENT}%. Bonus credits are free and carry no GST.
          </p>
          <form
            className="mt-4 space-y-4"
            aria-label="Invoice details"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              pay()
            }}
          >
            <Field
              label="Your state"
              hint={stateRequired ? WALLET_UI.stateHintRequired : WALLET_UI.stateHint}
              error={form.formState.errors.state_id?.message}
              required={stateRequired}
            >
              <Select
                placeholder="Not specified"
                options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                disabled={topUp.busy}
                {...form.register('state_id')}
              />
            </Field>
            <GstBuyerFields
              form={form}
              business={business}
              onBusinessChange={setBusiness}
              states={states.data}
              addressRequired={addressRequired}
              disabled={topUp.busy}
            />
          </form>
          <dl className="mt-4" aria-label="GST breakdown">
            <SummaryRow label="Taxable value" value={rupees(bill.gst.taxablePaise)} />
            {bill.gst.intraState ? (
              <>
                <SummaryRow label={`CGST @ ${half}%`} value={rupees(bill.gst.cgstPaise)} />
                <SummaryRow label={`SGST @ ${half}%`} value={rupees(bill.gst.sgstPaise)} />
              </>
            ) : (
              <SummaryRow
                label={`IGST @ ${GST_RATE_PERCENT}%`}
                value={rupees(bill.gst.igstPaise)}
              />
            )}
            <SummaryRow
              label="Total payable"
              value={rupees(bill.gst.totalPaise)}
              strong
              className="border-line mt-2 border-t pt-3"
            />
          </dl>
          {topUp.outcome && (
            <Alert tone={topUp.outcome.tone} className="mt-4">
              {topUp.outcome.text}
            </Alert>
          )}
          <Button size="lg" className="mt-5 w-full" disabled={topUp.busy} onClick={pay}>
            {topUp.busy ? 'Processing…' : `Pay ${rupees(bill.gst.totalPaise)}`}
          </Button>
        </Card>
      </div>
      <SandboxCheckout
        order={topUp.sandbox.order}
        busy={topUp.sandbox.busy}
        onPay={(method) => void topUp.sandbox.pay(method)}
        onFail={() => void topUp.sandbox.fail()}
        onCancel={topUp.sandbox.cancel}
      />
      {notice}
    </div>
  )
}
