/**
 * Wallet values and texts, free of Zod. 1 credit = 1 rupee; money is integer paise or credits.
 */

/** A payment order's status as the spec's transaction list reads it (spec 000 section 3). */
export const PAYMENT_STATUS = { pending: 0, success: 1, failed: 2 } as const
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]

/** Why a balance changed: every ledger entry has one of these kinds. */
export const LEDGER_KINDS = ['top_up', 'unlock', 'refund', 'adjustment', 'demo_grant'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** Paise in a rupee: a credit costs this many paise. */
export const PAISE_PER_CREDIT = 100

export const WALLET_TEXTS = {
  unlockDenied: 'Not enough credits to unlock this property.',
} as const
