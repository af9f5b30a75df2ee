import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Marks each area stale: the lists on screen refetch, the others when next shown. */
export const invalidate = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
