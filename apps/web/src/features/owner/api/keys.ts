/**
 * Everything the owner side reads sits under ['owner']: a save in the wizard or the edit modal
 * invalidates the property's keys, and My Properties refreshes with them.
 */
export const ownerKeys = {
  all: ['owner'] as const,
  property: (id: number) => ['owner', 'property', id] as const,
  fullDetails: (id: number) => ['owner', 'property', id, 'full-details'] as const,
  attachments: (id: number) => ['owner', 'property', id, 'attachments'] as const,
}
