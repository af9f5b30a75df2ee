import type { OutboxMessage } from '@app/contract/auth'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

const REFRESH_MS = 3_000

/** GET dev/outbox: the messages the development delivery driver kept; 404 in production. */
export const getDevOutbox = (signal?: AbortSignal) =>
  api<ApiOk<OutboxMessage[]>>('GET', 'dev/outbox', { signal })

const newestFirst = (a: OutboxMessage, b: OutboxMessage) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id

/** The outbox, newest first; `live` refreshes it every 3 s while it answers. */
export function useDevOutbox({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => getDevOutbox(signal),
    select: (answer) => [...answer.data].sort(newestFirst),
    retry: false,
    refetchInterval: live
      ? (query) => (query.state.status === 'error' ? false : REFRESH_MS)
      : false,
  })
}
