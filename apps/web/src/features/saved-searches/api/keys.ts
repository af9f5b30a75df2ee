/** The queries of saved searches: the user's list (every change refreshes it). */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  unsubscribe: (token: string) => ['saved-searches', 'unsubscribe', token] as const,
}
