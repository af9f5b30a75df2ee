/**
 * The shortlist lives under ['shortlist', userId] (one per account, so a login in another tab
 * never shows someone else's list); a comparison under ['compare', ids].
 */
export const shortlistKeys = {
  all: ['shortlist'] as const,
  of: (userId: number | undefined) => ['shortlist', userId ?? 0] as const,
  compare: (ids: readonly number[]) => ['compare', ids.join(',')] as const,
}
