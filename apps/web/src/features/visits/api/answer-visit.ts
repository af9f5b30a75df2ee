import type {
  Visit,
  VisitAcceptBody,
  VisitCancelBody,
  VisitDeclineBody,
} from '@app/contract/visits'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { visitKeys } from './keys'

type Answer = ApiOk<Partial<Visit> & Pick<Visit, 'id' | 'status'>>

/** POST visits/{id}/accept (auth: the owner): one of the proposed slots. */
export const acceptVisit = (id: number, body: VisitAcceptBody) =>
  api<Answer>('POST', `visits/${id}/accept`, { body })

/** POST visits/{id}/decline (auth: the owner): with a reason. */
export const declineVisit = (id: number, body: VisitDeclineBody) =>
  api<Answer>('POST', `visits/${id}/decline`, { body })

/** POST visits/{id}/cancel (auth: either side): a reason is optional. */
export const cancelVisit = (id: number, body: VisitCancelBody) =>
  api<Answer>('POST', `visits/${id}/cancel`, { body: body ?? {} })

/** Each answer moves the visit between lists: every visit list refreshes. */
function useVisitChange<Body>(change: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  })
}

export const useAcceptVisit = (id: number) =>
  useVisitChange((body: VisitAcceptBody) => acceptVisit(id, body))
export const useDeclineVisit = (id: number) =>
  useVisitChange((body: VisitDeclineBody) => declineVisit(id, body))
export const useCancelVisit = (id: number) =>
  useVisitChange((body: VisitCancelBody) => cancelVisit(id, body))
