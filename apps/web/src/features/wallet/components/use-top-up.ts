import {
  WALLET_TEXTS,
  type PaymentConfirmation,
  type PaymentOrderResponse,
} from '@app/contract/wallet'
import type { SandboxPaymentMethod } from '@app/contract/gst'
import { useState } from 'react'
import { errorMessage } from '../../../lib/form-errors'
import { useCreateOrder, type CreateOrderBody } from '../api/create-order'
import { useSandboxPay } from '../api/sandbox-pay'
import { useVerifyPayment } from '../api/verify-payment'
import { openRazorpayCheckout } from '../razorpay-checkout'
import { WALLET_UI } from '../wallet-texts'
import type { SandboxAction } from './sandbox-checkout'

/** How a payment attempt ended when it did not add credits. */
export interface TopUpOutcome {
  tone: 'info' | 'error'
  text: string
}

export interface TopUpPaid {
  /** Credits this payment brought, the packs' free bonus included. */
  added: number
  /** The balance after it. */
  balance: number
}

const failed = (text: string): TopUpOutcome => ({ tone: 'error', text })
const CANCELLED: TopUpOutcome = { tone: 'info', text: WALLET_UI.paymentCancelled }

/**
 * A wallet top-up (spec 000 section 4): create the order, open the provider's checkout (the
 * in-app sandbox sheet, or Razorpay Checkout), confirm the signed answer with wallet/verify.
 * `onPaid` runs once the credits are in; cancelled and failed attempts leave an outcome.
 */
export function useTopUp(onPaid: (paid: TopUpPaid) => void) {
  const createOrder = useCreateOrder()
  const sandboxPay = useSandboxPay()
  const verify = useVerifyPayment()
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderResponse | null>(null)
  const [sandboxBusy, setSandboxBusy] = useState<SandboxAction | null>(null)
  const [razorpayOpen, setRazorpayOpen] = useState(false)
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null)

  const confirm = async (
    order: PaymentOrderResponse,
    confirmation: PaymentConfirmation,
  ): Promise<TopUpPaid> => {
    const { credits } = await verify.mutateAsync(confirmation)
    setOutcome(null)
    return { added: order.credits, balance: credits }
  }

  const openRazorpay = async (order: PaymentOrderResponse) => {
    // Razorpay keeps its checkout open after a refused card for another try, and a close after
    // that is not a cancellation.
    let refused = false
    setRazorpayOpen(true)
    try {
      await openRazorpayCheckout(order, {
        onPaid: (confirmation) => {
          setRazorpayOpen(false)
          confirm(order, confirmation).then(onPaid, (error: unknown) =>
            setOutcome(failed(errorMessage(error, WALLET_TEXTS.verificationFailed))),
          )
        },
        onFailed: (reason) => {
          refused = true
          setOutcome(
            failed(reason ? WALLET_UI.paymentFailedBecause(reason) : WALLET_UI.paymentFailed),
          )
        },
        onDismissed: () => {
          setRazorpayOpen(false)
          if (!refused) setOutcome(CANCELLED)
        },
      })
    } catch (error) {
      setRazorpayOpen(false)
      setOutcome(failed(error instanceof Error ? error.message : WALLET_UI.paymentFailed))
    }
  }

  const start = async (body: CreateOrderBody) => {
    setOutcome(null)
    let order: PaymentOrderResponse
    try {
      order = await createOrder.mutateAsync(body)
    } catch (error) {
      setOutcome(failed(errorMessage(error)))
      return
    }
    if (order.provider === 'sandbox') setSandboxOrder(order)
    else await openRazorpay(order)
  }

  const sandbox = {
    order: sandboxOrder,
    busy: sandboxBusy,
    pay: async (method: SandboxPaymentMethod) => {
      if (!sandboxOrder) return
      setSandboxBusy('pay')
      let paid: TopUpPaid | null = null
      try {
        const answer = await sandboxPay.mutateAsync({
          order_id: sandboxOrder.order_id,
          outcome: 'success',
          method,
        })
        if (!answer.razorpay_signature) throw new Error(WALLET_UI.paymentFailed)
        paid = await confirm(sandboxOrder, {
          razorpay_order_id: answer.razorpay_order_id,
          razorpay_payment_id: answer.razorpay_payment_id,
          razorpay_signature: answer.razorpay_signature,
        })
      } catch (error) {
        setOutcome(failed(errorMessage(error, WALLET_TEXTS.verificationFailed)))
      }
      // The sheet closes before the success notice opens (one modal at a time).
      setSandboxBusy(null)
      setSandboxOrder(null)
      if (paid) onPaid(paid)
    },
    fail: async () => {
      if (!sandboxOrder) return
      setSandboxBusy('fail')
      try {
        await sandboxPay.mutateAsync({ order_id: sandboxOrder.order_id, outcome: 'failure' })
        setOutcome(failed(WALLET_UI.paymentFailed))
      } catch (error) {
        setOutcome(failed(errorMessage(error)))
      } finally {
        setSandboxBusy(null)
        setSandboxOrder(null)
      }
    },
    cancel: () => {
      setSandboxOrder(null)
      setOutcome(CANCELLED)
    },
  }

  return {
    start,
    sandbox,
    outcome,
    /** A payment is under way: the form waits. */
    busy: createOrder.isPending || razorpayOpen || sandboxOrder !== null || verify.isPending,
  }
}
