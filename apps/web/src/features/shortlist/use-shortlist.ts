import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useToast } from '../../components/ui/toast'
import { useAuth } from '../../lib/auth-storage'
import { errorMessage } from '../../lib/form-errors'
import { getShortlist, type Shortlist } from './api/get-shortlist'
import { shortlistKeys } from './api/keys'
import { addToShortlist, removeFromShortlist } from './api/save-shortlist'
import { localShortlist } from './local-shortlist'

const NO_IDS: readonly number[] = []

/**
 * The server's shortlist, after moving a visitor's list there: the first read after logging in
 * saves the locally kept ids (oldest first, so the newest stays newest; one gone meanwhile or a
 * full list is skipped) and clears them. React Query runs one read per key at a time, so every
 * heart on the page shares that one merge.
 */
async function loadShortlist(signal: AbortSignal): Promise<Shortlist> {
  const kept = localShortlist.get()
  if (kept.length > 0) {
    for (const id of [...kept].reverse()) await addToShortlist(id).catch(() => undefined)
    localShortlist.clear()
  }
  return getShortlist(signal)
}

const withIds = (list: Shortlist | undefined, ids: readonly number[]): Shortlist => ({
  ids: [...ids],
  items: (list?.items ?? []).filter((card) => ids.includes(card.id)),
})

/** Changes the cached list at once (the heart answers on click); the server's answer follows. */
function optimistic(client: QueryClient, key: readonly unknown[], id: number, saved: boolean) {
  const before = client.getQueryData<Shortlist>(key)
  const ids = before?.ids ?? []
  const next = saved ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id)
  client.setQueryData<Shortlist>(key, withIds(before, next))
  return before
}

/**
 * The shortlist, the same for every heart on the page: the server's for a logged-in user (React
 * Query, ['shortlist', userId]), local storage's for a visitor. `toggle` saves or removes.
 */
export function useShortlist() {
  const { isLoggedIn, user } = useAuth()
  const local = useSyncExternalStore(
    localShortlist.subscribe,
    localShortlist.get,
    localShortlist.getServer,
  )
  const client = useQueryClient()
  const toast = useToast()
  const key = shortlistKeys.of(user?.id)
  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadShortlist(signal),
    enabled: isLoggedIn,
  })

  const change = useMutation({
    mutationKey: key,
    mutationFn: ({ id, save }: { id: number; save: boolean }) =>
      save ? addToShortlist(id) : removeFromShortlist(id),
    onMutate: async ({ id, save }) => {
      await client.cancelQueries({ queryKey: key })
      return optimistic(client, key, id, save)
    },
    onError: (error, _vars, before) => {
      client.setQueryData(key, before)
      toast.show(errorMessage(error), 'error')
    },
    onSuccess: (list) => {
      // The last of several quick clicks brings the server's list; earlier answers are older.
      if (client.isMutating({ mutationKey: key }) <= 1) client.setQueryData(key, list)
    },
  })

  const ids = isLoggedIn ? (server.data?.ids ?? NO_IDS) : local
  const toggle = useCallback(
    (id: number) => {
      const save = !ids.includes(id)
      if (isLoggedIn) return change.mutate({ id, save })
      if (!save) return localShortlist.remove(id)
      if (!localShortlist.add(id)) toast.show(SEARCH_TEXTS.shortlistFull, 'error')
    },
    [ids, isLoggedIn, change, toast],
  )

  return {
    ids,
    /** The server's cards (logged in); a visitor's list is only ids, kept in this browser. */
    items: server.data?.items,
    isLoggedIn,
    /** Still reading the server's list (logged in). */
    isPending: isLoggedIn && server.isPending,
    error: server.error,
    refetch: server.refetch,
    has: (id: number) => ids.includes(id),
    toggle,
  }
}

/**
 * The shortlist's cards in its order, for /compare, which only a logged-in user sees (decision
 * 032): the server's list, where a visitor's hearts arrive at login.
 */
export function useShortlistCards() {
  const shortlist = useShortlist()
  return {
    cards: shortlist.items,
    isPending: shortlist.isPending,
    error: shortlist.error,
    retry: () => void shortlist.refetch(),
  }
}
