import {
  ADMIN_TEXTS as T,
  type AdminPayment,
  type AdminPaymentQuery,
  type PaymentStatusName,
} from '@app/contract/admin'
import { PAYMENT_STATUS, WALLET_TEXTS, type PaymentStatus } from '@app/contract/wallet-texts'
import type { Tx } from '../../db/client'
import { conflict, notFound, unavailable } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import type { AuthUser } from '../../lib/sessions'
import { ProviderError, settleOrder } from '../wallet'
import { recordAudit } from './audit'
import { actorOf, iso, type AdminDeps } from './deps'
import * as repo from './payments-repository'

/* The admin console's payment orders, and settling one with the provider's word. */

const STATUS_OF_NAME: Record<PaymentStatusName, PaymentStatus> = {
  pending: PAYMENT_STATUS.pending,
  paid: PAYMENT_STATUS.success,
  failed: PAYMENT_STATUS.failed,
}
const nameOfStatus = (status: number): PaymentStatusName =>
  (Object.keys(STATUS_OF_NAME) as PaymentStatusName[]).find((n) => STATUS_OF_NAME[n] === status)!

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.paymentById>>>

const toPayment = (r: PaymentRow): AdminPayment => ({
  id: r.id,
  user: r.user,
  provider: r.provider,
  provider_order_id: r.providerOrderId,
  provider_payment_id: r.providerPaymentId,
  receipt: r.receipt,
  amount_paise: r.amountPaise,
  credits: r.credits + r.bonusCredits,
  bonus_credits: r.bonusCredits,
  status: nameOfStatus(r.status),
  invoice_number: r.invoiceNumber,
  created_at: r.createdAt.toISOString(),
  paid_at: iso(r.paidAt),
  failed_at: iso(r.failedAt),
  checked_at: iso(r.checkedAt),
})

/** GET admin/payments. */
export async function payments(db: Tx, query: AdminPaymentQuery) {
  const { status, ...rest } = query
  const { rows, total } = await repo.paymentsPage(db, {
    ...rest,
    status: status && STATUS_OF_NAME[status],
  })
  return { data: rows.map(toPayment), pagination: pageOf(query, rows.length, total) }
}

/**
 * POST admin/payments/{id}/reconcile: asks the provider about the order now and settles it as
 * reconciliation would (wallet/reconcile settleOrder), recording the check with the status
 * before and after in the settlement's transaction. A paid order is final: the provider is not
 * asked. An order of another provider than the one running cannot be asked (409). Answers the
 * order as it then stands.
 */
export async function reconcile(deps: AdminDeps, admin: AuthUser, paymentId: number) {
  const order = await repo.paymentById(deps.db, paymentId)
  if (!order) throw notFound(T.paymentNotFound)
  const now = deps.clock.now()
  const audit = async (tx: Tx) => {
    const after = await repo.paymentById(tx, paymentId)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'payment.reconcile',
        target: { type: 'payment', id: paymentId },
        before: { status: nameOfStatus(order.status) },
        after: { status: nameOfStatus(after!.status) },
      },
      now,
    )
  }
  if (order.status === PAYMENT_STATUS.success) {
    await deps.db.transaction(audit)
  } else {
    if (order.provider !== deps.payments.name) throw conflict(T.otherProvider)
    try {
      await settleOrder(deps.db, deps.payments, order, now, audit)
    } catch (err) {
      if (err instanceof ProviderError) throw unavailable(WALLET_TEXTS.paymentsUnavailable)
      throw err
    }
  }
  return toPayment((await repo.paymentById(deps.db, paymentId))!)
}
