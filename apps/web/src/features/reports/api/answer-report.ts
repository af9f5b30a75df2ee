import type { AnswerBody } from '@app/contract/report'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'
import { reportKeys } from './keys'

/** POST property/reports/{id}/answer (auth: the listing's owner): once, while it is open. */
export const answerReport = (reportId: number, body: AnswerBody) =>
  api<ApiMessage>('POST', `property/reports/${reportId}/answer`, { body })

/** Answers a report, then refreshes the owner side: the reports and My Properties' counts. */
export function useAnswerReport(reportId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AnswerBody) => answerReport(reportId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportKeys.owner }),
  })
}
