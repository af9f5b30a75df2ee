import type { Visit, VisitBody } from '@app/contract/visits'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** POST visits (auth: a seeker who unlocked the listing): 1 to 3 slots and a note. */
export const requestVisit = (body: VisitBody) =>
  api<ApiOk<Pick<Visit, 'id' | 'status' | 'slots'>>>('POST', 'visits', { body })

export function useRequestVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestVisit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  })
}
