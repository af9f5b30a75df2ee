import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, type ApiMessage } from '../../../lib/api-client'
import { authStore } from '../../../lib/auth-storage'
import type { LoginPageState } from '../components/login-page-state'

/** A server that does not answer must not keep anyone logged in. */
const LOGOUT_TIMEOUT_MS = 3_000

/** POST logout: revokes this token on the server. */
export const logout = () =>
  api<ApiMessage>('POST', 'logout', { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) })

/**
 * Logout: tell the server (failures ignored: the local session ends regardless), then clear
 * local storage and the query cache and go to /login, which says 'You have been logged out'.
 */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: async () => {
      const state: LoginPageState = { notice: 'loggedOut' }
      // Leave first: a page that needs login would otherwise flash its 'Login Required' notice.
      await navigate('/login', { state })
      authStore.clear()
      queryClient.clear()
    },
  })
}
