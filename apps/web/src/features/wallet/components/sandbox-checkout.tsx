import { PAISE_PER_RUPEE } from '@app/contract/constants'
import { SANDBOX_PAYMENT_METHODS, type SandboxPaymentMethod } from '@app/contract/gst'
import { formatCredits, formatRupeesExact, plural } from '@app/contract/numbers'
import { useState } from 'react'
import { type PaymentOrderResponse } from '@app/contract/wallet'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Select } from '../../../components/ui/field'

/** The sandbox's payment methods, as a payer would name them. */
const METHOD_LABEL: Record<SandboxPaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
}

export type SandboxAction = 'pay' | 'fail'

/**
 * The built-in sandbox provider's checkout (no card, no money): a payment sheet with the store,
 * the amount and the buyer, a choice of method (UPI, card, net banking, wallet: the invoice
 * prints it, as Razorpay reports it) and three buttons. Pay and Fail ask the sandbox to settle
 * the order that way; Cancel (or Esc, or the x) closes it. A bottom sheet on phones.
 */
export function SandboxCheckout({
  order,
  busy,
  onPay,
  onFail,
  onCancel,
}: {
  order: PaymentOrderResponse | null
  /** The button whose call is running: the sheet then waits and cannot be closed. */
  busy: SandboxAction | null
  onPay: (method: SandboxPaymentMethod) => void
  onFail: () => void
  onCancel: () => void
}) {
  const amount = order ? formatRupeesExact(order.amount / PAISE_PER_RUPEE) : ''
  const [method, setMethod] = useState<SandboxPaymentMethod>('upi')
  return (
    <Dialog
      open={order !== null}
      onClose={onCancel}
      dismissible={busy === null}
      className="max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none"
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span>{order?.store_name}</span>
          <Badge tone="warning" className="uppercase">
            Test mode
          </Badge>
        </span>
      }
    >
      {order && (
        <div className="space-y-5">
          <p className="text-sm">Secure checkout · Sandbox payments, no card is charged</p>
          <div className="from-brand-800 to-brand-700 rounded-xl bg-gradient-to-br p-5 text-white">
            <p className="text-brand-100 text-xs font-semibold tracking-wider uppercase">
              Amount to pay
            </p>
            <p className="mt-1 text-3xl font-bold" data-testid="checkout-amount">
              {amount}
            </p>
            <p className="text-brand-100 mt-1 text-sm" data-testid="checkout-credits">
              {plural(order.credits, 'wallet credit')}
              {order.bonus_credits > 0 &&
                ` (${formatCredits(order.credits - order.bonus_credits)} + ${formatCredits(order.bonus_credits)} bonus)`}{' '}
              · {order.currency}
            </p>
          </div>
          <dl className="text-sm">
            <Row label="Paying as" value={order.user.name} />
            <Row label="Phone" value={order.user.phone} />
            {order.user.email && <Row label="E-mail" value={order.user.email} />}
            <Row label="Order" value={order.order_id} mono />
          </dl>
          <Field label="Pay with">
            <Select
              options={SANDBOX_PAYMENT_METHODS.map((m) => ({ value: m, label: METHOD_LABEL[m] }))}
              value={method}
              disabled={busy !== null}
              onChange={(e) => setMethod(e.target.value as SandboxPaymentMethod)}
            />
          </Field>
          <div className="grid gap-3">
            <Button size="lg" disabled={busy !== null} onClick={() => onPay(method)}>
              {busy === 'pay' ? 'Processing payment…' : `Pay ${amount}`}
            </Button>
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="outline"
                className="border-red-200 text-red-700 hover:border-red-400 hover:bg-red-50"
                disabled={busy !== null}
                onClick={onFail}
              >
                {busy === 'fail' ? 'Failing…' : 'Fail'}
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </div>
          <p className="text-xs">
            Test mode: <strong className="text-ink">Pay</strong> completes the payment,{' '}
            <strong className="text-ink">Fail</strong> declines it. Real payments go through
            Razorpay.
          </p>
        </div>
      )}
    </Dialog>
  )
}

function Row({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="border-line flex justify-between gap-4 border-b py-2">
      <dt>{label}</dt>
      <dd className={`text-ink min-w-0 truncate font-semibold ${mono ? 'font-mono text-xs' : ''}`}>
        {value}
      </dd>
    </div>
  )
}
