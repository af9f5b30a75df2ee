/**
 * Wallet values and texts, free of Zod. 1 credit = 1 rupee; money is integer paise or credits.
 */
import { formatCount, plural } from './numbers'

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

/** Paise in a rupee: a credit costs this many paise. */
export const PAISE_PER_CREDIT = 100
/** Paise in a rupee, for showing amounts paid in rupees. */
export const PAISE_PER_RUPEE = 100

/** Where card payments go: real Razorpay, or the built-in sandbox that signs as Razorpay does. */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** The most credits one top-up may buy (₹1,00,000). */
export const TOP_UP_MAX_CREDITS = 100_000
/**
 * The most credits a wallet may hold (₹1,00,00,000 worth; decision 037). A top-up order or an
 * admin's adjustment that would take a balance past it is refused; an order already paid is
 * always credited in full, even past it (an order is checked when it is opened, against the
 * balance then). The balance's column holds 2^31 - 1, over two hundred times this, so no number
 * of orders open at once can overflow it.
 */
export const WALLET_MAX_BALANCE = 10_000_000
/** Quick amounts offered beside the Add Credits field. */
export const QUICK_TOP_UPS = [99, 499, 999, 2_499] as const

/**
 * Credit packs (issue 14): the packs on sale are a setting (CREDIT_PACKS); these are the
 * defaults. A pack's price in rupees is its credits (1 credit = 1 rupee); its bonus credits are
 * free, added as a separate ledger entry when the order is paid, and not on the tax invoice.
 */
export interface CreditPack {
  id: string
  name: string
  credits: number
  bonus_credits: number
}
export const DEFAULT_CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 499, bonus_credits: 0 },
  { id: 'business', name: 'Business', credits: 999, bonus_credits: 100 },
  { id: 'pro', name: 'Pro', credits: 2_499, bonus_credits: 400 },
]
/** Pack ids: short lower-case slugs. */
export const CREDIT_PACK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/
/** At most this many packs on sale, and this many of one pack in a cart. */
export const MAX_CREDIT_PACKS = 12
export const MAX_PACK_QUANTITY = 10

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
