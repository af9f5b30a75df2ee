import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** GET alerts/unsubscribe?token= (no login): turns the search's alert off, answers its name. */
export const unsubscribe = (token: string) =>
  api<ApiOk<{ name: string }>>('GET', 'alerts/unsubscribe', { query: { token } }).then(
    (r) => r.data,
  )

/**
 * Runs once per token when the page opens (turning an alert off again changes nothing), and is
 * kept: a remount or a refocus does not call again.
 */
export const useUnsubscribe = (token: string) =>
  useQuery({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: () => unsubscribe(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  })
