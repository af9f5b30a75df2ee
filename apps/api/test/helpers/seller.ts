/**
 * The seller on tax invoices, which production demands (config.ts): for tests that configure a
 * production environment for some other reason.
 */
export const SELLER_ENV: Record<string, string> = {
  SELLER_LEGAL_NAME: 'Godown Hub Test Private Limited',
  SELLER_GSTIN: '27AAAAA0000A1Z2',
}
