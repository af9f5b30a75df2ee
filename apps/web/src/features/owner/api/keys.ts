/**
 * Everything the owner side reads sits under ['owner']: every owner save (wizard, edit modal,
 * files, status) invalidates ['owner'], so the property's details, its files and My Properties
 * (name, cover, price, completion) all refresh; only the queries on screen refetch.
 */
export const ownerKeys = {
  all: ['owner'] as const,
  property: (id: number) => ['owner', 'property', id] as const,
  fullDetails: (id: number) => ['owner', 'property', id, 'full-details'] as const,
  attachments: (id: number) => ['owner', 'property', id, 'attachments'] as const,
}
