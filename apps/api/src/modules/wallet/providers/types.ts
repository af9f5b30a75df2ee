import type { PaymentProvider as ProviderName } from '@app/contract/wallet-texts'

/** A payment's state at Razorpay (the sandbox uses `captured` and `failed`). */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

export interface ProviderPayment {
  id: string
  status: ProviderPaymentStatus
  /** Paise. */
  amount: number
  /** How it was paid, as Razorpay names it (upi, card, netbanking, wallet...), when told. */
  method?: string | undefined
}

export interface NewProviderOrder {
  amountPaise: number
  /** Our name for the order (at most 40 characters). */
  receipt: string
  notes: Record<string, string>
}

/**
 * Where card payments are made: Razorpay, or the built-in sandbox that behaves and signs as
 * Razorpay does. Every method may be slow (network): never call one inside a transaction.
 */
export interface PaymentProvider {
  readonly name: ProviderName
  /** The public key the checkout opens with. */
  readonly keyId: string
  createOrder(order: NewProviderOrder): Promise<{ id: string }>
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>
  /** Whether `signature` is Razorpay's checkout signature of this order and payment. */
  verifySignature(orderId: string, paymentId: string, signature: string): Promise<boolean>
  /** Whether `signature` (X-Razorpay-Signature) signs this webhook body. */
  verifyWebhook(rawBody: Buffer, signature: string): Promise<boolean>
}

/** A provider call that failed (network, timeout, an error answer): the caller answers 503. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError'
}
