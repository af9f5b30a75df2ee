import { plural } from '@app/contract/numbers'
import type { PaymentConfirmation, PaymentOrderResponse } from '@app/contract/wallet'

/** Razorpay's hosted checkout script: loaded only by the wallet page, and only when paying. */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js'

interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string }
}

interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description?: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: PaymentConfirmation) => void
  modal: { ondismiss: () => void }
  theme?: { color: string }
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/** Adds the checkout script once (a failed load may be tried again) and resolves to Razorpay. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_CHECKOUT_SRC
    script.async = true
    const fail = () => {
      loading = null
      script.remove()
      reject(new Error('Could not load the payment page. Please check your connection.'))
    }
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail())
    script.onerror = fail
    document.head.append(script)
  })
  return loading
}

export interface CheckoutEvents {
  /** The payment went through: the three fields to confirm with wallet/verify. */
  onPaid: (confirmation: PaymentConfirmation) => void
  /** Razorpay refused the payment (the checkout stays open for another try). */
  onFailed: (reason: string | undefined) => void
  /** The person closed the checkout. */
  onDismissed: () => void
}

/** Opens Razorpay Checkout for a created order (amount in paise, as the order says). */
export async function openRazorpayCheckout(order: PaymentOrderResponse, events: CheckoutEvents) {
  const Razorpay = await loadRazorpay()
  const checkout = new Razorpay({
    key: order.razorpay_key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.order_id,
    name: order.store_name,
    description: plural(order.credits, 'wallet credit'),
    prefill: { name: order.user.name, email: order.user.email ?? '', contact: order.user.phone },
    handler: events.onPaid,
    modal: { ondismiss: events.onDismissed },
    theme: { color: '#173f63' },
  })
  checkout.on('payment.failed', (response) => events.onFailed(response.error?.description))
  checkout.open()
}
