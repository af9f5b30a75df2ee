import { TOP_UP_MAX_CREDITS } from '@app/contract/limits'
import { type CreditPack, PAISE_PER_CREDIT } from '@app/contract/constants'
import { randomUUID } from 'node:crypto'
import {
  gstCodeOfState,
  gstinFieldProblem,
  PAYMENT_METHOD_PATTERN,
  type SandboxPaymentMethod,
} from '@app/contract/gst'
import type {
  CreateOrderBody,
  PaymentConfirmation,
  PaymentOrderResponse,
} from '@app/contract/wallet'
import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { Db, Tx } from '../../db/client'
import { AppError, notFound, unavailable, validationFailed } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { countPayment } from '../../lib/metrics'
import { byPlace, groupsPerHandle } from '../../lib/statement-groups'
import type { RateLimiter } from '../../lib/rate-limit'
import type { AuthUser } from '../../lib/sessions'
import { balanceOf, fitsInWallet, moveCredits } from './ledger'
import { ORDERS_PER_USER, PAYMENT_STATEMENT_SLOTS, VERIFICATIONS_PER_USER } from './policy'
import * as repo from './payments-repository'
import type { AnyPaymentProvider } from './providers/provider'
import type { SandboxProvider } from './providers/sandbox'

/** Where a log line goes (pino's logger, or the reconcile script's). */
export interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface PaymentDeps {
  db: Db
  /** The credit packs on sale (CREDIT_PACKS). */
  creditPacks: readonly CreditPack[]
  provider: AnyPaymentProvider
  clock: Clock
  rateLimit: RateLimiter
  log: Log
  siteName: string
}

/**
 * The bonus credits of a cart of packs, checked against the packs on sale: every pack must be on
 * sale and `credits` must be their credits added up (the cart the buyer saw is what they pay).
 */
export function packsBonus(
  onSale: readonly CreditPack[],
  credits: number,
  lines: NonNullable<CreateOrderBody['packs']>,
): number {
  let paid = 0
  let bonus = 0
  for (const line of lines) {
    const pack = onSale.find((p) => p.id === line.pack_id)
    if (!pack) throw validationFailed({ packs: [WALLET_TEXTS.unknownPack] })
    paid += pack.credits * line.quantity
    bonus += pack.bonus_credits * line.quantity
  }
  if (paid !== credits) throw validationFailed({ credits: [WALLET_TEXTS.packCreditsMismatch] })
  if (paid + bonus > TOP_UP_MAX_CREDITS) {
    throw validationFailed({ credits: [WALLET_TEXTS.tooManyCredits] })
  }
  return bonus
}

/**
 * Opens a top-up: the provider's order first (a network call, outside any transaction), then
 * our pending row for it. Answers the spec's payment order response for the checkout. An order
 * whose credits (bonus included) would take the balance past WALLET_MAX_BALANCE is refused (422).
 */
export async function createTopUpOrder(
  deps: PaymentDeps,
  user: AuthUser,
  input: CreateOrderBody,
): Promise<PaymentOrderResponse> {
  await deps.rateLimit.enforce(
    [[`wallet:order:user:${user.id}`, ORDERS_PER_USER]],
    WALLET_TEXTS.tooManyPaymentAttempts,
  )
  const stateCode =
    input.state_id === undefined ? undefined : await repo.stateCode(deps.db, input.state_id)
  if (input.state_id !== undefined && stateCode === undefined) {
    throw validationFailed({ state_id: [WALLET_TEXTS.unknownState] })
  }
  // The contract checked the GSTIN itself; its state must be the place of supply.
  const placeOfSupply = stateCode === undefined ? undefined : gstCodeOfState(stateCode)
  const gstinProblem = input.gstin && gstinFieldProblem(input.gstin, placeOfSupply)
  if (gstinProblem) throw validationFailed({ gstin: [gstinProblem] })
  const bonusCredits = input.packs ? packsBonus(deps.creditPacks, input.credits, input.packs) : 0
  // Checked now, against the balance now: once paid, the order is credited whatever it has become.
  if (!fitsInWallet(await balanceOf(deps.db, user.id), input.credits + bonusCredits)) {
    throw validationFailed({ credits: [WALLET_TEXTS.walletFull] })
  }
  const amountPaise = input.credits * PAISE_PER_CREDIT
  // Razorpay allows 40 characters; ours are 37.
  const receipt = `rcpt_${randomUUID().replaceAll('-', '')}`
  let order: { id: string }
  try {
    order = await deps.provider.createOrder({
      amountPaise,
      receipt,
      notes: { user_id: String(user.id), credits: String(input.credits) },
    })
  } catch (err) {
    deps.log.error({ err, provider: deps.provider.name }, 'payment order not created')
    throw unavailable(WALLET_TEXTS.paymentsUnavailable)
  }
  await repo.insertOrder(deps.db, {
    userId: user.id,
    provider: deps.provider.name,
    providerOrderId: order.id,
    receipt,
    amountPaise,
    credits: input.credits,
    bonusCredits,
    packs: input.packs ?? null,
    phoneNumber: user.phone_number,
    buyerStateId: input.state_id ?? null,
    buyerGstin: input.gstin ?? null,
    buyerLegalName: input.legal_name ?? null,
    buyerAddress: input.billing_address ?? null,
    createdAt: deps.clock.now(),
  })
  return {
    success: true,
    message: WALLET_TEXTS.orderCreated,
    razorpay_key: deps.provider.keyId,
    amount: amountPaise,
    credits: input.credits + bonusCredits,
    bonus_credits: bonusCredits,
    currency: 'INR',
    store_name: deps.siteName,
    order_id: order.id,
    user: { name: user.name, email: user.email, phone: user.phone_number },
    provider: deps.provider.name,
  }
}

export type Settlement =
  | { outcome: 'credited' | 'already_paid'; userId: number; credits: number }
  | { outcome: 'amount_mismatch'; userId: number; expected: number }

/**
 * Marks an order paid and credits its buyer, exactly once however often it is asked (checkout
 * confirmation, webhook, reconciliation, replays of each, in any order): one statement marks
 * an unpaid order paid with its tax invoice's number and credits it through the ledger
 * (repo.payOrder; it locks the order's row, so a concurrent settlement waits and then finds it
 * paid), an already paid order only answers the balance, and the ledger's unique reference
 * `order:<id>` refuses a second credit whatever happens. A failed order can still be paid (a
 * later attempt on it went through); nothing makes a paid one anything else. The bonus of an
 * order's credit packs rides on the same payment (decision 025). Undefined for an
 * unknown order. `amountPaise`, when the caller knows what was paid, must be the order's.
 */
export async function creditOrder(
  tx: Tx,
  payment: repo.OrderPayment,
  pay: (payment: repo.OrderPayment) => Promise<repo.PaidOrder | undefined> = (p) =>
    repo.payOrder(tx, p),
): Promise<Settlement | undefined> {
  const paid = await pay(payment)
  if (paid) {
    let credits = paid.credits
    if (paid.bonusCredits > 0) {
      // The packs' free credits: their own entry, in the transaction of the payment that this
      // statement alone made, so they come exactly once with it (and 'bonus:<id>' is unique).
      const after = await moveCredits(tx, {
        userId: paid.userId,
        credits: paid.bonusCredits,
        kind: 'bonus',
        reference: `bonus:${paid.id}`,
      })
      if (after === undefined) throw new Error(`payment order ${paid.id}: bonus not credited`)
      credits = after
    }
    return { outcome: 'credited', userId: paid.userId, credits }
  }
  // Nothing paid: why, as committed now (a settlement that this one waited for shows).
  const order = await repo.findOrder(tx, payment.providerOrderId)
  if (!order) return undefined
  if (order.status === PAYMENT_STATUS.success) {
    // Settled before without the method (a confirmation that could not ask): note it now.
    if (payment.method && order.paymentMethod === null) {
      await repo.noteMethod(tx, { ...payment, method: payment.method })
    }
    return { outcome: 'already_paid', userId: order.userId, credits: order.buyerCredits }
  }
  if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) {
    return { outcome: 'amount_mismatch', userId: order.userId, expected: order.amountPaise }
  }
  throw new Error(`payment order ${order.id}: neither paid nor refused`)
}

/** Pending to failed (never a paid order); true when it moved. */
export function failOrder(tx: Tx, providerOrderId: string, now: Date) {
  return repo.markFailed(tx, providerOrderId, now)
}

/** The buyer's own order of the current provider, or 404 (someone else's looks the same). */
async function ownOrder(deps: PaymentDeps, user: AuthUser, providerOrderId: string) {
  const order = await orderReadsOf(deps.db).run(providerOrderId)
  if (!order || order.userId !== user.id || order.provider !== deps.provider.name) {
    throw notFound(WALLET_TEXTS.orderNotFound)
  }
  return order
}

/** A provider's `method` as we keep it: a short lower-case word, else nothing. */
export const storableMethod = (method: unknown) =>
  typeof method === 'string' && PAYMENT_METHOD_PATTERN.test(method) ? method : undefined

/**
 * How a payment was made, asked of the provider (outside any transaction) for the invoice's
 * payment line. The confirmation does not wait on it: when the provider cannot tell now, the
 * order is paid without it and the webhook or reconciliation notes it later.
 */
async function methodOf(deps: PaymentDeps, providerOrderId: string, paymentId: string) {
  try {
    const payments = await deps.provider.fetchOrderPayments(providerOrderId)
    return storableMethod(payments.find((p) => p.id === paymentId)?.method)
  } catch (err) {
    deps.log.warn({ err, orderId: providerOrderId }, 'payment method not known yet')
    return undefined
  }
}

/**
 * The checkout's confirmation: the signature must be the provider's HMAC of the stored order id
 * and the payment id (400 and nothing changes otherwise), and only the buyer may confirm. Then
 * the order is credited once; a replay answers the balance. Answers the new balance.
 */
export async function verifyTopUp(deps: PaymentDeps, user: AuthUser, input: PaymentConfirmation) {
  await deps.rateLimit.enforce(
    [[`wallet:verify:user:${user.id}`, VERIFICATIONS_PER_USER]],
    WALLET_TEXTS.tooManyPaymentAttempts,
  )
  const order = await ownOrder(deps, user, input.razorpay_order_id)
  const genuine = await deps.provider.verifySignature(
    order.providerOrderId,
    input.razorpay_payment_id,
    input.razorpay_signature,
  )
  if (!genuine) {
    deps.log.warn({ orderId: order.id, userId: user.id }, 'payment signature refused')
    throw new AppError({
      code: 'BAD_REQUEST',
      status: 400,
      message: WALLET_TEXTS.verificationFailed,
    })
  }
  // A replay of a paid order: paid is final, so the balance read with it is the answer.
  if (order.status === PAYMENT_STATUS.success) return { credits: order.buyerCredits }
  const method = await methodOf(deps, order.providerOrderId, input.razorpay_payment_id)
  const payment = {
    providerOrderId: order.providerOrderId,
    paymentId: input.razorpay_payment_id,
    now: deps.clock.now(),
    method,
  }
  // Without packs' bonus, creditOrder is one statement (repo.payOrder), no transaction around
  // it, and under load one statement with other buyers' payments (repo.payOrders). A bonus is a
  // second entry, in the same transaction as the payment.
  const settled =
    order.bonusCredits > 0
      ? await deps.db.transaction((tx) => creditOrder(tx, payment))
      : await creditOrder(deps.db, payment, (p) =>
          paymentGroupsOf(deps.db).run({ ...p, userId: order.userId }),
        )
  // Gone in between (its buyer deleted); no amount was given, so no mismatch.
  if (!settled || settled.outcome === 'amount_mismatch') throw notFound(WALLET_TEXTS.orderNotFound)
  if (settled.outcome === 'credited') countPayment('confirmed', 'verify')
  return { credits: settled.credits }
}

/**
 * Each database handle's reads of orders by the provider's id, grouped under load
 * (lib/statement-groups.ts): every confirmation starts with one.
 */
const orderReadsOf = groupsPerHandle((db: Db) => ({
  many: async (ids: string[]) => byPlace(ids, await repo.findOrders(db, ids)),
}))

/**
 * Each database handle's payment groups (lib/statement-groups.ts, repo.payOrders), one statement
 * at a time (PAYMENT_STATEMENT_SLOTS).
 */
const paymentGroupsOf = groupsPerHandle((db: Db) => ({
  slots: PAYMENT_STATEMENT_SLOTS,
  keyOf: (payment: repo.OrderPayment & { userId: number }) => payment.userId,
  many: (payments: (repo.OrderPayment & { userId: number })[]) => repo.payOrders(db, payments),
}))

/**
 * The sandbox checkout sheet's Pay and Fail buttons, for the buyer's own sandbox order: a
 * signed confirmation to send to verify, or a failed attempt, which fails the order as
 * Razorpay's payment.failed webhook would.
 */
export async function sandboxPay(
  deps: PaymentDeps,
  sandbox: SandboxProvider,
  user: AuthUser,
  input: { order_id: string; outcome: 'success' | 'failure'; method: SandboxPaymentMethod },
) {
  const order = await ownOrder(deps, user, input.order_id)
  const paid = await sandbox.pay(order.providerOrderId, input.outcome, input.method)
  if (!paid) throw notFound(WALLET_TEXTS.orderNotFound)
  if (paid.kind === 'failed') {
    if (await failOrder(deps.db, order.providerOrderId, deps.clock.now())) {
      countPayment('failed', 'sandbox')
    }
    return {
      message: WALLET_TEXTS.sandboxFailed,
      data: { razorpay_order_id: paid.orderId, razorpay_payment_id: paid.paymentId },
    }
  }
  return {
    message: WALLET_TEXTS.sandboxPaid,
    data: {
      razorpay_order_id: paid.orderId,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    },
  }
}
