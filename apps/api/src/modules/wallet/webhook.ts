import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { countPayment, type PaymentOutcome } from '../../lib/metrics'
import { creditOrder, failOrder, storableMethod, type PaymentDeps } from './payments'
import * as repo from './payments-repository'

/** The parts of a Razorpay webhook event we read; everything else is let through unread. */
const PaymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullish(),
  amount: z.coerce.number().int().nonnegative(),
  status: z.string(),
  /** How it was paid (upi, card...); kept only when it looks like a method name. */
  method: z.unknown().optional(),
})
const EventSchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: PaymentEntitySchema }).optional(),
      order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
    })
    .default({}),
})
type WebhookEvent = z.infer<typeof EventSchema>

type Effect =
  | {
      kind: 'paid'
      orderId: string
      paymentId: string
      amountPaise: number
      method: string | undefined
    }
  | { kind: 'failed'; orderId: string }

/** What an event means for one of our orders, if anything. */
function effectOf({ event, payload }: WebhookEvent): Effect | undefined {
  const payment = payload.payment?.entity
  const orderId = payment?.order_id ?? payload.order?.entity.id
  if (!payment || !orderId) return undefined
  if ((event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') {
    return {
      kind: 'paid',
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      method: storableMethod(payment.method),
    }
  }
  if (event === 'payment.failed') return { kind: 'failed', orderId }
  return undefined
}

const badRequest = (message: string) => new AppError({ code: 'BAD_REQUEST', status: 400, message })

export interface WebhookDelivery {
  rawBody: Buffer
  /** X-Razorpay-Signature. */
  signature: string | undefined
  /** X-Razorpay-Event-Id: the same for every redelivery of one event. */
  eventId: string | undefined
}

/**
 * A Razorpay webhook: the signature must be the HMAC-SHA256 of the raw body with the webhook
 * secret (400 otherwise). Each event id is handled once: it is recorded in the transaction that
 * acts on it, so a delivery that fails halfway is handled again when Razorpay retries.
 * `payment.captured` and `order.paid` credit the order once (the same code as the checkout's
 * confirmation); `payment.failed` fails a pending order. Answers the message to reply with.
 */
export async function receiveWebhook(deps: PaymentDeps, delivery: WebhookDelivery) {
  const { signature, rawBody, eventId } = delivery
  if (!signature || !(await deps.provider.verifyWebhook(rawBody, signature))) {
    throw badRequest(WALLET_TEXTS.webhookSignatureInvalid)
  }
  let parsed: ReturnType<typeof EventSchema.safeParse>
  try {
    parsed = EventSchema.safeParse(JSON.parse(rawBody.toString('utf8')))
  } catch {
    throw badRequest(WALLET_TEXTS.webhookMalformed)
  }
  if (!parsed.success) throw badRequest(WALLET_TEXTS.webhookMalformed)
  const event = parsed.data
  const effect = effectOf(event)
  const now = deps.clock.now()
  // What this delivery moved, counted once its transaction has committed.
  let moved: PaymentOutcome | undefined
  const answer = await deps.db.transaction(async (tx) => {
    if (eventId && !(await repo.recordEvent(tx, eventId, event.event, now))) {
      return WALLET_TEXTS.webhookDuplicate
    }
    if (!effect) return WALLET_TEXTS.webhookIgnored
    if (effect.kind === 'failed') {
      if (await failOrder(tx, effect.orderId, now)) moved = 'failed'
      return WALLET_TEXTS.webhookProcessed
    }
    const settled = await creditOrder(tx, {
      providerOrderId: effect.orderId,
      paymentId: effect.paymentId,
      amountPaise: effect.amountPaise,
      method: effect.method,
      now,
    })
    if (!settled) {
      deps.log.warn({ eventId, orderId: effect.orderId }, 'webhook for an unknown order')
      return WALLET_TEXTS.webhookIgnored
    }
    if (settled.outcome === 'amount_mismatch') {
      deps.log.error(
        { eventId, orderId: effect.orderId, paid: effect.amountPaise, expected: settled.expected },
        'webhook payment amount differs from the order: not credited',
      )
      return WALLET_TEXTS.webhookIgnored
    }
    if (settled.outcome === 'credited') moved = 'confirmed'
    return WALLET_TEXTS.webhookProcessed
  })
  if (moved) countPayment(moved, 'webhook')
  return answer
}
