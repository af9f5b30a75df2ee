/**
 * The queries a report touches. Features do not import each other (eslint.config.js), so the
 * other features' keys are named here by their prefixes: the listings feature's detail view
 * (`propertyKey`), everything under the wallet feature's `walletKeys.all` (balance, ledger,
 * transactions, unlocked list) and everything under the owner feature's `ownerKeys.all` (the
 * listing, My Properties with its open-report counts). The pages' tests that file and answer a
 * report watch those queries refetch, so a renamed key fails there.
 */
export const reportKeys = {
  /** The detail view of a listing (listings' `propertyKey`). */
  propertyView: (propertyId: number) => ['property', propertyId] as const,
  /** Every query that shows credits (wallet's `walletKeys.all`). */
  wallet: ['wallet'] as const,
  /** Every query of the owner side (owner's `ownerKeys.all`). */
  owner: ['owner'] as const,
  /** The reports on one listing: under the owner's prefix, so any owner change refreshes them. */
  onProperty: (propertyId: number) => ['owner', 'property', propertyId, 'reports'] as const,
}
