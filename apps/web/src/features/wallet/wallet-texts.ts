import { PAYMENT_STATUS } from '@app/contract/wallet-texts'

/** The wallet screens' own wording (the spec's exact texts live in the contract's WALLET_TEXTS). */
export const WALLET_UI = {
  loginToWallet: 'Please login to view your wallet.',
  loginToTransactions: 'Please login to view your transactions.',
  loginToUnlocked: 'Please login to view your unlocked properties.',
  noAccessTitle: 'Not available for this account',
  noAccessBody:
    'Wallet, transactions and unlocked properties are for seeker and owner accounts. Your account can browse properties only.',
  walletFetchFailed: 'Could not load your wallet.',
  transactionsFetchFailed: 'Could not load your transactions.',
  ledgerFetchFailed: 'Could not load your credit history.',
  unlockedFetchFailed: 'Could not load your unlocked properties.',
  noLedger: 'No credit history yet. Top-ups and unlocks will appear here.',
  paymentCancelled: 'Payment cancelled. No credits were added.',
  paymentFailed: 'Payment failed. No credits were added; you can try again.',
  paymentFailedBecause: (reason: string) =>
    `Payment failed (${reason.trim().replace(/\.$/, '')}). No credits were added; you can try again.`,
  paymentSuccessTitle: 'Payment Successful',
  invoiceFailed: 'Could not download the invoice. Please try again.',
  statementFailed: 'Could not download the statement. Please try again.',
  packsFetchFailed: 'Could not load the credit packs.',
  loginToCart: 'Please login to view your cart.',
  loginToCheckout: 'Please login to check out.',
  cartEmpty: 'Your cart is empty. Choose a credit pack on the wallet page.',
  packsUnavailable: 'Some packs in your cart are no longer on sale and were left out.',
  /** The checkout's business box and its fields' hints (decision 046). */
  gstBusinessToggle: 'Claim GST input credit (business purchase)',
  gstBusinessHint:
    'Your GSTIN, legal name and billing address go on a B2B tax invoice. Choose the state of your GST registration above.',
  gstinHint: '15 characters, as on your GST registration certificate.',
  legalNameHint: 'As registered for this GSTIN.',
  stateHint: 'Optional: the place of supply on your GST tax invoice.',
  stateHintRequired: 'The place of supply on your GST tax invoice: the state of your address.',
} as const

/** The transaction list's status (spec 000 section 3: 1 success, 0 pending, anything else failed). */
export function paymentStatusLabel(status: number): 'Success' | 'Pending' | 'Failed' {
  if (status === PAYMENT_STATUS.success) return 'Success'
  if (status === PAYMENT_STATUS.pending) return 'Pending'
  return 'Failed'
}
