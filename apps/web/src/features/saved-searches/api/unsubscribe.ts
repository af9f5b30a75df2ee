import type { Unsubscribe } from '@app/contract/search'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** GET alerts/unsubscribe?token= (no login): the search's name and alert; changes nothing. */
export const getUnsubscribe = (token: string) =>
  api<ApiOk<Unsubscribe>>('GET', 'alerts/unsubscribe', { query: { token } }).then((r) => r.data)

/** What the link is for, once per token (a remount or a refocus does not ask again). */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: () => getUnsubscribe(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  })

/** POST alerts/unsubscribe (no login): turns the search's alert off (again: still off). */
export const turnOffAlerts = (token: string) =>
  api<ApiOk<Unsubscribe>>('POST', 'alerts/unsubscribe', { body: { token } }).then((r) => r.data)

/** The page's button: on success the link's answer says the alert is off. */
export function useTurnOffAlerts(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => turnOffAlerts(token),
    onSuccess: (done) => queryClient.setQueryData(savedSearchKeys.unsubscribe(token), done),
  })
}
