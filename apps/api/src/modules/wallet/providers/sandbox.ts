import { randomInt } from 'node:crypto'
import type { SandboxPaymentMethod } from '@app/contract/gst'
import type { Db } from '../../../db/client'
import type { Clock } from '../../../lib/clock'
import { byPlace, groupsPerHandle } from '../../../lib/statement-groups'
import { hmacHex, paymentSignature, signatureMatches } from './signature'
import * as store from './sandbox-store'
import type { PaymentProvider } from './types'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An id shaped like Razorpay's: a prefix and 14 letters and digits (`order_N5x...`). */
export function razorpayLikeId(prefix: 'order' | 'pay'): string {
  let id = ''
  for (let i = 0; i < 14; i++) id += ALPHABET[randomInt(ALPHABET.length)]
  return `${prefix}_${id}`
}

export interface SandboxSettings {
  keyId: string
  /** The key secret it signs checkout confirmations with (RAZORPAY_KEY_SECRET or its own). */
  secret: () => Promise<string>
  /** RAZORPAY_WEBHOOK_SECRET when set, else the key secret. */
  webhookSecret: () => Promise<string>
}

export type SandboxOutcome =
  | { kind: 'captured'; orderId: string; paymentId: string; signature: string }
  | { kind: 'failed'; orderId: string; paymentId: string }

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox'
  /** Whether an order id is one of the sandbox's. */
  hasOrder(orderId: string): Promise<boolean>
  /**
   * What the sandbox checkout sheet does when the buyer presses Pay or Fail: a captured payment
   * (only one per order, as at Razorpay: paying again answers the same one) signed exactly as
   * Razorpay's checkout signs it, or a failed attempt, made by `method` (card when not named),
   * which the payment then reports as Razorpay's does. Undefined for an unknown order.
   */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
    method?: SandboxPaymentMethod,
  ): Promise<SandboxOutcome | undefined>
}

/**
 * The built-in provider for development and tests: no network and no money. Its orders and
 * payments live in our database (sandbox_orders, sandbox_payments) and everything it signs is
 * signed as Razorpay signs, so the rest of the code cannot tell it from Razorpay.
 */
export function sandboxProvider(db: Db, clock: Clock, settings: SandboxSettings): SandboxProvider {
  return {
    name: 'sandbox',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const id = razorpayLikeId('order')
      await store.insertOrder(db, { id, amountPaise, receipt, notes, createdAt: clock.now() })
      return { id }
    },
    async fetchOrderPayments(orderId) {
      return (await paymentReadsOf(db).run(orderId)) ?? []
    },
    async verifySignature(orderId, paymentId, signature) {
      const expected = paymentSignature(await settings.secret(), orderId, paymentId)
      return signatureMatches(expected, signature)
    },
    async verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(await settings.webhookSecret(), rawBody), signature)
    },
    async hasOrder(orderId) {
      return (await store.findOrder(db, orderId)) !== undefined
    },
    async pay(orderId, outcome, method = 'card') {
      const order = await store.findOrder(db, orderId)
      if (!order) return undefined
      const payment = {
        id: razorpayLikeId('pay'),
        orderId,
        amountPaise: order.amountPaise,
        method,
        createdAt: clock.now(),
      }
      if (outcome === 'failure') {
        await store.insertFailure(db, { ...payment, status: 'failed' })
        return { kind: 'failed', orderId, paymentId: payment.id }
      }
      const paymentId = await store.capture(db, { ...payment, status: 'captured' })
      const signature = paymentSignature(await settings.secret(), orderId, paymentId)
      return { kind: 'captured', orderId, paymentId, signature }
    },
  }
}

/**
 * Each database's reads of orders' payments, grouped under load (lib/statement-groups.ts): every
 * first-time confirmation asks for its payment's method.
 */
const paymentReadsOf = groupsPerHandle((db: Db) => ({
  many: async (orderIds: string[]) => byPlace(orderIds, await store.paymentsOfOrders(db, orderIds)),
}))
