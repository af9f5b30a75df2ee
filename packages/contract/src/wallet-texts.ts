/**
 * Wallet names and texts, free of Zod (the wallet's numbers are in constants.ts and limits.ts). 1 credit = 1 rupee; money is integer paise or credits.
 */
import { formatCount, plural } from './numbers'
import { MAX_PACK_QUANTITY } from './limits'
import { TOP_UP_MAX_CREDITS, WALLET_MAX_BALANCE } from './limits'

/** A payment order's status as the spec's transaction list reads it (spec 000 section 3). */
export const PAYMENT_STATUS = { pending: 0, success: 1, failed: 2 } as const
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]

/** Why a balance changed: every ledger entry has one of these kinds. */
export const LEDGER_KINDS = [
  'top_up',
  'unlock',
  'refund',
  'adjustment',
  'demo_grant',
  'bonus',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]
export const LEDGER_KIND_LABEL: Record<LedgerKind, string> = {
  top_up: 'Top-up',
  unlock: 'Unlock',
  refund: 'Refund',
  adjustment: 'Adjustment',
  demo_grant: 'Welcome credits',
  bonus: 'Bonus credits',
}

/** Where card payments go: real Razorpay, or the built-in sandbox that signs as Razorpay does. */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const WALLET_TEXTS = {
  unlockDenied: 'Not enough credits to unlock this property.',
  /** The toast after an unlock: the balance left. */
  unlocked: (balance: number) =>
    `Property unlocked. ${plural(balance, 'credit')} left in your wallet.`,
  /** Spec 000 section 5: title and body of the invalid-amount notice. */
  invalidAmountTitle: 'Invalid Amount',
  invalidAmountBody: 'Please enter a valid credit amount.',
  tooManyCredits: `You can add at most ${plural(TOP_UP_MAX_CREDITS, 'credit')} at a time.`,
  walletFull: `A wallet can hold at most ${plural(WALLET_MAX_BALANCE, 'credit')}: this top-up would take yours past that.`,
  noTransactions: 'No transactions found. Your transaction history will appear here.',
  noUnlocked: 'No unlocked properties found. Your unlocked properties will appear here.',
  orderCreated: 'Order created successfully',
  paymentVerified: 'Payment successful. Credits added to your wallet.',
  verificationFailed: 'Payment verification failed. No credits were added.',
  orderNotFound: 'Payment order not found.',
  unknownState: 'Please choose a valid state.',
  paymentsUnavailable: 'Payments are not available right now. Please try again in a few minutes.',
  tooManyPaymentAttempts: 'Too many payment attempts. Please try again later.',
  sandboxPaid: 'Sandbox payment successful',
  sandboxFailed: 'Sandbox payment failed',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookMalformed: 'Malformed webhook event.',
  webhookProcessed: 'Event processed',
  webhookDuplicate: 'Event already processed',
  webhookIgnored: 'Event ignored',
  unknownPack: 'That credit pack is not on sale.',
  packCreditsMismatch: 'Credits must be the packs’ credits added up.',
  packQuantity: `Choose from 1 to ${formatCount(MAX_PACK_QUANTITY)} of a pack.`,
  packRepeated: 'Each pack may appear once; change its quantity instead.',
} as const
