/**
 * Everything that shows credits sits under ['wallet']: a top-up or an unlock invalidates that
 * prefix and the balance, transactions, credit history and unlocked list all refresh.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  transactions: ['wallet', 'transactions'] as const,
  ledger: ['wallet', 'ledger'] as const,
  unlocked: ['wallet', 'unlocked'] as const,
}

/** Rows per page of the transaction and credit-history tables. */
export const TABLE_PAGE_SIZE = 10
